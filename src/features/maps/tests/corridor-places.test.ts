// Every place the corridor rules run gives the same verdict for the same corridor (issue #39): the
// same rule ids, and the same figures (vertex count, area) where the place states them. The places:
// 1. the corridor checker: what a reader pastes, read by its parser (CorridorMap/input.ts) and
//    judged as the page judges it (explainCorridor);
// 2. the API explorer's sample server: `answerSample` with a corridor request body, through the
//    validators the build generates from the spec;
// 3. the MCP server's check_corridor: its handler (mcp/src/corridor.ts);
// 4. the samples' checks: the domain rules every example obeys (valueProblems) and the inventory
//    of examples with a map (mapExamples: its figures);
// 5. the OpenAPI lint checks the spec's schemas, not rings: its corridor check is that the
//    Polygon schema allows at most 250 positions (schemaLimitProblems), and the spec's example
//    corridors are judged by the samples' checks (4). So four places judge rings.
// The rings: hand-picked ones of every kind (self-crossing ones among them) and a fixed sample of
// the property test's generator (tests/unit/corridor-rings.ts). The test is the maps feature's,
// the checker's, and goes with it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import fc from 'fast-check';
import {parse} from 'yaml';
import {checkCorridor, type CorridorRule} from '../../../core/corridor/rules';
import {explainCorridor, RULES} from '../../../core/corridor/explain';
import {readText} from '../theme/CorridorMap/input';
import {generateValidators, specOperations} from '../../sample-server/generate';
import {operationKey} from '../../sample-server/client/operation';
import {answerSample, type Validator} from '../../sample-server/client/answer';
import {schemaLimitProblems, valueProblems} from '../../content-checks/samples/domain';
import {mapExamples} from '../../content-checks/samples/inventory';
import type {Block} from '../../content-checks/samples/extract';
import type {JsonValue} from '../../../core/json-pointer';
import {checkCorridorTool} from '../../../../mcp/src/corridor';
import {anyRing} from '../../../../tests/unit/corridor-rings';

type Verdict = {rules: CorridorRule[]; vertices?: number; areaKm2?: number};

const order = new Map(RULES.map(({rule}, i) => [rule, i]));
/** Rule ids once each, in the checker's order. */
const ids = (rules: Iterable<CorridorRule>) => [...new Set(rules)].sort((a, b) => order.get(a)! - order.get(b)!);

const spec = parse(readFileSync('openapi/skypath.yaml', 'utf8')) as Parameters<typeof generateValidators>[0];
const corridorOperation = specOperations(spec).find(
  (operation) => operationKey(operation) === 'POST /observations/v5/corridor',
)!;
/** The validators the build generates, loaded as the browser loads them. */
const loadValidators = async () =>
  (
    (await import(`data:text/javascript,${encodeURIComponent(generateValidators(spec))}`)) as {
      validators: Record<string, Validator>;
    }
  ).validators;

/** 1. The corridor checker: the text a reader pastes. */
function checker(corridor: unknown): Verdict {
  const input = readText(JSON.stringify(corridor));
  assert.equal(input.kind, 'data');
  const {results, figures} = explainCorridor(input.kind === 'data' ? input.corridor : undefined);
  return {
    rules: results.filter((result) => result.status === 'fail').map((result) => result.rule),
    vertices: figures?.vertices,
    areaKm2: figures?.areaKm2,
  };
}

/** 2. The sample server: the corridor in the spec's example request; its 400 when the spec's schema refuses it. */
function sampleServer(
  validators: Record<string, Validator>,
  corridor: unknown,
): Verdict | {status: 400; message: string} {
  const example = structuredClone(corridorOperation.requestBody!.content!['application/json']!.example) as object;
  const answer = answerSample(corridorOperation, JSON.stringify({...example, corridor}), validators);
  if (answer.kind === 'answer' && answer.status === 400)
    return {status: 400, message: (answer.body as {data: {message: string}}).data.message};
  if (answer.kind === 'answer') return {rules: []};
  return {rules: answer.rules ?? [], vertices: answer.figures?.vertices, areaKm2: answer.figures?.areaKm2};
}

/** 3. The MCP server's check_corridor. */
function mcp(corridor: unknown): Verdict {
  const {structuredContent} = checkCorridorTool(corridor);
  const {problems, figures} = structuredContent as {
    problems: {rule: CorridorRule}[];
    figures?: {vertices: number; areaKm2?: number};
  };
  return {rules: ids(problems.map((problem) => problem.rule)), vertices: figures?.vertices, areaKm2: figures?.areaKm2};
}

/** 4. The samples' checks: a page's JSON block holding a corridor request body. */
function samples(corridor: unknown): Verdict {
  const rules = valueProblems({corridor} as unknown as JsonValue).map((problem) => problem.rule!);
  const block = {file: 'api/example.md', line: 1, lang: 'json', meta: '', code: JSON.stringify({corridor})};
  const [example] = mapExamples([block as unknown as Block], []);
  return {rules: ids(rules), vertices: example?.corridor?.vertices, areaKm2: example?.corridor?.areaKm2};
}

const polygon = (ring: unknown[]) => ({type: 'Polygon', coordinates: [ring]});
const square = [
  [0, 0],
  [0.2, 0],
  [0.2, 0.2],
  [0, 0.2],
  [0, 0],
];
const star = Array.from({length: 5}, (_, i) => {
  const angle = Math.PI / 2 + (4 * Math.PI * i) / 5;
  return [Number((0.2 * Math.cos(angle)).toFixed(4)), Number((0.2 * Math.sin(angle)).toFixed(4))];
});

