// Which examples get a map, the remark plugin that puts the map beside
// a page's JSON block and the reference's examples with a map, and the
// samples' inventory of them.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {parse} from 'yaml';
import {blockKey, blockMapContent, mapContent, referenceExampleText, textKey} from '../../../core/corridor/examples.ts';
import {MAP_VIEW, referenceExampleMaps, remarkExampleMaps} from '../example-maps.ts';
import {mapInventory} from '../../content-checks/samples/inventory.ts';
import {SPEC_REQUEST_EXAMPLE} from '../../../core/corridor/spec-examples.ts';

/** The corridor of the spec's request example, as the checker offers it. */
const POLYGON = SPEC_REQUEST_EXAMPLE.corridor;
const RING = POLYGON.coordinates[0]!;
const HEXAGON = {id: '852a13c7fffffff', alt: 38, sev: 2};

/** A page compiled by MDX (the compiler Docusaurus's MDX loader uses) with the remark plugin. */
async function compiled(text: string, format: 'md' | 'mdx' = 'mdx'): Promise<string> {
  const {compile} = await import('@mdx-js/mdx');
  return String(await compile({value: text, path: '/site/api/page.mdx'}, {format, remarkPlugins: [remarkExampleMaps]}));
}
const fence = (json: unknown, meta = '') =>
  `\`\`\`json${meta ? ` ${meta}` : ''}\n${JSON.stringify(json, null, 2)}\n\`\`\`\n`;
