// Swift samples parse and use only real SkyPathSDK symbols of their page's version. Each case
// checks a fixture block built here; the last cases check the real content.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {COUNTER_EXAMPLE, fileContext, parseMeta, type Block} from '../samples/extract.ts';
import {checkSwift} from '../samples/swift.ts';
import {loadGrammar, syntaxErrors} from '../samples/tree-sitter.ts';
import {sdkDiff} from '../samples/ios-sdk/index.ts';

const V22 = 'ios_versioned_docs/version-2.2/advanced/alerts.md';
const V30 = 'ios_versioned_docs/version-3.0/basic/notifications.md';
const NEXT = 'ios/basic/data.md';

/** A Swift block of `file` whose opening fence is on line 20, as extractBlocks returns it. */
function block(file: string, code: string, meta = '') {
  const attrs = parseMeta(meta);
  return {
    file,
    line: 20,
    codeLine: 21,
    lang: 'swift',
    meta,
    attrs,
    code,
    context: fileContext(file),
    counterExample: COUNTER_EXAMPLE.test(attrs.title ?? ''),
  } as Block;
}

/** Checks one block and asserts one problem at `line` whose message contains every `expected` text. */
async function assertProblem(fixture: Block, line: number, ...expected: string[]) {
  const {problems} = await checkSwift([fixture]);
  assert.equal(problems.length, 1, JSON.stringify(problems, null, 2));
  const [problem] = problems;
  assert.equal(problem.file, fixture.file);
  assert.equal(problem.line, line);
  for (const text of expected) {
    assert.ok(problem.message.includes(text), `"${problem.message}" should contain: ${text}`);
  }
}

async function assertPasses(fixture: Block) {
  assert.deepEqual((await checkSwift([fixture])).problems, []);
}

test('a syntax error fails at its line in the page', async () => {
  const code =
    'import SkyPathSDK\n\n' +
    'SkyPath.shared.setFlight(Flight(dep: "KJFK", dest: "KIAD", fnum: "ABC123")\nprint("done")\n';
  const {problems} = await checkSwift([block(V22, code)]);
  assert.ok(problems.length > 0);
  assert.deepEqual(
    problems.map((p) => [p.file, p.line]),
    problems.map(() => [V22, 23]),
  );
  assert.match(problems[0].message, /^Swift syntax error: /);
});

test('an unknown SkyPathSDK symbol in a 2.2 sample fails, naming the file and the symbol', async () => {
  const code = 'import SkyPathSDK\n\nlet query = NotificationQuery()\n';
  await assertProblem(
    block(V22, code),
    23,
    '`NotificationQuery` is not a SkyPathSDK 2.2 symbol',
    'It exists in 3.0, Next',
    '`AlertQuery`',
  );
});

test('a 2.2-only symbol in a 3.0 sample fails', async () => {
  const code = 'import SkyPathSDK\n\nSkyPath.shared.startMonitoringNotifications(with: AlertQuery())\n';
  await assertProblem(block(V30, code), 23, '`AlertQuery` is not a SkyPathSDK 3.0 symbol', 'It exists in 2.2');
});

test('version="2.2" makes the "before" code of a migration guide pass against 2.2', async () => {
  const file = 'ios/versions/migration-v3.0.md';
  const code =
    'import SkyPathSDK\n\nif !SkyPath.shared.isMonitoringAlerts {\n' +
    '    SkyPath.shared.startMonitoringAlerts(with: AlertQuery())\n}\n';
  const {problems} = await checkSwift([block(file, code)]);
  assert.deepEqual(
    problems.map((p) => p.line),
    [23, 24, 24],
  );
  assert.ok(problems[0].message.includes('`isMonitoringAlerts` in SkyPathSDK Next'), problems[0].message);
  await assertPasses(block(file, code, 'version="2.2"'));
});

test('a version without an inventory fails instead of passing', async () => {
  await assertProblem(block(V22, 'print(1)\n', 'version="2.1"'), 20, 'No SkyPathSDK inventory for version "2.1"');
});

test('a wrong argument label fails and shows the known signature', async () => {
  const code = 'import SkyPathSDK\n\nSkyPath.shared.setFlight(Flight(dep: "KJFK", dest: "KIAD", number: "ABC123"))\n';
  await assertProblem(
    block(NEXT, code),
    23,
    '`Flight(dep:dest:number:)` matches no SkyPathSDK Next signature',
    '`Flight(dep:dest:fnum:[fnumManual:])`',
  );
});

test('labels are checked on SkyPath.shared methods and implicit enum cases', async () => {
  const start = 'SkyPath.shared.start(apiKey: "KEY", airline: "ABC", user: "pilot-1") { error in print(error) }\n';
  await assertProblem(block(NEXT, start), 21, '`SkyPath.start(apiKey:airline:user:) { … }`');
  const env = 'SkyPath.shared.start(apiKey: "KEY", airline: "ABC", userId: "1", env: .dev(url: nil)) { _ in }\n';
  await assertProblem(block(NEXT, env), 21, '`.dev(url:)` matches no SkyPathSDK Next signature', '`.dev(serverUrl:)`');
});

