/**
 * The "Sample data" server's answer to a request, made in the browser from the OpenAPI document
 * (the explorer's `item`: the operation with its schemas and examples) and nothing else:
 *
 * - a body that fails the operation's schema gets the 400 the spec documents: its example's
 *   envelope, with `data.message` naming the first failing field as the API's validation does
 *   (`body` + the field's path + the schema's complaint: "body must have required property 'corridor'");
 * - a body that passes the schema but breaks a corridor rule gets no status: the answer lists the
 *   rules it breaks, since the spec does not say how the API answers;
 * - a valid body gets a 200 shaped as the spec's example: hexagons of H3 resolution 5 inside the
 *   request's corridor, in the altitude blocks it asks for, severities 0–4, observed within the
 *   hours asked; the same request always gets the same answer (seeded by the request).
 */
import {cellToLatLng, latLngToCell, polygonToCells, polygonToCellsExperimental, POLYGON_TO_CELLS_FLAGS} from 'h3-js';
import {explainCorridor} from '../../../core/corridor/explain';
import type {CorridorFigures, CorridorRule} from '../../../core/corridor/rules';
import {fnv1a} from '../../../core/corridor/examples';
import {random} from '../../../core/random';
import {operationKey, requestSchema, responseExample, type SampleOperation} from './operation';

/** A generated validator (Ajv standalone): true or false, with the first error left in `errors`. */
export type Validator = ((data: unknown) => boolean) & {
  errors?: {instancePath: string; message?: string}[] | null;
};

/** Hexagons per answer at most (a corridor at the 7,500 km² limit holds about 30). */
export const MAX_SAMPLE_CELLS = 60;

const RESOLUTION = 5;

/** The altitude blocks any request can ask for (thousands of feet), when its schema gives no bounds. */
const ALTITUDE_FALLBACK = {min: 5, max: 52};

export type SampleAnswer =
  | {kind: 'answer'; status: 200 | 400; body: unknown}
  /**
   * The request passes the schema but breaks a rule the spec states in words; the API's answer is
   * unknown. When it breaks corridor rules: `rules`, their ids, and `figures`, what the rules measured.
   */
  | {kind: 'unanswered'; problems: string[]; rules?: CorridorRule[]; figures?: CorridorFigures};

type Body = {
  corridor: {coordinates: number[][][]};
  lastUpdatedAt?: number;
  hours?: number;
  minAltitude?: number;
  maxAltitude?: number;
};

type Defaults = {hours: number; minAltitude: number; maxAltitude: number};

/** A property's default in the operation's request schema (`hours`, `minAltitude`…). */
function schemaDefault(operation: SampleOperation, property: keyof Defaults, fallback: number): number {
  const schema = requestSchema(operation) as {properties?: Record<string, {default?: unknown}>} | undefined;
  const value = schema?.properties?.[property]?.default;
  return typeof value === 'number' ? value : fallback;
}

/** The H3 cells of resolution 5 whose centre lies in the ring; for a ring thinner than a cell, those it touches. */
export function corridorCells(ring: readonly (readonly number[])[]): string[] {
  const positions = ring.map((position) => [...position]);
  let cells = polygonToCells(positions, RESOLUTION, true);
  if (cells.length === 0)
    cells = polygonToCellsExperimental(positions, RESOLUTION, POLYGON_TO_CELLS_FLAGS.containmentOverlapping, true);
  if (cells.length === 0) cells = [latLngToCell(positions[0]![1]!, positions[0]![0]!, RESOLUTION)];
  // West to east, then south to north: a stable order whatever h3-js returns.
  const centre = new Map(cells.map((cell) => [cell, cellToLatLng(cell)] as const));
  return cells
    .sort((a, b) => centre.get(a)![1] - centre.get(b)![1] || centre.get(a)![0] - centre.get(b)![0] || (a < b ? -1 : 1))
    .slice(0, MAX_SAMPLE_CELLS);
}

/** Severity weights, 0 (smooth) most often, 4 least: most of a corridor is calm. */
const SEVERITY_WEIGHTS = [0.4, 0.27, 0.18, 0.1, 0.05];

function severity(next: () => number): number {
  let r = next();
  for (let sev = 0; sev < SEVERITY_WEIGHTS.length; sev++) {
    r -= SEVERITY_WEIGHTS[sev]!;
    if (r < 0) return sev;
  }
  return SEVERITY_WEIGHTS.length - 1;
}