const mapsIn = (code: string) => [...code.matchAll(/_jsx\(SkyPathExampleMap, \{/g)].length;

test('a corridor is a Polygon under "corridor"; hexagons a list of {id, alt, sev}; anything else gets no map', () => {
  assert.deepEqual(mapContent({corridor: POLYGON, hours: 2})?.corridor, POLYGON);
  assert.equal(mapContent(POLYGON), undefined, 'a Polygon under no key is not a corridor');
  assert.deepEqual(mapContent(POLYGON, 'corridor')?.corridor, POLYGON);
  assert.equal(mapContent({viewport: POLYGON}), undefined, 'a Polygon under another key is not a corridor');
  // The deprecated v4 map operation: its "geo" is a geo-fence, its turbulence records are hexagons.
  assert.deepEqual(mapContent({geo: POLYGON}), {hexagons: [], corridor: POLYGON, area: 'geo-fence', v4: true});
  assert.deepEqual(mapContent({skypath_tick: 1, turbulence: [{hex_id: HEXAGON.id, skypath_alt: 38, sev: 2}]}), {
    hexagons: [HEXAGON],
    v4: true,
  });
  assert.equal(mapContent({data: {hexagons: [HEXAGON, {...HEXAGON, alt: 36}]}})?.hexagons.length, 2);
  assert.equal(mapContent({data: {hexagons: []}}), undefined, 'an empty answer draws nothing');
  assert.equal(mapContent({turbulence: [{hex_id: HEXAGON.id, sev: 2}]}), undefined, 'a record without its altitude');
  assert.equal(
    mapContent({data: {statusCode: 400, message: "body must have required property 'corridor'"}}),
    undefined,
  );
});

test('a JSON block is read under the key its openapi attribute names; bad JSON and languages not read get none', () => {
  assert.equal(blockKey('openapi="#/components/schemas/CorridorRequest/properties/corridor"'), 'corridor');
  assert.equal(blockKey('openapi="POST /observations/v5/corridor 200"'), '');
  assert.equal(blockKey('title="x"'), '');
  const code = JSON.stringify(POLYGON);
  assert.ok(
    blockMapContent({lang: 'json', meta: 'openapi="#/components/schemas/CorridorRequest/properties/corridor"', code}),
  );
  assert.equal(blockMapContent({lang: 'json', meta: '', code}), undefined);
  assert.deepEqual(
    blockMapContent({lang: 'ts', meta: '', code: JSON.stringify({corridor: POLYGON})})?.corridor,
    POLYGON,
  );
  assert.equal(blockMapContent({lang: 'yaml', meta: '', code: JSON.stringify({corridor: POLYGON})}), undefined);
  assert.equal(blockMapContent({lang: 'text', meta: '', code: JSON.stringify({corridor: POLYGON})}), undefined);
  assert.equal(blockMapContent({lang: 'json', meta: '', code: '{"corridor": '}), undefined);
});

test('the remark plugin puts a map after each code block with a corridor or hexagons, with the JSON the map reads, and imports it once', async () => {
  const page = [
    'Text.\n',
    fence({corridor: POLYGON}),
    fence({data: {hexagons: [HEXAGON]}}, 'openapi="POST /observations/v5/corridor 200"'),
    fence({data: {statusCode: 400}}),
    '```ts\nconst corridor = {type: "Polygon"};\n```\n',
    '<div>\n\n' + fence({corridor: POLYGON}) + '\n</div>\n',
    `<Tabs>\n<TabItem value="py">\n\n\`\`\`python\nCORRIDOR = {"type": "Polygon", "coordinates": [${JSON.stringify(RING)},],}\n\`\`\`\n\n</TabItem>\n</Tabs>\n`,
  ].join('\n');
  const code = await compiled(page);
  assert.equal(
    mapsIn(code),
    4,
    'two top-level blocks, one inside JSX and the Python sample in a tab; not the error, not the TypeScript without coordinates',
  );
  assert.ok(
    code.includes(JSON.stringify(JSON.stringify({corridor: POLYGON, hexagons: []}))),
    'the Python sample’s corridor, as JSON the map reads',
  );
  assert.ok(!code.includes('limits:'), 'an API page’s corridors are set against the API’s limits (the default)');
  assert.equal(code.split(JSON.stringify(MAP_VIEW)).length - 1, 1, 'one import');
  assert.ok(code.includes('title: "The corridor of this example"'));
  assert.ok(code.includes('title: "The hexagons of this example"'));
  assert.ok(
    code.includes(JSON.stringify(JSON.stringify({corridor: POLYGON}, null, 2))),
    'the block’s JSON, as written',
  );
  const {compile} = await import('@mdx-js/mdx');
  const swift = `\`\`\`swift\nlet corridorLngLat: [(Double, Double)] = [${RING.map(([x, y]) => `(${x}, ${y})`).join(', ')}]\n\`\`\`\n`;
  for (const [file, limits] of [
    ['ios_versioned_docs/version-2.2/quick-start.md', 'ios'],
    ['ios/quick-start.md', 'ios'],
    ['js/quick-start.md', 'js'],
    ['api/quick-start.mdx', undefined],
  ] as const) {
    const sdkPage = String(
      await compile(
        {value: swift, path: `${process.cwd()}/${file}`},
        {format: 'md', remarkPlugins: [remarkExampleMaps]},
      ),
    );
    assert.equal(mapsIn(sdkPage), 1, `${file}: the Swift sample’s ring named like a corridor`);
    assert.equal(sdkPage.includes(`limits: "${limits}"`), limits !== undefined, `${file}: limits ${limits}`);
  }
  const plain = await compiled('Text.\n\n' + fence({data: {statusCode: 400}}), 'md');
  assert.equal(mapsIn(plain), 0);
  assert.ok(!plain.includes(MAP_VIEW), 'a page without such an example imports nothing');
});

test('the reference’s examples with a map are keyed by the text the OpenAPI theme shows', () => {
  const spec = parse(readFileSync('openapi/skypath.yaml', 'utf8'));
  const maps = referenceExampleMaps(spec);
  const example = (operation: {requestBody?: unknown; responses?: unknown}, status?: string) =>
    (
      (status ? (operation.responses as Record<string, unknown>)[status] : operation.requestBody) as {
        content: Record<string, {example: unknown}>;
      }
    ).content['application/json']!.example;
  const corridor = spec.paths['/observations/v5/corridor'].post;
  const tile = spec.paths['/observations/v5/tiles/{hexId}'].get;
  const v4 = spec.paths['/v4/map'].post;
  const key = (value: unknown) => textKey(referenceExampleText(value));
  const v4Request = example(v4) as {geo: unknown};
  const v4Response = example(v4, '200') as {turbulence: {hex_id: string; skypath_alt: number; sev: number}[]};
  assert.deepEqual(maps, {
    [key(example(corridor))]: {title: 'The corridor of the request example of POST /observations/v5/corridor'},
    [key(example(corridor, '200'))]: {
      title: 'The hexagons of the 200 response example of POST /observations/v5/corridor',
    },
    [key(example(tile, '200'))]: {
      title: 'The hexagons of the 200 response example of GET /observations/v5/tiles/{hexId}',
    },
    // The v4 shapes are given to the map as a v5 body; its geo-fence states no limits.
    [key(v4Request)]: {
      title: 'The geo-fence of the request example of POST /v4/map',
      json: JSON.stringify({corridor: v4Request.geo, hexagons: []}),
      limits: 'v4',
    },
    [key(v4Response)]: {
      title: 'The hexagons of the 200 response example of POST /v4/map',
      json: JSON.stringify({
        hexagons: v4Response.turbulence.map((r) => ({id: r.hex_id, alt: r.skypath_alt, sev: r.sev})),
      }),
    },
  });
  assert.equal(referenceExampleText(example(corridor)), JSON.stringify(example(corridor), null, 2));
});

test('the inventory lists the site’s examples with a corridor or hexagons, with the figures their maps show', () => {
  const inventory = mapInventory('.');
  const where = inventory.map((example) => example.where.split(' ')[0]);
  for (const expected of ['api/quick-start.mdx:43', 'api/quick-start.mdx:221', 'api/introduction.mdx:43'])
    assert.ok(where.includes(expected), `${expected} in ${where.join(', ')}`);
  const reference = inventory.filter((example) => example.kind === 'openapi');
  assert.deepEqual(
    reference.map((example) => example.kind === 'openapi' && `${example.method} ${example.path}`),
    [
      'POST /observations/v5/corridor',
      'POST /observations/v5/corridor',
      'POST /v4/map',
      'POST /v4/map',
      'GET /observations/v5/tiles/{hexId}',
    ],
  );
  const quickStart = inventory.find((example) => example.where === 'api/quick-start.mdx:43')!;
  assert.equal(quickStart.corridor?.vertices, 5);
  assert.ok(quickStart.corridor!.areaKm2! > 4500 && quickStart.corridor!.areaKm2! < 5500, 'roughly 5,000 km²');
  const response = inventory.find((example) => example.where === 'api/quick-start.mdx:221')!;
  assert.deepEqual([response.hexagons, response.distinctHexagons], [2, 2]);
  // The samples of the example request's tabs (curl, JavaScript, Python) each have their map.
  const samples = inventory.filter((example) => example.kind === 'block' && example.file === 'api/introduction.mdx');
  assert.ok(samples.length >= 4, `the introduction's JSON answer and its three samples: ${samples.length}`);
  for (const sample of samples.slice(1)) assert.equal(sample.corridor?.vertices, 5, sample.where);
  // The iOS SDK 2.2 quick start's corridor, set against the iOS SDK's limits.
  const ios = inventory.find((example) => example.where.startsWith('ios_versioned_docs/version-2.2/quick-start.md'));
  assert.equal(ios?.limits, 'ios');
  assert.equal(quickStart.limits, 'api');
  assert.deepEqual(
    reference.map((example) => example.corridor && example.limits),
    ['api', undefined, 'v4', undefined, undefined],
    'the v4 geo-fence is held to no limits',
  );
});
