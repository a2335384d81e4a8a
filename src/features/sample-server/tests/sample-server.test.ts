// The API explorer's "Sample data" server: which operations it answers, the request validators
// the build generates with Ajv's standalone code (no `new Function` or eval in the browser, the same
// verdicts as Ajv compiling the schema itself), and its answers: the 400 the spec documents, no
// invented answer for a broken corridor rule, a 200 of the spec's shape with hexagons inside the
// corridor at the altitudes asked.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {cellToLatLng, getResolution, isValidCell} from 'h3-js';
import {parse} from 'yaml';
import {dereference, generateValidators, specOperations} from '../generate';
import {operationKey, requestSchema, sampleSupport, type SampleOperation} from '../client/operation';
import {answerSample, corridorCells, MAX_SAMPLE_CELLS, type Validator} from '../client/answer';
import {valueProblems} from '../../content-checks/samples/domain';
import type {JsonValue} from '../../../core/json-pointer';

const spec = parse(readFileSync('openapi/skypath.yaml', 'utf8')) as Parameters<typeof generateValidators>[0];
const operations = specOperations(spec);
const CORRIDOR = 'POST /observations/v5/corridor';
const corridorOperation = operations.find((operation) => operationKey(operation) === CORRIDOR)!;
const source = generateValidators(spec);

/** The generated module, loaded as the browser loads it: an ES module with no imports. */
async function loadValidators(code = source): Promise<Record<string, Validator | undefined>> {
  const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
    validators: Record<string, Validator>;
  };
  return module.validators;
}

const example = (operation: SampleOperation) =>
  (operation.requestBody?.content?.['application/json'] as {example?: unknown} | undefined)?.example;
const EXAMPLE_BODY = example(corridorOperation) as {
  corridor: {type: string; coordinates: number[][][]};
  minAltitude: number;
  maxAltitude: number;
};
const withBody = (changes: Record<string, unknown>) => JSON.stringify({...EXAMPLE_BODY, ...changes});

/** A response schema of the spec, compiled by Ajv as usual (Node, where `new Function` is fine). */
function responseValidator(operation: SampleOperation, status: '200' | '400') {
  const ajv = new Ajv({strict: false});
  return ajv.compile(operation.responses![status]!.content!['application/json']!.schema as object);
}

test('the sample server answers the corridor operation only; every other operation says why not', () => {
  const verdicts = Object.fromEntries(
    operations.map((operation) => [operationKey(operation), sampleSupport(operation)]),
  );
  assert.deepEqual(verdicts, {
    [CORRIDOR]: {supported: true},
    'POST /v4/map': {supported: false, reason: 'No sample data for this operation: it is deprecated.'},
    'GET /observations/v5/tiles/{hexId}': {
      supported: false,
      reason:
        'No sample data for this operation: it is a Preview, and its request and response shapes are provisional.',
    },
    'POST /flight-plans/v5/': {
      supported: false,
      reason: 'No sample data for this operation: the API reference has no example of its answer.',
    },
    'GET /aircraft/v5': {
      supported: false,
      reason:
        'No sample data for this operation: it is a Preview, and its request and response shapes are provisional.',
    },
    'POST /edr/v5': {
      supported: false,
      reason:
        'No sample data for this operation: it is a Preview, and its request and response shapes are provisional.',
    },
  });
  // An operation with every documented answer but no corridor in its body: its answers would be a corridor's.
  const flightPlans = operations.find((operation) => operationKey(operation) === 'POST /flight-plans/v5/')!;
  const answered = {
    ...flightPlans,
    responses: {'200': corridorOperation.responses!['200']!, '400': corridorOperation.responses!['400']!},
  };
  assert.deepEqual(sampleSupport(answered), {
    supported: false,
    reason: 'No sample data for this operation: the sample server answers corridor requests only.',
  });
});

