// The corridor checker's pure path under bad input (issue #39): random and adversarial text and
// JSON, within and beyond what the checker reads (a Polygon, a Feature, a FeatureCollection, a
// corridor request body, hexagons, a route), through what the page does with it: the input parser
// (readText), then the rules' explanation (explainCorridor) or the route's corridors
// (routeCorridors). Never a throw, no input taking a second of CPU time, and every message says what was
// received and what is wanted. fast-check with a fixed seed and a stated number of cases.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {MAX_INPUT_CHARS, readText} from '../theme/CorridorMap/input';
import {explainCorridor} from '../../../core/corridor/explain';
import {routeCorridors} from '../../../core/corridor/route';
import {anyRing} from '../../../../tests/unit/corridor-rings';

const RUNS = {seed: 42, numRuns: 400} as const;

/** What the checker shows for a text and a route width: each message it shows. */
function checkText(text: string, widthNm: number): string[] {
  const input = readText(text);
  switch (input.kind) {
    case 'empty':
      return [];
    case 'error':
      // What is wanted: what to paste, or what the checker reads.
      assert.match(input.message, /Paste|paste|Give|reads at most/, input.message);
      return [input.message];
    case 'route': {
      const routed = routeCorridors(input.positions, widthNm);
      if (!routed.ok) return [routed.message];
      for (const corridor of routed.corridors)
        assert.ok(explainCorridor(corridor).valid, 'a route corridor breaks a rule');
      return [];
    }
    case 'data':
      if (input.corridor === undefined) return [];
      return explainCorridor(input.corridor)
        .results.filter((result) => result.status === 'fail')
        .flatMap((result) => [result.found!, result.fix!]);
  }
}

/** A message fit for a reader: words, not a program's leftovers. */
function assertReadable(message: string, text: string) {
  const at = text.length > 80 ? `${text.slice(0, 80)}…` : text;
  assert.ok(
    message.length > 20 && message.length < 1500,
    `${message.length} characters: ${message.slice(0, 200)} (for ${at})`,
  );
  assert.doesNotMatch(message, /\[object Object\]|(^|[\s(,:])(undefined|NaN)([\s),.;:]|$)/, `${message} (for ${at})`);
}

/** The messages that say what is wrong with the input as a whole: what was received, what is wanted. */
function assertSaysWhat(message: string, text: string) {
  assert.match(
    message,
    /^(This (input|is|JSON|GeoJSON)|The corridor |Positions? \d+|The width|A route|This route|Leg \d+|Corridor \d+|A leg)/,
    `does not say what it received: ${message} (for ${text.slice(0, 80)})`,
  );
}

const numberish = fc.oneof(
  fc.double({noNaN: true, noDefaultInfinity: true, min: -400, max: 400}),
  fc.integer({min: -200, max: 200}),
  fc.constantFrom(0, -0, 180, -180, 90, -90, 180.0000001, 1e308, -1e308, 5e-324),
);
const oddValue = fc.oneof(
  numberish,
  fc.string({maxLength: 8}),
  fc.constant(null),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
);
const position = fc.oneof(
  {weight: 6, arbitrary: fc.tuple(numberish, numberish)},
  {weight: 1, arbitrary: fc.tuple(numberish, numberish, numberish)},
  {weight: 1, arbitrary: fc.array(oddValue, {maxLength: 4})},
  {weight: 1, arbitrary: oddValue},
);
const ring = fc.oneof(
  anyRing.map(({ring: r}) => r as unknown[]),
  fc.array(position, {maxLength: 12}),
);
const typeName = fc.oneof(
  fc.constantFrom('Polygon', 'MultiPolygon', 'Feature', 'FeatureCollection', 'LineString', 'MultiLineString'),
  fc.constantFrom('Point', 'MultiPoint', 'GeometryCollection', 'polygon', '', 'Topology'),
  oddValue,
);
/** GeoJSON-like values: right and wrong types, coordinates of every depth, wrapped every way. */
const geojsonish: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  geometry: fc.oneof(
    fc.record({type: fc.constant('Polygon'), coordinates: fc.array(ring, {maxLength: 3})}),
    fc.record({
      type: typeName,
      coordinates: fc.oneof(fc.array(fc.array(ring, {maxLength: 2}), {maxLength: 2}), ring, oddValue),
    }),
    fc.record({type: typeName}, {requiredKeys: []}),
  ),
  value: fc.oneof(
    {weight: 4, arbitrary: tie('geometry')},
    {
      weight: 1,
      arbitrary: fc.record(
        {type: fc.constant('Feature'), geometry: fc.oneof(tie('geometry'), oddValue)},
        {requiredKeys: ['type']},
      ),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        type: fc.constant('FeatureCollection'),
        features: fc.array(fc.record({type: fc.constant('Feature'), geometry: tie('geometry')}), {maxLength: 3}),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record(
        {
          corridor: fc.oneof(tie('geometry'), oddValue),
          hexagons: fc.array(fc.record({id: oddValue, alt: oddValue, sev: oddValue}), {maxLength: 3}),
        },
        {requiredKeys: []},
      ),
    },
    {
      weight: 1,
      arbitrary: fc.record({data: fc.record({hexagons: fc.array(fc.record({id: oddValue}), {maxLength: 3})})}),
    },
    {weight: 1, arbitrary: fc.array(position, {maxLength: 20})},
    {weight: 1, arbitrary: fc.jsonValue({maxDepth: 4})},
  ),
})).value;

