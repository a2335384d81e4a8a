// The MCP server's check_corridor, its handler alone (mcp/src/corridor.ts): what it reads, what it
// says it received, and, under random and adversarial input within and beyond its schema (a string
// or an object; or anything at all), never a throw or an unhandled rejection, always an answer that
// says what it received and what a corridor is (issue #39). The whole server over stdio is
// mcp.spec.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {checkCorridorTool} from '../src/corridor';
import {anyRing} from '../../tests/unit/corridor-rings';

const RUNS = {seed: 42, numRuns: 500} as const;

const SQUARE = [
  [0, 0],
  [0.2, 0],
  [0.2, 0.2],
  [0, 0.2],
  [0, 0],
];
const polygon = {type: 'Polygon', coordinates: [SQUARE]};
const text = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
const structured = (result: CallToolResult) =>
  result.structuredContent as {
    valid: boolean;
    readFrom?: string;
    problems: {rule: string; message: string; fix?: string; position?: number}[];
    figures?: {vertices: number; areaKm2?: number};
  };

test('check_corridor reads a Polygon, a Feature, a FeatureCollection of one and a request body, as objects or JSON text', () => {
  for (const [given, from] of [
    [polygon, undefined],
    [JSON.stringify(polygon), undefined],
    [{type: 'Feature', properties: {}, geometry: polygon}, 'a GeoJSON Feature holding a Polygon'],
    [
      {type: 'FeatureCollection', features: [{type: 'Feature', geometry: polygon}]},
      'a GeoJSON FeatureCollection of one Feature holding a Polygon',
    ],
    [{corridor: polygon, hours: 2}, 'a corridor request body'],
  ] as const) {
    const result = checkCorridorTool(given);
    assert.equal(result.isError, undefined);
    assert.equal(structured(result).valid, true, JSON.stringify(given));
    assert.equal(structured(result).readFrom, from);
    assert.match(text(result), /^The corridor.* obeys every rule \(5 positions, [\d,.]+ km², convex\)\.$/);
  }
});

test('check_corridor says what it received: a MultiPolygon, a FeatureCollection of two, a list, text that is not JSON', () => {
  const multi = checkCorridorTool({type: 'MultiPolygon', coordinates: [[SQUARE], [SQUARE]]});
  assert.match(text(multi), /The corridor is a GeoJSON MultiPolygon of 2 polygons, not a GeoJSON Polygon\./);
  assert.match(text(multi), /this MultiPolygon holds 2\. Send each polygon as a corridor of its own/);
  assert.deepEqual(
    structured(multi).problems.map((problem) => problem.rule),
    ['polygon'],
  );
  const two = checkCorridorTool({type: 'FeatureCollection', features: [{type: 'Feature', geometry: polygon}, {}]});
  assert.match(
    text(two),
    /is a GeoJSON FeatureCollection of 2 features, not a GeoJSON Polygon\. A corridor request takes one corridor/,
  );
  assert.match(
    text(checkCorridorTool([SQUARE])),
    /is a list of 1 item, not a GeoJSON Polygon\. A list of \[longitude, latitude\] positions is a ring/,
  );
  const notJson = checkCorridorTool('{"type": "Polygon",');
  assert.equal(notJson.isError, true);
  assert.match(
    text(notJson),
    /^The corridor is not JSON \(.+\): the text given starts "\{\\"type\\": \\"Polygon\\",". Give a GeoJSON Polygon/,
  );
  assert.match(text(checkCorridorTool('  ')), /the text given is empty/);
  // A ring that crosses itself: where, and how to fix it.
  const bowTie = checkCorridorTool({
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [0.2, 0.2],
        [0.2, 0],
        [0, 0.2],
        [0, 0],
      ],
    ],
  });
  assert.match(
    text(bowTie),
    /breaks 1 rule\(s\) \(5 positions, 0 km², crosses itself\):\n- The corridor crosses itself at about \[0\.1, 0\.1\]: the edge from position 1/,
  );
  assert.deepEqual(structured(bowTie).problems[0]!.position, 1);
  // A third number: which position, what it holds.
  const altitude = checkCorridorTool({type: 'Polygon', coordinates: [[[0, 0, 35000], ...SQUARE.slice(1)]]});
  assert.match(text(altitude), /has a third number at position 1, \[0, 0, 35000\]: 35000, an altitude\?/);
  assert.match(text(altitude), /The docs do not say how the API treats a third number/);
});

const WORDS = /\[object Object\]|(^|[\s(,:])undefined([\s),.;:]|$)/;