test('the generated validators are plain code: no new Function, eval or require; one per answered operation', async () => {
  assert.doesNotMatch(source, /new\s+Function|\beval\s*\(|\brequire\s*\(/);
  assert.deepEqual(Object.keys(await loadValidators()), [CORRIDOR]);
});

test('a schema that needs one of Ajv runtime helpers fails the generation instead of shipping a require', () => {
  const withLength = structuredClone(spec) as {components: {schemas: Record<string, {properties: object}>}};
  Object.assign(withLength.components.schemas.CorridorRequest!.properties, {note: {type: 'string', maxLength: 3}});
  assert.throws(() => generateValidators(withLength as typeof spec), /Ajv runtime helper/);
});

test('the generated validator agrees with Ajv compiling the schema: the example passes, planted mistakes fail', async () => {
  const generated = (await loadValidators())[CORRIDOR]!;
  const compiled = addFormats(new Ajv({strict: false})).compile(requestSchema(corridorOperation) as object);
  const ring = EXAMPLE_BODY.corridor.coordinates[0]!;
  const bodies: [string, unknown, boolean][] = [
    ['the example', EXAMPLE_BODY, true],
    ['the corridor alone', {corridor: EXAMPLE_BODY.corridor}, true],
    ['no corridor', {hours: 2}, false],
    ['hours 3', {...EXAMPLE_BODY, hours: 3}, false],
    ['minAltitude 53', {...EXAMPLE_BODY, minAltitude: 53}, false],
    ['maxAltitude 4', {...EXAMPLE_BODY, maxAltitude: 4}, false],
    ['category C65', {...EXAMPLE_BODY, aircraftCategory: 'C65'}, false],
    ['lastUpdatedAt null', {...EXAMPLE_BODY, lastUpdatedAt: null}, false],
    ['lastUpdatedAt 1.5', {...EXAMPLE_BODY, lastUpdatedAt: 1.5}, false],
    ['a Point', {corridor: {type: 'Point', coordinates: [1, 2]}}, false],
    ['a ring of three positions', {corridor: {type: 'Polygon', coordinates: [ring.slice(0, 3)]}}, false],
    ['a position of three numbers', {corridor: {type: 'Polygon', coordinates: [[[1, 2, 3], ...ring.slice(1)]]}}, false],
    ['a list', [EXAMPLE_BODY], false],
    ['a string', 'corridor', false],
  ];
  for (const [name, body, valid] of bodies) {
    assert.equal(compiled(body), valid, `Ajv compiled: ${name}`);
    assert.equal(generated(body), valid, `generated: ${name}`);
  }
});

test('a body that fails the schema gets the 400 the spec documents, its message naming the field', async () => {
  const validators = await loadValidators();
  const errorSchema = responseValidator(corridorOperation, '400');
  const documented = corridorOperation.responses!['400']!.content!['application/json']!.example;
  // The spec's own example is this very mistake: the answer is the example, byte for byte.
  assert.deepEqual(answerSample(corridorOperation, '{"hours": 2}', validators), {
    kind: 'answer',
    status: 400,
    body: documented,
  });
  const cases: [string, string][] = [
    [withBody({hours: 3}), 'body/hours must be equal to one of the allowed values'],
    [withBody({minAltitude: 60}), 'body/minAltitude must be <= 52'],
    [withBody({lastUpdatedAt: null}), 'body/lastUpdatedAt must be integer'],
    [
      withBody({corridor: {type: 'Point', coordinates: [1, 2]}}),
      'body/corridor/type must be equal to one of the allowed values',
    ],
    ['[]', 'body must be object'],
  ];
  for (const [body, message] of cases) {
    const answer = answerSample(corridorOperation, body, validators);
    assert.equal(answer.kind === 'answer' && answer.status, 400, body);
    const answerBody = (answer as {body: {data: {message: string; code: string}}}).body;
    assert.equal(answerBody.data.message, message);
    assert.equal(answerBody.data.code, 'FST_ERR_VALIDATION');
    assert.ok(errorSchema(answerBody), `the 400 body matches ErrorResponse: ${JSON.stringify(errorSchema.errors)}`);
  }
});

test('a body that passes the schema but breaks a corridor rule gets no status: the rules it breaks', async () => {
  const validators = await loadValidators();
  const ring = EXAMPLE_BODY.corridor.coordinates[0]!;
  const polygon = (positions: number[][]) => ({corridor: {type: 'Polygon', coordinates: [positions]}});
  const open = answerSample(corridorOperation, withBody(polygon(ring.slice(0, -1).concat([[-75, 39]]))), validators);
  assert.equal(open.kind, 'unanswered');
  assert.match((open as {problems: string[]}).problems.join(' '), /closed|first position/);
  // A 3° × 3° box: about 100,000 km², far above 7,500 km².
  const huge = polygon([
    [0, 0],
    [3, 0],
    [3, 3],
    [0, 3],
    [0, 0],
  ]);
  const large = answerSample(corridorOperation, withBody(huge), validators);
  assert.equal(large.kind, 'unanswered');
  assert.match((large as {problems: string[]}).problems.join(' '), /km²/);
  const notConvex = polygon([
    [0, 0],
    [0.4, 0],
    [0.2, 0.05],
    [0.4, 0.4],
    [0, 0.4],
    [0, 0],
  ]);
  assert.match(JSON.stringify(answerSample(corridorOperation, withBody(notConvex), validators)), /convex/);
  const upsideDown = answerSample(corridorOperation, withBody({minAltitude: 41, maxAltitude: 30}), validators);
  assert.deepEqual(upsideDown, {
    kind: 'unanswered',
    problems: ['minAltitude (41) is above maxAltitude (30), an empty altitude range: swap them.'],
  });
});

test('a valid body gets a 200 of the spec shape: hexagons inside the corridor, at the altitudes asked, the same each time', async () => {
  const validators = await loadValidators();
  const okSchema = responseValidator(corridorOperation, '200');
  const answer = answerSample(corridorOperation, JSON.stringify(EXAMPLE_BODY), validators);
  assert.equal(answer.kind === 'answer' && answer.status, 200);
  const body = (
    answer as {
      body: {data: {lastUpdatedAt: number; hexagons: {id: string; alt: number; sev: number; observedAt: number}[]}};
    }
  ).body;
  assert.ok(okSchema(body), JSON.stringify(okSchema.errors));
  assert.deepEqual(valueProblems(body as unknown as JsonValue), []);
  const inside = new Set(corridorCells(EXAMPLE_BODY.corridor.coordinates[0]!));
  assert.ok(body.data.hexagons.length >= 5, `hexagons: ${body.data.hexagons.length}`);
  for (const hexagon of body.data.hexagons) {
    assert.ok(isValidCell(hexagon.id) && getResolution(hexagon.id) === 5, hexagon.id);
    assert.ok(inside.has(hexagon.id), `${hexagon.id} is inside the corridor`);
    assert.ok(hexagon.alt >= EXAMPLE_BODY.minAltitude && hexagon.alt <= EXAMPLE_BODY.maxAltitude, `alt ${hexagon.alt}`);
    assert.ok(hexagon.sev >= 0 && hexagon.sev <= 4);
    // Observed within the 2 hours asked, up to the answer's lastUpdatedAt.
    assert.ok(hexagon.observedAt <= body.data.lastUpdatedAt && hexagon.observedAt > body.data.lastUpdatedAt - 2 * 3600);
  }
  // Each cell's centre lies in the corridor's bounding box (the cells are the corridor's).
  for (const id of inside) {
    const [lat, lng] = cellToLatLng(id);
    assert.ok(lng >= -75.4 && lng <= -73.62 && lat >= 39.64 && lat <= 40.87, id);
  }
  assert.deepEqual(answerSample(corridorOperation, JSON.stringify(EXAMPLE_BODY), validators), answer, 'deterministic');
  const other = answerSample(corridorOperation, withBody({minAltitude: 5, maxAltitude: 10}), validators);
  for (const hexagon of (other as {body: typeof body}).body.data.hexagons)
    assert.ok(hexagon.alt >= 5 && hexagon.alt <= 10);
  // An incremental request gets only the hexagons observed after its lastUpdatedAt.
  const since = body.data.lastUpdatedAt - 1800;
  const incremental = answerSample(corridorOperation, withBody({lastUpdatedAt: since}), validators) as {
    body: typeof body;
  };
  assert.ok(incremental.body.data.hexagons.every((hexagon) => hexagon.observedAt > since));
});

test('a corridor thinner than a hexagon still gets the cells it touches; a long one is capped', () => {
  const thin = [
    [10, 50],
    [10.3, 50],
    [10.3, 50.001],
    [10, 50.001],
    [10, 50],
  ];
  assert.ok(corridorCells(thin).length > 0);
  const long = [
    [0, 0],
    [20, 0],
    [20, 1],
    [0, 1],
    [0, 0],
  ];
  assert.equal(corridorCells(long).length, MAX_SAMPLE_CELLS);
});

test('dereference replaces local refs, keeps sibling keywords, and refuses a ref to itself', () => {
  const document = {components: {schemas: {A: {type: 'number'}, Loop: {$ref: '#/components/schemas/Loop'}}}};
  assert.deepEqual(dereference(document, {$ref: '#/components/schemas/A', description: 'x'}), {
    type: 'number',
    description: 'x',
  });
  assert.throws(() => dereference(document, {$ref: '#/components/schemas/Loop'}), /refers to itself/);
});

test("the spec's servers have no variables: the picker with the sample server (`@theme/ApiExplorer/Server`) shows none", () => {
  const servers = (spec as {servers?: {url: string; variables?: unknown}[]}).servers ?? [];
  assert.ok(servers.length > 0);
  for (const server of servers) assert.equal(server.variables, undefined, `${server.url} has variables`);
});

test('a body field named like an annotation ("description", "example") is still validated', async () => {
  const planted = structuredClone(spec) as {
    components: {schemas: Record<string, {properties: object; required: string[]}>};
  };
  const request = planted.components.schemas.CorridorRequest!;
  request.properties = {...request.properties, description: {type: 'string', description: 'A note.'}};
  request.required = [...request.required, 'description'];
  const validators = await loadValidators(generateValidators(planted as unknown as typeof spec));
  const validate = validators[CORRIDOR]!;
  assert.equal(validate(EXAMPLE_BODY), false, 'the required "description" field is missing');
  assert.equal(validate({...EXAMPLE_BODY, description: 'a flight'}), true);
  assert.equal(validate({...EXAMPLE_BODY, description: 42}), false, 'and it must be a string');
});