/** JSON nested deep where a position, a ring, a geometry or a corridor goes: parsed, and then read. */
const deep = fc
  .tuple(
    fc.oneof(fc.integer({min: 1, max: 50}), fc.integer({min: 10_000, max: 20_000})),
    fc.constantFrom(
      (open: string, close: string) => `{"type":"Polygon","coordinates":[[${open}${close}]]}`,
      (open: string, close: string) => `{"type":"Polygon","coordinates":[[[0,0],${open}${close},[1,1],[0,0]]]}`,
      (open: string, close: string) => `[[0,0],[${open}${close}],[1,2]]`,
      (open: string, close: string) => `{"corridor":${open}${close}}`,
      (open: string, close: string) => `{"type":"Feature","geometry":${open}${close}}`,
    ),
    fc.constantFrom(['[', ']'], ['{"a":', '}'], ['[{"type":', '}]']),
  )
  .map(([depth, shape, [open, close]]) =>
    shape(open!.repeat(depth), `${open!.startsWith('{') || open!.startsWith('[{') ? '1' : ''}${close!.repeat(depth)}`),
  );

/** Texts a reader might paste: JSON of those values, cut short, mangled, nested deep, or not JSON at all. */
const text = fc.oneof(
  {weight: 2, arbitrary: deep},
  {weight: 6, arbitrary: geojsonish.map((value) => JSON.stringify(value) ?? '')},
  {
    weight: 1,
    arbitrary: fc.tuple(geojsonish, fc.nat()).map(([value, cut]) => {
      const json = JSON.stringify(value, null, 2) ?? '';
      return json.slice(0, cut % (json.length + 1));
    }),
  },
  {weight: 1, arbitrary: fc.string({maxLength: 40})},
  {weight: 1, arbitrary: fc.string({unit: 'binary', maxLength: 40})},
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '[1e400, 0]',
      '{"type": "Polygon", "coordinates": [[[1e400, 0], [0, 1], [1, 1], [1e400, 0]]]}',
      '\uFEFF{"type": "Polygon"}',
      '{"__proto__": {"type": "Polygon"}}',
      'null',
      '""',
      'true',
      '{"type":"Polygon","type":"LineString","coordinates":[[0,0],[1,1]]}',
    ),
  },
);

/** Adversarial inputs of size: deep nesting (parsed, then read), long arrays, the size limit. */
const ADVERSARIAL: string[] = [
  `{"type":"Polygon","coordinates":[[${'['.repeat(20_000)}${']'.repeat(20_000)}]]}`,
  `[[${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}], [1, 2]]`,
  `{"corridor":${'{"corridor":'.repeat(20_000)}1${'}'.repeat(20_000)}}`,
  `{"type":"Feature","geometry":{"type":"Polygon","coordinates":[[${'[0,0,{"x":'.repeat(5_000)}1${'}]'.repeat(5_000)}]]}}`,
  `{"type":"Polygon","coordinates":[[${Array.from({length: 60_000}, (_, i) => `[${(i % 360) - 180},${(i % 170) - 85}]`).join(',')}]]}`,
  `{"type":"Polygon","coordinates":[[${Array.from({length: 2_000}, (_, i) => `[${Math.cos(i) / 10},${Math.sin(i * 7) / 10}]`).join(',')},[0.1,0]]]}`,
  `[${Array.from({length: 80_000}, (_, i) => `[${i % 90},${i % 45}]`).join(',')}]`,
  `{"type":"LineString","coordinates":[[0,0],[180,0]]}`,
  `{"type":"LineString","coordinates":[[0,89.9],[180,89.9]]}`,
  `[[0,0],[0,0]]`,
  ' '.repeat(MAX_INPUT_CHARS),
  `{"type":"Polygon","coordinates":[[${'[1.5,2.5],'.repeat(99_990)}[1.5,2.5]]]}`,
];

// CPU time, not wall-clock: a runner busy with other work stretches the latter (1.45 s seen at load 10
// for an input that takes 0.4 s alone), while a blow-up in the checker's own work still shows.
const timed = <T>(run: () => T): {value: T; ms: number} => {
  const start = process.cpuUsage();
  const value = run();
  const {user, system} = process.cpuUsage(start);
  return {value, ms: (user + system) / 1000};
};

test(`the checker never throws on random or adversarial input, and says what it received and wants (seed ${RUNS.seed}, ${RUNS.numRuns} texts)`, () => {
  fc.assert(
    fc.property(text, fc.oneof(fc.constant(20), fc.double({min: -10, max: 100, noNaN: true})), (input, width) => {
      const {value: messages, ms} = timed(() => checkText(input, width));
      assert.ok(ms < 1000, `${Math.round(ms)} ms for ${input.slice(0, 80)}`);
      for (const message of messages) assertReadable(message, input);
      if (messages[0] !== undefined) assertSaysWhat(messages[0], input);
    }),
    RUNS,
  );
});

test('adversarial texts: deep nesting, long rings and routes, the size limit', () => {
  for (const input of ADVERSARIAL) {
    const {value: messages, ms} = timed(() => checkText(input, 20));
    assert.ok(ms < 1000, `${Math.round(ms)} ms for ${input.slice(0, 80)}`);
    for (const message of messages) assertReadable(message, input);
    if (messages[0] !== undefined) assertSaysWhat(messages[0], input);
  }
});
