// The Web SDK samples type-check against the declaration of their
// page's version, and each version's Types page agrees with that declaration. Each mistake is
// planted in a fixture page and must be named with its file and line.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {extractBlocks, type Problem} from '../samples/extract.ts';
import {checkTypeScript, checkTypesPage, isWebSdkSample} from '../samples/typescript.ts';
import {fixtureRoot, page} from './samples-fixture.ts';

const NEXT_PAGE = 'js/features/fixture.md';
const PAGE_05 = 'js_versioned_docs/version-0.5/features/fixture.md';
const TYPES_05 = 'js_versioned_docs/version-0.5/features/types.md';

/** A fenced block; as the body of `page` it opens on line 6, so its code starts on line 7. */
const fence = (code: string, meta = '', lang = 'ts') => `\`\`\`${lang}${meta ? ` ${meta}` : ''}\n${code}\n\`\`\``;

/** Creates the SDK with the `general` config keys on code line 3, then runs `rest` from line 4. */
const sample = (general: string, rest = '') => `import createSkyPathSDK, { GeoUtils } from '@skypath-io/web-sdk';

const sdk = await createSkyPathSDK({ ${general}apiKey: 'KEY', userId: 'user123', companyName: 'AirlineInc' });
${rest}`;

/** The blocks of fixture pages (file → body). */
const blocksOf = (files: Record<string, string>) => {
  const pages = Object.entries(files).map(([file, body]) => [file, page(body)]);
  return extractBlocks(fixtureRoot(Object.fromEntries(pages)));
};

/** `file:line message` of each problem. */
const placed = (problems: Problem[]) => problems.map(({file, line, message}) => `${file}:${line} ${message}`);

test('a call to a Web SDK method that does not exist fails, naming the file and line', async () => {
  const missingHelper = sample("environment: 'staging', ", '\nGeoUtils.getHexIdsFromMapboxMap({ map: null });');
  const blocks = blocksOf({
    [NEXT_PAGE]: fence(sample('', 'const flow = sdk.createWeatherFlow();')),
    [PAGE_05]: `Text.\n\n${fence(missingHelper, '', 'js')}`,
  });
  const {problems, versions} = await checkTypeScript(blocks);
  assert.deepEqual(versions, {0.5: 1, next: 1});
  assert.deepEqual(placed(problems), [
    `${NEXT_PAGE}:10 TS2339: Property 'createWeatherFlow' does not exist on type 'SkyPathSDK'. (Web SDK next)`,
    `${PAGE_05}:13 TS2339: Property 'getHexIdsFromMapboxMap' does not exist on type 'GeoUtilsApi'. (Web SDK 0.5)`,
  ]);
});

