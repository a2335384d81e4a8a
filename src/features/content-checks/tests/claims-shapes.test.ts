// The two claim shapes beyond numbers: a statement that something does not exist, and an SDK name
// in prose. Each planted sentence says what the reader found on the site in other words, so the
// check must recognise the shape, not the sentence; what the facts do say passes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseContent} from '../content-model.ts';
import {checkClaims, loadKnowledge, parseAllowed, type Knowledge} from '../claims/check.ts';
import {specTexts} from '../claims/openapi.ts';
import {stepsOf} from '../claims/sdk-names.ts';

const knowledge: Knowledge = {...loadKnowledge(), allowed: parseAllowed('[]')};

/** The unsupported claims of one page, as "line claim". */
function unsupported(body: string, file: string, title = 'Planted'): string[] {
  const page = parseContent(`---\ntitle: ${title}\ndescription: A page.\n---\n\n${body}\n`, 'md');
  return checkClaims([{file, page}], knowledge).unsupported.map(({claim}) => `${claim.line} ${claim.text}`);
}
const eachLine = (sentences: string[]) => sentences.join('\n\n');

test('an absence the facts do not state fails, however it is worded', () => {
  const paraphrases = [
    'The API offers no way to read submitted flight plans.',
    'Flight plans cannot be read back once SkyPath has them.',
    'No endpoint exists for retrieving flight plans.',
    "You can't fetch your flight plans back from SkyPath.",
    'The flight plans operation does not provide an endpoint for listing plans.',
    "There's no option to change the Name ID format after the first sign-in.",
  ];
  const problems = unsupported(eachLine(paraphrases), 'api/planted.md', 'Flight plans');
  paraphrases.forEach((sentence, index) => {
    const line = 6 + index * 2;
    assert.ok(
      problems.some((problem) => problem.startsWith(`${line} `)),
      `"${sentence}" (line ${line}) should fail; got ${JSON.stringify(problems)}`,
    );
  });
});

test('an absence the facts state passes, for the versions it holds for', () => {
  assert.deepEqual(
    unsupported(
      eachLine([
        'CocoaPods is not offered for version 3.0.',
        'Live flights are kept in memory only and are not available offline.',
        'The pilot does nothing: there is no button to press and no report to fill in.',
      ]),
      'ios/planted.md',
      'Install',
    ),
    [],
  );
  // The same absence about another version: 2.2 still has its pod.
  assert.deepEqual(unsupported('CocoaPods is not offered for version 2.2.', 'ios/planted.md', 'Install'), [
    '6 is not offered',
  ]);
});

test('a condition and a sentence about these pages are no absence claims', () => {
  assert.deepEqual(
    unsupported(
      eachLine([
        'When there is no flight number, use the form origin-destination-unique id.',
        'If the SDK has no way to get a location, it calls the delegate.',
        'These docs describe no way to record turbulence from a browser.',
        'The query starts with defaults, so there is no need to call fetch after you edit it.',
      ]),
      'ios/planted.md',
    ),
    [],
  );
});

test('the OpenAPI document: an absence in an operation description fails at its YAML line', () => {
  const spec = [
    'openapi: 3.0.3',
    'paths:',
    '  /flight-plans/v5/:',
    '    post:',
    '      description: |',
    '        Creates or updates flight plans.',
    '        Submitted plans cannot be retrieved through this API.',
  ].join('\n');
  const pages = specTexts(spec).map(({page}) => ({file: 'openapi/skypath.yaml', page}));
  const problems = checkClaims(pages, knowledge).unsupported.map(({claim}) => `${claim.line} ${claim.kind}`);
  assert.deepEqual(problems, ['7 absence']);
});

test('a span of code is read as the names and labels it calls', () => {
  assert.deepEqual(stepsOf('SkyPath.shared.fetchData(refresh: true)')?.steps, [
    {name: 'SkyPath'},
    {name: 'shared'},
    {name: 'fetchData', labels: ['refresh']},
  ]);
  assert.deepEqual(stepsOf('TurbulenceQuery(type:altRange:resultOptions:)')?.steps, [
    {name: 'TurbulenceQuery', labels: ['type', 'altRange', 'resultOptions']},
  ]);
  assert.deepEqual(stepsOf('.prod(serverUrl: nil)'), {steps: [{name: 'prod', labels: ['serverUrl']}], implicit: true});
  assert.equal(stepsOf('npm install @skypath-io/web-sdk'), undefined);
});

test('an iOS name or signature the facts do not list for the page’s version fails', () => {
  const planted = [
    'Build the query with `TurbulenceQuery(altRange:resultOptions:)`.',
    'Call `TurbulenceQuery(altRange: 0...52_000, resultOptions: .items)` on a background queue.',
    'Refresh with `SkyPath.shared.fetchTurbulence()` when the route changes.',
    'Filter with a `TurbulenceFilter` before you draw.',
    'Ask for `.geoJson` to draw the result.',
    'Pass `SkyPath.shared.turbulence(for:)` your query.',
  ];
  const problems = unsupported(eachLine(planted), 'ios_versioned_docs/version-2.2/planted.md');
  planted.forEach((sentence, index) => {
    const line = 6 + index * 2;
    assert.ok(
      problems.some((problem) => problem.startsWith(`${line} `)),
      `"${sentence}" should fail at line ${line}; got ${JSON.stringify(problems)}`,
    );
  });
});

test('iOS names the facts list pass, and another version’s only where the paragraph names it', () => {
  const listed = eachLine([
    'Build the query with `TurbulenceQuery(type:altRange:resultOptions:)` or `TurbulenceQuery()`.',
    'Read `SkyPath.shared.turbulence(with:)` on a background queue and ask for `.geoJSON`.',
    'Set `InjectedLocation.Altitude` and read `TurbulenceSeverity(rawValue:)?.colorWithOpacity`.',
    'Pass `nil` as `serverUrl`; `announce(_:)` is your own code and `CLLocationManager` is Apple’s.',
  ]);
  assert.deepEqual(unsupported(listed, 'ios_versioned_docs/version-2.2/planted.md'), []);
  // 3.0 renamed AlertQuery: a 3.0 page may name it only beside "2.2".
  const page = 'ios_versioned_docs/version-3.0/planted.md';
  assert.deepEqual(unsupported('Set the members of `AlertQuery`.', page), ['6 AlertQuery']);
  assert.deepEqual(unsupported('The 2.2 `AlertQuery` had these members.', page), []);
});

test('a Web SDK name the declarations do not list fails; one they list passes', () => {
  const file = 'js_versioned_docs/version-0.5/planted.md';
  assert.deepEqual(
    unsupported(
      eachLine([
        'Create the flow with `sdk.createNowcastFlow()`.',
        'Get the area from `GeoUtils.getMapPolygons({ map })`.',
        'Read `flow.getState()` to know whether it runs.',
      ]),
      file,
    ),
    ['6 sdk.createNowcastFlow()', '8 GeoUtils.getMapPolygons({ map })', '10 flow.getState()'],
  );
  assert.deepEqual(
    unsupported(
      eachLine([
        'Create the flow with `sdk.createNowcastingFlow()` and follow `flow.onError(callback)`.',
        'Get the area from `GeoUtils.getMapPolygon({ map })` and set `environment`.',
      ]),
      file,
    ),
    [],
  );
  // An earlier release's name is a name of the facts where the paragraph or page is about that release.
  assert.deepEqual(unsupported('Read `flow.getState()`.', 'js/release-notes.md'), []);
  assert.deepEqual(unsupported('In 0.4, code read `flow.getState()`.', file), []);
});