test('a wrong SkyPath.shared member fails, also through a chain of known types', async () => {
  const check = (code: string, expected: string) => assertProblem(block(V30, code), 21, expected);
  await check('SkyPath.shared.dataQuery.polygons = []\n', '`DataQuery` has no member `polygons`');
  await check('SkyPath.shared.logger.level = .trace\n', '`.trace` is not a case');
  await check('let history = SkyPath.shared.historyTime\n', '`SkyPath` has no member `historyTime`');
});

test('a variable typed by an SDK initialiser resolves its members', async () => {
  const code =
    'var query = OneLayerQuery(altRange: 0...52_000, resultOptions: .items, aggregate: false)\n' +
    'query.nowcastEnabled = false\nquery.nowcast = false\n';
  await assertProblem(block(V30, code), 23, '`OneLayerQuery` has no member `nowcast` in SkyPathSDK 3.0');
});

test('a delegate method the version does not declare fails', async () => {
  const code = [
    'import SkyPathSDK',
    '',
    'final class Monitor: NSObject, SkyPathDelegate {',
    '    func didUpdateRecordingStatus(to isRecording: Bool) {}',
    '    func didReceiveNewTurbulenceData(areaType: DataAreaType) {}',
    '    func didFailToFetchNewData(with error: SPError) {}',
    '    func reload() {}',
    '}',
  ].join('\n');
  await assertProblem(
    block(V30, code),
    26,
    '`func didFailToFetchNewData(with:)` is not a SkyPathDelegate method in SkyPathSDK 3.0',
    'declares `didFailToFetchNewData(with:type:)`',
  );
  const typo = code.replace(
    'didFailToFetchNewData(with error: SPError)',
    'didReceiveNotifications(_ result: NotificationResult)',
  );
  await assertProblem(block(V30, typo), 26, '`func didReceiveNotifications(_:)` is not a SkyPathDelegate method');
});

test('a correct sample passes', async () => {
  const code = [
    'import CoreLocation',
    'import SkyPathSDK',
    '',
    'final class NotificationMonitor: NSObject, SkyPathDelegate {',
    '    private let clusterer = TurbulenceClusterer(options: .init(maxDistanceNM: 60, maxDistanceToNearestNM: 30))',
    '',
    '    func start(route: [CLLocationCoordinate2D]) {',
    '        SkyPath.shared.delegate = self',
    '        SkyPath.shared.start(apiKey: "KEY", airline: "ABC", userId: "1", env: .dev(serverUrl: nil)) { error in',
    '            if let error { print(error) }',
    '        }',
    '        SkyPath.shared.dataQuery.polygon = route.geodesic.buffer(widthNM: 100)',
    '        let query = NotificationQuery(altRange: 36_000...40_000, route: route)',
    '        SkyPath.shared.startMonitoringNotifications(with: query)',
    '    }',
    '',
    '    func didUpdateRecordingStatus(to isRecording: Bool) {}',
    '    func didReceiveNewTurbulenceData(areaType: DataAreaType) {}',
    '    func didReceiveNotification(_ result: NotificationResult) {',
    '        clusterer.process(turbulence: result.turbulence.filter { $0.sev != TurbulenceSeverity.none })',
    '        for cluster in clusterer.clusters where !clusterer.isNotified(cluster: cluster) {',
    '            clusterer.notified(cluster: cluster)',
    '        }',
    '    }',
    '}',
  ].join('\n');
  await assertPasses(block(V30, code));
});

test('a counter-example is parsed but its symbols are not checked', async () => {
  const code = 'static let query = AlertQuery()\n';
  const result = await checkSwift([block(V30, code, 'title="Don\'t: keep a query in a static property"')]);
  assert.deepEqual(result.problems, []);
  assert.deepEqual(
    result.counterExamples.map((b) => b.file),
    [V30],
  );
  const broken = await checkSwift([block(V30, 'static let query = (\n', 'title="Don\'t: keep a query"')]);
  assert.equal(broken.problems[0]?.file, V30);
  assert.match(broken.problems[0].message, /syntax error/);
});