/** The 200 answer: the spec's example with hexagons made for this request. */
function hexagonsAnswer(operation: SampleOperation, body: Body, seed: string): unknown {
  const example = structuredClone(responseExample(operation, '200')) as {data: {lastUpdatedAt?: number}};
  const now = example.data.lastUpdatedAt ?? 0;
  const hours = body.hours ?? schemaDefault(operation, 'hours', 2);
  // Altitude blocks round down (38,600 ft is block 38): a range from 30.5 starts in block 30.
  const low = Math.floor(body.minAltitude ?? schemaDefault(operation, 'minAltitude', ALTITUDE_FALLBACK.min));
  const high = Math.floor(body.maxAltitude ?? schemaDefault(operation, 'maxAltitude', ALTITUDE_FALLBACK.max));
  const next = random(fnv1a(seed));
  const hexagons: {id: string; alt: number; sev: number; edr?: number; observedAt: number}[] = [];
  for (const id of corridorCells(body.corridor.coordinates[0]!)) {
    // About two cells in three have turbulence data, in one or two blocks of the range asked.
    if (next() > 0.65) continue;
    const blocks = new Set([low + Math.floor(next() * (high - low + 1))]);
    if (next() < 0.4) blocks.add(low + Math.floor(next() * (high - low + 1)));
    for (const alt of [...blocks].sort((a, b) => a - b)) {
      const sev = severity(next);
      const observedAt = now - Math.floor(next() * hours * 3600);
      // `edr` is optional in the spec: about half the hexagons carry it.
      const edr = next() < 0.5 ? Math.round(next() * 0.3 * 10_000) / 10_000 : undefined;
      hexagons.push({id, alt, sev, ...(edr === undefined ? {} : {edr}), observedAt});
    }
  }
  // An incremental request gets only what changed after the `lastUpdatedAt` it sent.
  const since = body.lastUpdatedAt;
  const changed = since === undefined ? hexagons : hexagons.filter((hexagon) => hexagon.observedAt > since);
  return {...example, data: {...example.data, hexagons: changed}};
}

/** The 400 answer: the spec's example envelope, its message naming the first error as the API's validation words it. */
function validationAnswer(operation: SampleOperation, validator: Validator): unknown {
  const example = structuredClone(responseExample(operation, '400')) as {data: Record<string, unknown>};
  const error = validator.errors?.[0];
  const message = `body${error?.instancePath ?? ''} ${error?.message ?? 'is invalid'}`;
  return {...example, data: {...example.data, message}};
}

/**
 * What a schema-valid body holds whose answer the spec does not give: each corridor rule it breaks,
 * with the figure and how to fix it (the checker's words), and an altitude range upside down.
 */
function ruleProblems(body: Body): {problems: string[]; rules?: CorridorRule[]; figures?: CorridorFigures} {
  const {results, figures} = explainCorridor(body.corridor);
  const broken = results.filter((result) => result.status === 'fail');
  const problems = broken.map((result) => [result.found, result.fix].filter(Boolean).join(' '));
  if (body.minAltitude !== undefined && body.maxAltitude !== undefined && body.minAltitude > body.maxAltitude)
    problems.push(
      `minAltitude (${body.minAltitude}) is above maxAltitude (${body.maxAltitude}), an empty altitude range: swap them.`,
    );
  if (broken.length === 0) return {problems};
  return {problems, rules: broken.map((result) => result.rule), ...(figures ? {figures} : {})};
}

/** The answer to `bodyText`; throws for an operation without a validator (one the sample server does not answer). */
export function answerSample(
  operation: SampleOperation,
  bodyText: string,
  validators: Readonly<Record<string, Validator | undefined>>,
): SampleAnswer {
  const validator = validators[operationKey(operation)];
  if (!validator) throw new Error(`The sample server does not answer ${operationKey(operation)}.`);
  const body: unknown = JSON.parse(bodyText);
  if (!validator(body)) return {kind: 'answer', status: 400, body: validationAnswer(operation, validator)};
  const broken = ruleProblems(body as Body);
  if (broken.problems.length > 0) return {kind: 'unanswered', ...broken};
  return {kind: 'answer', status: 200, body: hexagonsAnswer(operation, body as Body, JSON.stringify(body))};
}
