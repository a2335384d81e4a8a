// SkyPath's domain rules, from the facts: every example on the site and in the OpenAPI spec obeys
// them, and the spec lint checks that the spec's own limits say the same.
import {getResolution, isValidCell} from 'h3-js';
import {checkCorridor, CORRIDOR_LIMITS, type CorridorRule} from '../../../core/corridor/rules.ts';
import {
  ALTITUDE_BLOCKS,
  EDR_RANGE,
  HEXAGON_RESOLUTION,
  SEVERITY_RANGE,
  TILE_RESOLUTIONS,
} from '../../../core/domain-facts.ts';
import {escapePointer, resolveRef, type JsonValue, type Schema, type Spec} from '../../../core/json-pointer.ts';

export const DOMAIN = {
  /** Hexagons: H3 cells of one resolution; map tiles (the Web SDK's HexId) of the tile resolutions. */
  hexagonResolution: HEXAGON_RESOLUTION,
  tileResolutions: TILE_RESOLUTIONS,
  /** Altitude blocks in thousands of feet. */
  altitude: ALTITUDE_BLOCKS,
  severity: SEVERITY_RANGE,
  edr: EDR_RANGE,
  /** A corridor: one closed, convex ring within its vertex and area limits. */
  corridor: CORRIDOR_LIMITS,
};

/** The altitude block of an altitude in feet: blocks round down (38,600 ft is block 38). */
export const altitudeBlock = (feet: number) => Math.floor(feet / 1000);

/** Keys whose value is an altitude block; `altitude` is the EDR measurement's, in thousands of feet. */
const ALTITUDE_KEYS = new Set(['alt', 'skypath_alt', 'sp_alt', 'minAltitude', 'maxAltitude', 'altitude']);
const SEVERITY_KEYS = new Set(['sev', 'severity', 'minSeverity']);
const H3_LIKE = /\b8[0-9a-f]{14}\b/g;

/** Why `id` is not an H3 cell of one of `resolutions`, or undefined when it is. */
export function h3Problem(id: unknown, resolutions = [DOMAIN.hexagonResolution]) {
  if (typeof id !== 'string' || !isValidCell(id)) return `"${id}" is not a valid H3 cell id`;
  const resolution = getResolution(id);
  if (!resolutions.includes(resolution)) {
    return `"${id}" is an H3 cell of resolution ${resolution}, not ${resolutions.join(' or ')}`;
  }
  return undefined;
}

/** The problems of a GeoJSON Polygon; with `corridor`, also the corridor's area, crossings, 180° and convexity. */
export function polygonProblems(polygon: {type?: unknown; coordinates?: unknown} | undefined, {corridor = false} = {}) {
  return checkCorridor(polygon, {shapeOnly: !corridor}).problems.map((problem) => problem.message);
}

const inRange = (value: unknown, {min, max}: {min: number; max: number}) =>
  typeof value === 'number' && value >= min && value <= max;

/**
 * The domain problems of a JSON value (an example body, a response, a page's JSON block), found by
 * key: hexagon ids, tile ids, altitude blocks, severities, EDR values and polygons. Each problem is
 * {path, message}, with the corridor rule (`rule`) for a polygon's; `path` is a JSON path such as
 * `data.hexagons[0].id`. For a value that sits under a key (a schema property's example), pass that
 * `key` and the names of its sibling properties.
 */
