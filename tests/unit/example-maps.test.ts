// Which examples get a map (src/corridor/examples.ts), the remark plugin that puts the map beside
// a page's JSON block and the reference's examples with a map (src/plugins/example-maps), and the
// samples' inventory of them (scripts/samples/inventory.ts).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {parse} from 'yaml';
import {blockKey, blockMapContent, mapContent, referenceExampleText, textKey} from '../../src/corridor/examples.ts';
import {MAP_VIEW, referenceExampleMaps, remarkExampleMaps} from '../../src/plugins/example-maps/index.ts';
import {mapInventory} from '../../scripts/samples/inventory.ts';

const RING = [
  [-75.4, 39.64],
  [-73.62, 40.57],
  [-73.62, 40.87],
  [-75.4, 39.94],
  [-75.4, 39.64],
];
const POLYGON = {type: 'Polygon', coordinates: [RING]};
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
  assert.equal(mapContent({geo: POLYGON}), undefined, 'the v4 map operation’s "geo" is not a corridor');
  assert.equal(mapContent({data: {hexagons: [HEXAGON, {...HEXAGON, alt: 36}]}})?.hexagons.length, 2);
  assert.equal(mapContent({data: {hexagons: []}}), undefined, 'an empty answer draws nothing');
  assert.equal(mapContent({turbulence: [{hex_id: HEXAGON.id, skypath_alt: 38, sev: 2}]}), undefined);
  assert.equal(
    mapContent({data: {statusCode: 400, message: "body must have required property 'corridor'"}}),
    undefined,
  );
});

test('a JSON block is read under the key its openapi attribute names; other languages and bad JSON get none', () => {
  assert.equal(blockKey('openapi="#/components/schemas/CorridorRequest/properties/corridor"'), 'corridor');
  assert.equal(blockKey('openapi="POST /observations/v5/corridor 200"'), '');
  assert.equal(blockKey('title="x"'), '');
  const code = JSON.stringify(POLYGON);
  assert.ok(
    blockMapContent({lang: 'json', meta: 'openapi="#/components/schemas/CorridorRequest/properties/corridor"', code}),
  );
  assert.equal(blockMapContent({lang: 'json', meta: '', code}), undefined);
  assert.equal(blockMapContent({lang: 'ts', meta: '', code: JSON.stringify({corridor: POLYGON})}), undefined);
  assert.equal(blockMapContent({lang: 'json', meta: '', code: '{"corridor": '}), undefined);
});

test('the remark plugin puts a map after each JSON block with a corridor or hexagons, with its JSON, and imports it once', async () => {
  const page = [
    'Text.\n',
    fence({corridor: POLYGON}),
    fence({data: {hexagons: [HEXAGON]}}, 'openapi="POST /observations/v5/corridor 200"'),
    fence({data: {statusCode: 400}}),
    '```ts\nconst corridor = {type: "Polygon"};\n```\n',
    '<div>\n\n' + fence({corridor: POLYGON}) + '\n</div>\n',
  ].join('\n');
  const code = await compiled(page);
  assert.equal(mapsIn(code), 3, 'two top-level blocks and one inside JSX; not the error, not the TypeScript');
  assert.equal(code.split(JSON.stringify(MAP_VIEW)).length - 1, 1, 'one import');
  assert.ok(code.includes('title: "The corridor of this example"'));
  assert.ok(code.includes('title: "The hexagons of this example"'));
  assert.ok(
    code.includes(JSON.stringify(JSON.stringify({corridor: POLYGON}, null, 2))),
    'the block’s JSON, as written',
  );
  const plain = await compiled('Text.\n\n' + fence({data: {statusCode: 400}}), 'md');
  assert.equal(mapsIn(plain), 0);
  assert.ok(!plain.includes(MAP_VIEW), 'a page without such an example imports nothing');
});

test('the reference’s examples with a map are keyed by the text the OpenAPI theme shows', () => {
  const spec = parse(readFileSync('openapi/skypath.yaml', 'utf8'));
  const maps = referenceExampleMaps(spec);
  const corridor = spec.paths['/observations/v5/corridor'].post;
  const request = corridor.requestBody.content['application/json'].example;
  const response = corridor.responses['200'].content['application/json'].example;
  assert.deepEqual(maps, {
    [textKey(referenceExampleText(request))]: 'The corridor of the request example of POST /observations/v5/corridor',
    [textKey(referenceExampleText(response))]:
      'The hexagons of the 200 response example of POST /observations/v5/corridor',
  });
  assert.equal(referenceExampleText(request), JSON.stringify(request, null, 2));
});

test('the inventory lists the site’s examples with a corridor or hexagons, with the figures their maps show', () => {
  const inventory = mapInventory('.');
  const where = inventory.map((example) => example.where.split(' ')[0]);
  for (const expected of ['api/quick-start.mdx:43', 'api/quick-start.mdx:221', 'api/introduction.mdx:43'])
    assert.ok(where.includes(expected), `${expected} in ${where.join(', ')}`);
  const reference = inventory.filter((example) => example.kind === 'openapi');
  assert.deepEqual(
    reference.map((example) => example.kind === 'openapi' && `${example.method} ${example.path}`),
    ['POST /observations/v5/corridor', 'POST /observations/v5/corridor'],
  );
  const quickStart = inventory.find((example) => example.where === 'api/quick-start.mdx:43')!;
  assert.equal(quickStart.corridor?.vertices, 5);
  assert.ok(quickStart.corridor!.areaKm2! > 4500 && quickStart.corridor!.areaKm2! < 5500, 'roughly 5,000 km²');
  const response = inventory.find((example) => example.where === 'api/quick-start.mdx:221')!;
  assert.deepEqual([response.hexagons, response.distinctHexagons], [2, 2]);
});