/** An answer fit to read: a text that says what was received and what is wanted, structured content that is JSON. */
function assertAnswer(result: CallToolResult, given: unknown) {
  const said = text(result);
  const at = (() => {
    try {
      return String(JSON.stringify(given)).slice(0, 100);
    } catch {
      return typeof given;
    }
  })();
  assert.ok(said.length > 20 && said.length < 20_000, `${said.length} characters for ${at}`);
  assert.doesNotMatch(said, WORDS, `${said} (for ${at})`);
  if (result.isError) {
    assert.match(
      said,
      /^The corridor is not JSON \(.*\): the text given (is empty|starts .+)\. Give a GeoJSON Polygon/,
      at,
    );
    return;
  }
  const {valid, problems} = structured(result);
  // The structured content crosses the wire as JSON.
  assert.deepEqual(JSON.parse(JSON.stringify(result.structuredContent)), result.structuredContent);
  if (valid) {
    assert.match(said, /^The corridor.* obeys every rule \(\d+ positions, [\d,.]+ km², convex\)\.$/, at);
    return;
  }
  assert.ok(problems.length > 0, at);
  for (const problem of problems) {
    assert.ok(said.includes(`- The corridor ${problem.message}.`), `${problem.message} not in the answer (for ${at})`);
    assert.ok(problem.fix && problem.fix.length > 10, `no fix for ${problem.rule} (for ${at})`);
  }
  // Not a corridor at all: what it is, and that a Polygon is wanted.
  const notPolygon = problems.find((problem) => problem.rule === 'polygon');
  if (notPolygon)
    assert.match(
      notPolygon.message,
      /^is .+, not a GeoJSON Polygon$|^is a GeoJSON Polygon whose "coordinates" is .+, not a list holding one ring/,
      at,
    );
}

const numberish = fc.oneof(
  fc.double({noNaN: true, noDefaultInfinity: true, min: -400, max: 400}),
  fc.constantFrom(0, -0, 180, -180, 90, -90, 1e308, 5e-324),
);
const position = fc.oneof(
  {weight: 5, arbitrary: fc.tuple(numberish, numberish)},
  {weight: 1, arbitrary: fc.tuple(numberish, numberish, numberish)},
  {weight: 1, arbitrary: fc.jsonValue({maxDepth: 2})},
);
const anyGeometry = fc.record(
  {
    type: fc.oneof(
      fc.constantFrom('Polygon', 'MultiPolygon', 'LineString', 'Point', 'GeometryCollection'),
      fc.jsonValue({maxDepth: 1}),
    ),
    coordinates: fc.oneof(
      fc.array(fc.array(position, {maxLength: 12}), {maxLength: 3}),
      fc.array(fc.array(fc.array(position, {maxLength: 6}), {maxLength: 2}), {maxLength: 2}),
      fc.jsonValue({maxDepth: 3}),
    ),
  },
  {requiredKeys: []},
);
/** Polygons of rings of every kind (the property test's), of odd positions, and geometries of any kind. */
const geometry = fc.oneof(
  {weight: 2, arbitrary: anyRing.map(({ring}) => ({type: 'Polygon', coordinates: [ring]}))},
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('Polygon'),
      coordinates: fc.array(fc.array(position, {maxLength: 12}), {maxLength: 3}),
    }),
  },
  {weight: 2, arbitrary: anyGeometry},
);
/** Within the schema (a string or an object) and beyond it (anything at all). */
const argument = fc.oneof(
  {weight: 4, arbitrary: geometry},
  {
    weight: 1,
    arbitrary: fc.record({type: fc.constant('Feature'), geometry: fc.oneof(geometry, fc.jsonValue({maxDepth: 1}))}),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('FeatureCollection'),
      features: fc.array(fc.record({type: fc.constant('Feature'), geometry}), {maxLength: 2}),
    }),
  },
  {weight: 1, arbitrary: fc.record({corridor: fc.oneof(geometry, fc.jsonValue({maxDepth: 2}))})},
  {weight: 2, arbitrary: geometry.map((value) => JSON.stringify(value))},
  {weight: 1, arbitrary: fc.tuple(geometry, fc.nat()).map(([value, cut]) => JSON.stringify(value).slice(0, cut % 200))},
  {weight: 1, arbitrary: fc.string({maxLength: 40})},
  {weight: 1, arbitrary: fc.jsonValue({maxDepth: 4})},
  {weight: 1, arbitrary: fc.anything({maxDepth: 3})},
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({min: 10_000, max: 20_000}), fc.constantFrom(['[', ']'], ['{"a":', '}']))
      .map(
        ([depth, [open, close]]) =>
          `{"type":"Polygon","coordinates":[[[0,0],${open!.repeat(depth)}${open === '[' ? '' : '1'}${close!.repeat(depth)}]]}`,
      ),
  },
);

test(`check_corridor never throws or rejects, and always says what it received and wants (seed ${RUNS.seed}, ${RUNS.numRuns} arguments)`, async () => {
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  try {
    await fc.assert(
      // As the server calls it: an async tool handler.
      fc.asyncProperty(argument, async (given) => {
        // CPU time, not wall-clock, which a loaded runner stretches.
        const start = process.cpuUsage();
        const result = await (async () => checkCorridorTool(given))();
        const {user, system} = process.cpuUsage(start);
        assert.ok(user + system < 1_000_000, 'over a second of CPU time');
        assertAnswer(result, given);
      }),
      RUNS,
    );
  } finally {
    await new Promise((resolve) => setImmediate(resolve));
    process.off('unhandledRejection', onRejection);
  }
  assert.deepEqual(rejections, []);
});