/** Hand-picked corridors, each with the rules it breaks. */
const PICKED: {name: string; corridor: unknown; rules: CorridorRule[]}[] = [
  {name: 'a convex square', corridor: polygon(square), rules: []},
  {
    name: 'the reference example',
    corridor: polygon([
      [-75.4, 39.64],
      [-73.62, 40.57],
      [-73.62, 40.87],
      [-75.4, 39.94],
      [-75.4, 39.64],
    ]),
    rules: [],
  },
  {
    name: 'a notch',
    corridor: polygon([
      [0, 0],
      [0.2, 0],
      [0.1, 0.05],
      [0.2, 0.2],
      [0, 0.2],
      [0, 0],
    ]),
    rules: ['convex'],
  },
  {name: 'a pentagram', corridor: polygon([...star, star[0]]), rules: ['crossing']},
  {
    name: 'a bow-tie',
    corridor: polygon([
      [0, 0],
      [0.2, 0.2],
      [0.2, 0],
      [0, 0.2],
      [0, 0],
    ]),
    rules: ['crossing'],
  },
  {name: 'a square walked around twice', corridor: polygon([...square.slice(0, -1), ...square]), rules: ['crossing']},
  {
    name: 'a spike',
    corridor: polygon([
      [0, 0],
      [0.2, 0],
      [0.3, -0.1],
      [0.2, 0],
      [0.2, 0.2],
      [0, 0.2],
      [0, 0],
    ]),
    rules: ['crossing'],
  },
  {
    name: 'no area',
    corridor: polygon([
      [0, 0],
      [0.1, 0.1],
      [0.2, 0.2],
      [0, 0],
    ]),
    rules: ['crossing'],
  },
  {
    name: 'a repeated vertex',
    corridor: polygon([
      [0, 0],
      [0.2, 0],
      [0.2, 0],
      [0.2, 0.2],
      [0, 0.2],
      [0, 0],
    ]),
    rules: [],
  },
  {
    name: 'across 180°',
    corridor: polygon([
      [179.9, 10],
      [-179.9, 10],
      [-179.9, 10.001],
      [179.9, 10.001],
      [179.9, 10],
    ]),
    rules: ['antimeridian'],
  },
  {
    name: 'near the pole',
    corridor: polygon([
      [0, 89.9],
      [90, 89.9],
      [90, 90],
      [0, 90],
      [0, 89.9],
    ]),
    rules: [],
  },
  {
    name: 'too large and self-crossing',
    corridor: polygon([
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
      [0, 0],
    ]),
    rules: ['crossing'],
  },
  {
    name: 'too large',
    corridor: polygon([
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
      [0, 0],
    ]),
    rules: ['area'],
  },
  {name: 'not closed', corridor: polygon(square.slice(0, -1)), rules: ['closed']},
  {
    name: 'out of range',
    corridor: polygon([
      [179.9, 0],
      [180.1, 0],
      [180.1, 0.1],
      [179.9, 0.1],
      [179.9, 0],
    ]),
    rules: ['range'],
  },
  {name: 'two rings', corridor: {type: 'Polygon', coordinates: [square, square]}, rules: ['rings']},
  // The spec's schema refuses these before any rule: the sample server answers the 400 the spec documents.
  {name: 'a third number', corridor: polygon([[0, 0, 100], ...square.slice(1)]), rules: ['positions']},
  {
    name: 'three positions',
    corridor: polygon([
      [0, 0],
      [0.2, 0],
      [0, 0],
    ]),
    rules: ['positions'],
  },
  {name: 'a MultiPolygon', corridor: {type: 'MultiPolygon', coordinates: [[square], [square]]}, rules: ['polygon']},
];

test('the OpenAPI lint judges the corridor schema, not rings: the fifth place has no ring to judge', () => {
  assert.deepEqual(schemaLimitProblems(spec as never), []);
});

test('the four places that judge rings give the same rule ids and figures, for hand-picked rings and 200 generated ones', async () => {
  const validators = await loadValidators();
  const generated = fc
    .sample(anyRing, {seed: 42, numRuns: 200})
    .map(({kind, ring}) => ({name: kind, corridor: polygon(ring), rules: undefined}));
  let refusedBySchema = 0;
  for (const {name, corridor, rules} of [...PICKED, ...generated]) {
    const expected = checker(corridor);
    if (rules) assert.deepEqual(expected.rules, rules, name);
    const isPolygon = (corridor as {type: string}).type === 'Polygon';
    const {problems, figures} = checkCorridor(corridor);
    // The checker shows what the rules measured.
    assert.deepEqual([expected.vertices, expected.areaKm2], [figures?.vertices, figures?.areaKm2], name);
    assert.deepEqual(mcp(corridor), expected, `check_corridor: ${name}`);
    if (isPolygon) assert.deepEqual(samples(corridor), expected, `the samples' checks: ${name}`);
    const served = sampleServer(validators, corridor);
    if ('status' in served) {
      // Refused by the spec's schema, naming the field; every other place refuses it by a rule.
      refusedBySchema++;
      assert.ok(problems.length > 0, name);
      assert.match(served.message, /^body\/corridor/, name);
    } else if (served.rules.length === 0) assert.deepEqual(expected.rules, [], `the sample server answered: ${name}`);
    else assert.deepEqual(served, expected, `the sample server: ${name}`);
  }
  assert.equal(refusedBySchema, 3);
});