test('apiBaseUrl and the forecast flow fail in 0.5, pass in Next; proxyUrl and environment fail in Next', async () => {
  const next = sample(
    "apiBaseUrl: 'https://staging-api.skypath.io', ",
    'if (sdk.IS_FORECAST_ENABLED) sdk.createForecastFlow().start();',
  );
  const old = sample("proxyUrl: 'https://proxy.example.com', environment: 'production', ");
  const blocks = blocksOf({[PAGE_05]: fence(next), [NEXT_PAGE]: `${fence(next)}\n\n${fence(old)}`});
  const found = placed((await checkTypeScript(blocks)).problems);
  const expected: [string, RegExp][] = [
    [`${NEXT_PAGE}:16`, /TS2322: .*'proxyUrl'.*Not in the upcoming release: `apiBaseUrl` replaces 0\.5's `proxyUrl`/],
    [`${NEXT_PAGE}:16`, /TS2322: .*'environment'.*`apiBaseUrl` replaces 0\.5's `environment`.*\(Web SDK next\)$/],
    [`${PAGE_05}:9`, /TS2322: .*'apiBaseUrl'.*Not in 0\.5: the server option of the upcoming release/],
    [`${PAGE_05}:10`, /TS2339: Property 'IS_FORECAST_ENABLED' does not exist on type 'SkyPathSDK'/],
    [`${PAGE_05}:10`, /TS2339: Property 'createForecastFlow' does not exist on type 'SkyPathSDK'/],
  ];
  assert.equal(found.length, expected.length, `the Next block with apiBaseUrl passes:\n${found.join('\n')}`);
  expected.forEach(([where, message], index) => {
    assert.ok(found[index].startsWith(`${where} `), found[index]);
    assert.match(found[index], message);
  });
});

test('a config key of the wrong type or an unknown value fails; a correct flow passes', async () => {
  const flow = (config: string) => `const flow = sdk.createObservationsFlow();
flow.onData((data) => console.log(data.toFeatureCollection().features.length));
flow.onError((error) => console.error(error));
flow.updateConfig(${config});
flow.start();`;
  const good = "{ aircraftCategory: 'C60', historyHours: 2, minAltitude: 30, maxAltitude: 45, minSeverity: 1 }";
  const bad = "{ aircraftCategory: 'C65', minAltitude: '30', minSeverity: 5 }";
  const blocks = blocksOf({[NEXT_PAGE]: `${fence(sample('', flow(good)))}\n\n${fence(sample('', flow(bad)))}`});
  const {problems, checked} = await checkTypeScript(blocks);
  assert.equal(checked, 2);
  const withoutRelated = problems.map((problem) => ({
    ...problem,
    message: problem.message.replace(/ The expected type.*\(/, ' ('),
  }));
  assert.deepEqual(
    placed(withoutRelated),
    [
      `${NEXT_PAGE}:24 TS2322: Type '"C65"' is not assignable to type 'AircraftCategory | undefined'. (Web SDK next)`,
      `${NEXT_PAGE}:24 TS2322: Type 'string' is not assignable to type 'number'. (Web SDK next)`,
      `${NEXT_PAGE}:24 TS2322: Type '5' is not assignable to type 'Severity | undefined'. (Web SDK next)`,
    ],
    'the first block is correct and passes',
  );
  assert.match(problems[1].message, /The expected type comes from property 'minAltitude'/);
});

test('counter-examples are compiled, and their errors are listed instead of failing', async () => {
  const counterExample = fence(sample('', 'sdk.createWeatherFlow();'), 'title="Don\'t: invent a flow"');
  const blocks = blocksOf({[NEXT_PAGE]: counterExample});
  const {problems, counterExamples} = await checkTypeScript(blocks);
  assert.deepEqual(problems, []);
  assert.deepEqual(counterExamples, [
    {
      file: NEXT_PAGE,
      line: 6,
      title: "Don't: invent a flow",
      messages: ["10: TS2339: Property 'createWeatherFlow' does not exist on type 'SkyPathSDK'. (Web SDK next)"],
    },
  ]);
});

test('blog posts: blocks that import the SDK are checked against their version; others are not', async () => {
  const blocks = blocksOf({
    'blog/2025-01-01-post.md': [
      fence(sample("environment: 'staging', "), 'version="0.5"'),
      fence(sample("environment: 'staging', ")),
      fence("const notTheSdk: number = 'a string';"),
    ].join('\n\n'),
  });
  assert.deepEqual(blocks.map(isWebSdkSample), [true, true, false]);
  const {problems, versions} = await checkTypeScript(blocks);
  assert.deepEqual(versions, {0.5: 2}, 'the fence attribute, else the latest release');
  assert.deepEqual(problems, []);
});

test('a check that cannot run says what is missing', async () => {
  const blocks = blocksOf({[PAGE_05]: fence(sample(''), 'version="0.4"')});
  await assert.rejects(
    checkTypeScript(blocks),
    /fixture\.md:6 is checked against Web SDK 0\.4, but its declaration .*sdk\/web\/0\.4\/index\.d\.ts is missing/,
  );
  const broken = mkdtempSync(path.join(tmpdir(), 'web-sdk-'));
  mkdirSync(path.join(broken, '0.5'));
  writeFileSync(path.join(broken, '0.5', 'index.d.ts'), 'export default function create(): Promise<MissingType>;\n');
  await assert.rejects(
    checkTypeScript(blocksOf({[PAGE_05]: fence(sample(''))}), {declarationDir: broken}),
    /the Web SDK 0\.5 samples cannot be type-checked: .*index\.d\.ts:1: TS2304: Cannot find name 'MissingType'/,
  );
  assert.throws(
    () => checkTypesPage(fixtureRoot({'js/features/types.md': page('Text.')}), {declarationDir: broken}),
    /Web SDK next, but its declaration .*next\/index\.d\.ts is missing/,
  );
});

test('the Types page fails where it and the declaration disagree', () => {
  const real = readFileSync(TYPES_05, 'utf8');
  const wrong = real
    .replace('| `LIGHT` | 1 |', '| `LIGHT` | 5 |')
    .replace(/^\| `EDR` .*\n/m, '')
    .replace('| `Point` | `[number, number]` |', '| `Point` | `[number, number, number]` |')
    .replace(/^(\| `hoursAgo` .*\n)/m, '$1| `FlightLevel` | `number` | Hundreds of feet | `380` |\n')
    .replace(/^\| `MODERATE_SEVERE` .*\n/m, '');
  const at = (needle: string) => `${TYPES_05}:${wrong.split('\n').findIndex((line) => line.includes(needle)) + 1}`;
  const declaration = 'the Web SDK 0.5 declaration';
  const about = `${declaration} (facts/sdk/web/0.5/index.d.ts)`;
  const [triple, pair] = ['`[number, number, number]`', '`[number, number]`'];
  const notHere = 'but this table does not document it';
  assert.deepEqual(placed(checkTypesPage(fixtureRoot({[TYPES_05]: wrong}))), [
    `${at('| `Point`')} \`Point\` is documented as ${triple}, but ${declaration} defines it as ${pair}`,
    `${at('| `FlightLevel`')} \`FlightLevel\` is documented here, but ${about} has no such type`,
    `${at('| Name | TypeScript shape')} \`EDR\` is a type of ${about}, but this table does not document it`,
    `${at('| `LIGHT`')} \`Severity.LIGHT\` is documented as 5, but ${declaration} gives 1`,
    `${at('| Member | Value')} \`Severity.MODERATE_SEVERE\` is a member in ${declaration}, ${notHere}`,
  ]);
  assert.deepEqual(checkTypesPage(fixtureRoot({[TYPES_05]: real})), [], 'the real page agrees');
  const missing = checkTypesPage(fixtureRoot({'js_versioned_docs/version-0.5/faq.md': page('Text.')}));
  assert.deepEqual(placed(missing), [
    `${TYPES_05}:1 the Types page of Web SDK 0.5 is missing: it must document the types of ${about}`,
  ]);
});

test("the Types page's tables are read as GFM reads them: an escaped pipe in a code span stays in its cell", () => {
  const declarations = mkdtempSync(path.join(tmpdir(), 'web-sdk-'));
  mkdirSync(path.join(declarations, 'next'));
  writeFileSync(
    path.join(declarations, 'next', 'index.d.ts'),
    "export type Separator = '|' | ',';\nexport declare enum Joiner {\n  Pipe = 'a|b',\n  Comma = 'a,b',\n}\n",
  );
  const types = [
    '| Name | TypeScript shape |',
    '| --- | --- |',
    '| `Separator` | `"\\|" \\| ","` |',
    '| `Joiner` | string enum |',
    '',
    '## `Joiner`',
    '',
    '| Member | Value |',
    '| --- | --- |',
    '| `Pipe` | `"a\\|b"` |',
    '| `Comma` | `"a,b"` |',
  ].join('\n');
  const problems = checkTypesPage(fixtureRoot({'js/features/types.md': page(types)}), {declarationDir: declarations});
  assert.deepEqual(placed(problems), [], 'the page agrees with the declaration');
});