export function valueProblems(value: JsonValue, {key, siblings = []}: {key?: string; siblings?: string[]} = {}) {
  const problems: {path: string; message: string; rule?: CorridorRule}[] = [];
  const add = (at: string, message: string, rule?: CorridorRule) =>
    problems.push({path: at || '(root)', message, ...(rule ? {rule} : {})});
  const visit = (node: JsonValue, at: string, key: string, parent: object | undefined): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${at}[${index}]`, key, parent));
      return;
    }
    if (node && typeof node === 'object') {
      if (node.type === 'Polygon' && 'coordinates' in node) {
        const corridor = key === 'corridor';
        for (const {message, rule} of checkCorridor(node, {shapeOnly: !corridor}).problems)
          add(at, `${corridor ? 'the corridor' : 'the polygon'} ${message}`, rule);
        return;
      }
      if (
        inRange(node.minAltitude, DOMAIN.altitude) &&
        inRange(node.maxAltitude, DOMAIN.altitude) &&
        (node.minAltitude as number) > (node.maxAltitude as number)
      ) {
        add(at, `minAltitude ${node.minAltitude} is above maxAltitude ${node.maxAltitude}`);
      }
      for (const [name, child] of Object.entries(node)) visit(child, at ? `${at}.${name}` : name, name, node);
      return;
    }
    if (ALTITUDE_KEYS.has(key) && typeof node === 'number' && !inRange(node, DOMAIN.altitude)) {
      add(at, `altitude block ${node} is outside ${DOMAIN.altitude.min} to ${DOMAIN.altitude.max} (thousands of feet)`);
    }
    if (
      SEVERITY_KEYS.has(key) &&
      typeof node === 'number' &&
      !(Number.isInteger(node) && inRange(node, DOMAIN.severity))
    ) {
      add(at, `severity ${node} is not an integer from ${DOMAIN.severity.min} to ${DOMAIN.severity.max}`);
    }
    if (key === 'edr' && typeof node === 'number' && !inRange(node, DOMAIN.edr)) {
      add(at, `EDR ${node} is outside ${DOMAIN.edr.min} to ${DOMAIN.edr.max}`);
    }
    const isHexagonId = key === 'hex_id' || (key === 'id' && parent && ('sev' in parent || 'alt' in parent));
    if (isHexagonId) {
      const message = h3Problem(node);
      if (message) add(at, `hexagon id ${message}`);
    } else if (key === 'hexId') {
      const message = h3Problem(node, DOMAIN.tileResolutions);
      if (message) add(at, `tile id ${message}`);
    } else if (typeof node === 'string') {
      for (const {message} of textH3Problems(node)) add(at, message);
    }
  };
  visit(value, key ?? '', key ?? '', key ? Object.fromEntries(siblings.map((name) => [name, undefined])) : undefined);
  return problems;
}

/** H3-looking ids in any text: valid cells of resolution 5, or of a tile resolution on a line naming a tile id. */
export function textH3Problems(text: string) {
  const problems: {line: number; message: string}[] = [];
  text.split('\n').forEach((line, index) => {
    const tileLine = /hexId|tile/i.test(line);
    for (const [id] of line.matchAll(H3_LIKE)) {
      const resolutions = tileLine ? [DOMAIN.hexagonResolution, ...DOMAIN.tileResolutions] : [DOMAIN.hexagonResolution];
      const message = h3Problem(id, resolutions);
      if (message) problems.push({line: index + 1, message: `H3 id ${message}`});
    }
  });
  return problems;
}

/** Where the spec's schemas state another limit than the domain's (altitude, severity, EDR, ring vertices). */
export function schemaLimitProblems(spec: Spec) {
  const problems: {pointer: string; message: string}[] = [];
  const resolve = (node: Schema | undefined) => resolveRef(spec, node);
  const expect = (pointer: string, schema: Schema, {min, max}: {min: number; max: number}, what: string) => {
    const node = resolve(schema);
    if (!node || node.type === 'object' || node.type === 'array') return;
    if (node.minimum !== min || node.maximum !== max) {
      problems.push({
        pointer,
        message: `${what} must allow ${min} to ${max}, not ${node.minimum ?? '-∞'} to ${node.maximum ?? '∞'}`,
      });
    }
  };
  const visit = (node: unknown, pointer: string) => {
    if (!node || typeof node !== 'object') return;
    const schema = node as Schema;
    for (const [name, child] of Object.entries(schema.properties ?? {})) {
      const at = `${pointer}/properties/${name}`;
      if (ALTITUDE_KEYS.has(name)) expect(at, child, DOMAIN.altitude, 'an altitude block (thousands of feet)');
      if (SEVERITY_KEYS.has(name)) expect(at, child, DOMAIN.severity, 'a severity');
      if (name === 'edr') expect(at, child, DOMAIN.edr, 'an EDR value');
      // A corridor's ring (its schema, or the one its allOf names) allows at most 250 vertices.
      // Other polygons (the deprecated v4 map operation's geo-fence) state no limit of SkyPath's.
      if (name === 'corridor') {
        const polygon = resolve(child.allOf?.[0] ?? child);
        if (resolve(polygon?.properties?.coordinates)?.items?.maxItems !== DOMAIN.corridor.maxVertices)
          problems.push({
            pointer: at,
            message: `a corridor's ring must allow at most ${DOMAIN.corridor.maxVertices} vertices (maxItems)`,
          });
      }
    }
    for (const [key, child] of Object.entries(node)) {
      if (child && typeof child === 'object') visit(child, `${pointer}/${escapePointer(key)}`);
    }
  };
  visit(spec, '#');
  return problems;
}