// Symbols a version does not have, caught by its inventory.
const FORBIDDEN = {
  [V22]: [
    ['let q = NotificationQuery()', 'NotificationQuery'],
    ['func show(_ r: NotificationResult) {}', 'NotificationResult'],
    ['SkyPath.shared.startMonitoringNotifications(with: q)', 'startMonitoringNotifications(with:)'],
    ['SkyPath.shared.stopMonitoringNotifications()', 'stopMonitoringNotifications()'],
    ['let on = SkyPath.shared.isMonitoringNotifications', 'isMonitoringNotifications'],
    ['func didReceiveNotification(_ r: AlertResult) {}', 'didReceiveNotification(_:)'],
    ['let q = OneLayerQuery(altRange: 0...52_000, resultOptions: .items, aggregate: true)', 'OneLayerQuery'],
    ['let r = SkyPath.shared.oneLayer(with: q)', 'oneLayer(with:)'],
    ['func didReceiveNewOneLayer(areaType: DataAreaType) {}', 'didReceiveNewOneLayer(areaType:)'],
    ['func show(_ r: QueryResult<Int>) {}', 'QueryResult'],
    ['let r = SkyPath.shared.data(with: q)', 'data(with:)'],
    ['let seen = clusterer.isNotified(cluster: c)', 'isNotified(cluster:)'],
    ['clusterer.notified(cluster: c)', 'notified(cluster:)'],
    ['func show(_ item: TurbulenceItemable) {}', 'TurbulenceItemable'],
    ['func didFailToFetchNewData(with error: SPError, type: DataTypeOptions) {}', 'didFailToFetchNewData(with:type:)'],
  ],
  [V30]: [
    ['let q = AlertQuery()', 'AlertQuery'],
    ['func show(_ r: AlertResult) {}', 'AlertResult'],
    ['func show(_ e: AlertError) {}', 'AlertError'],
    ['SkyPath.shared.startMonitoringAlerts(with: q)', 'startMonitoringAlerts(with:)'],
    ['SkyPath.shared.stopMonitoringAlerts()', 'stopMonitoringAlerts()'],
    ['let on = SkyPath.shared.isMonitoringAlerts', 'isMonitoringAlerts'],
    ['func didReceiveAlert(_ r: NotificationResult) {}', 'didReceiveAlert(_:)'],
    ['let seen = clusterer.isAlerted(cluster: c)', 'isAlerted(cluster:)'],
    ['clusterer.alerted(cluster: c)', 'alerted(cluster:)'],
    ['let r = SkyPath.shared.alerts(with: q)', 'alerts(with:)'],
    ['SkyPath.shared.alertedTurbulenceSeverity(.moderate)', 'alertedTurbulenceSeverity(_:)'],
  ],
  [NEXT]: [
    ['let q = LiveFlightQuery(altRange: 0...52_000, resultOptions: .items, polygon: [])', 'LiveFlightQuery'],
    ['let r = SkyPath.shared.liveFlights(with: q)', 'liveFlights(with:)'],
    ['SkyPath.shared.dataQuery.types = [.turbulence, .liveFlights]', '.liveFlights'],
    ['func didReceiveNewLiveFlightData() {}', 'didReceiveNewLiveFlightData()'],
    ['let q = AlertQuery()', 'AlertQuery'],
  ],
};

for (const [file, cases] of Object.entries(FORBIDDEN)) {
  for (const [code, symbol] of cases) {
    test(`${symbol} fails in ${file}`, async () => {
      await assertProblem(block(file, `import SkyPathSDK\n${code}\n`), 22, symbol);
    });
  }
}

test('the 2.2 to 3.0 difference lists renames, removals and additions with their basis', () => {
  const {removed, renamed, added} = sdkDiff('2.2', '3.0');
  const query = renamed.find((r) => r.from === 'AlertQuery');
  assert.deepEqual([query?.to, query?.basis], ['NotificationQuery', 'certain']);
  assert.ok(
    renamed.some(
      (r) =>
        r.from === 'SkyPathDelegate.didFailToFetchNewData(with:)' &&
        r.to === 'SkyPathDelegate.didFailToFetchNewData(with:type:)',
    ),
  );
  assert.equal(removed.find((r) => r.symbol === 'SkyPath.alerts(with:)')?.basis, 'unknown');
  assert.equal(removed.find((r) => r.symbol === 'TurbulencePolygonsQuery')?.basis, 'inferred');
  assert.ok(!removed.some((r) => r.symbol.startsWith('TurbulencePolygonsQuery.')), 'a removed type is listed once');
  assert.ok(added.some((r) => r.symbol === 'OneLayerQuery'));
  assert.deepEqual(
    sdkDiff('3.0', 'next').removed.map((r) => r.symbol),
    [
      'SkyPath.liveFlights(with:)',
      'SkyPathDelegate.didReceiveNewLiveFlightData()',
      'DataTypeOptions.liveFlights',
      'LiveFlight',
      'LiveFlightQuery',
      'LiveFlightResult',
    ],
  );
});

test('a Podfile with a broken line is reported at that line', async () => {
  const ruby = await loadGrammar('ruby');
  const podfile = "platform :ios, '14.0'\nuse_frameworks!\n\ntarget 'FlightBag' do\n  pod 'SkyPath',, '~> 2.2'\nend\n";
  assert.deepEqual(syntaxErrors(ruby.parse(podfile.replace(',,', ','))), []);
  assert.deepEqual(
    syntaxErrors(ruby.parse(podfile)).map((e) => e.line),
    [5],
  );
});

test('a grammar that cannot be loaded fails with what is missing and how to install it', async () => {
  await assert.rejects(loadGrammar('klingon'), (error: Error) => {
    assert.match(error.message, /klingon grammar/);
    assert.match(error.message, /tree-sitter-klingon\.wasm/);
    assert.match(error.message, /npm ci/);
    return true;
  });
});
