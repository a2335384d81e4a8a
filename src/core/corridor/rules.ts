/**
 * The corridor rules, written once: a corridor is a GeoJSON Polygon with one closed ring of
 * [longitude, latitude] positions, at most fact:domain.corridor.max-vertices vertices, covering at
 * most fact:domain.corridor.max-area, and convex. No Node or browser API: it runs in both.
 */

import turfArea from '@turf/area';
import type {Polygon} from 'geojson';
import {CORRIDOR_MAX_AREA_KM2, CORRIDOR_MAX_VERTICES, IOS_POLYGON_MAX_COORDINATES} from '../domain-facts';

export const CORRIDOR_LIMITS = {maxVertices: CORRIDOR_MAX_VERTICES, maxAreaKm2: CORRIDOR_MAX_AREA_KM2} as const;

/**
 * The limits a map states beside a corridor, by whom it is for; a limit left out is not stated. The
 * iOS SDK's `dataQuery.polygon` counts the closing coordinate and states no area limit; the Web SDK
 * and the deprecated `POST /v4/map` state none.
 */
export const CORRIDOR_LIMITS_FOR = {
  api: CORRIDOR_LIMITS,
  ios: {maxVertices: IOS_POLYGON_MAX_COORDINATES},
  js: {},
  v4: {},
} as const satisfies Record<string, {readonly maxVertices?: number; readonly maxAreaKm2?: number}>;
export type CorridorLimitsKey = keyof typeof CORRIDOR_LIMITS_FOR;

/**
 * Whose limits a corridor is held to: a v4 geo-fence (a map content's `area`) the v4 operation's;
 * on an SDK's pages that SDK's; else the API's.
 */
export const corridorLimitsOf = (section: string | undefined, area?: 'geo-fence'): CorridorLimitsKey =>
  area === 'geo-fence' ? 'v4' : section === 'ios' || section === 'js' ? section : 'api';

export type CorridorRule =
  'polygon' | 'rings' | 'positions' | 'range' | 'antimeridian' | 'closed' | 'vertices' | 'area' | 'crossing' | 'convex';

/**
 * A broken rule, with the figure found and the limit where the rule has one, and the position
 * (1-based, as its message counts) where the ring breaks it, when one position says where.
 */
export type CorridorProblem = {rule: CorridorRule; message: string; value?: number; limit?: number; position?: number};

/**
 * What was measured, when the ring could be read. `convex` and `simple` (neither crossing nor
 * touching itself) are left out when not judged: a ring that crosses itself has no inside to be
 * convex, and a ring of more than CROSSING_CHECK_MAX positions is not searched for crossings.
 */
export type CorridorFigures = {vertices: number; areaKm2?: number; convex?: boolean; simple?: boolean; closed: boolean};

type Position = [longitude: number, latitude: number];

/** The most positions a ring is searched for crossings (every edge against every other): far above the vertex limit. */
const CROSSING_CHECK_MAX = 2000;

const isPosition = (p: unknown): p is Position => Array.isArray(p) && p.length === 2 && p.every(Number.isFinite);

/** The area of a closed ring of [longitude, latitude] positions, in km², as the rules measure it (@turf/area). */
export const ringAreaKm2 = (ring: readonly (readonly [number, number])[]): number =>
  turfArea({type: 'Polygon', coordinates: [ring.map(([lon, lat]) => [lon, lat])]} satisfies Polygon) / 1e6;

const km2Text = (km2: number) => Math.round(km2).toLocaleString('en-US');

const GEOJSON_TYPES = new Set([
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
  'Feature',
  'FeatureCollection',
]);

function render(value: unknown, depth: number): string {
  if (Array.isArray(value)) {
    if (depth === 0) return value.length === 0 ? '[]' : '[…]';
    const items = value.slice(0, 6).map((item) => render(item, depth - 1));
    return `[${items.join(', ')}${value.length > 6 ? ', …' : ''}]`;
  }
  if (value === null) return 'null';
  if (typeof value === 'object') {
    const keys = Object.keys(value);
    return keys.length === 0
      ? '{}'
      : `{${keys
          .slice(0, 3)
          .map((key) => JSON.stringify(key.slice(0, 20)))
          .join(', ')}${keys.length > 3 ? ', …' : ''}: …}`;
  }
  if (typeof value === 'string') return JSON.stringify(value.length > 30 ? `${value.slice(0, 30)}…` : value);
  return String(value);
}

/**
 * A short text of any value, as a message quotes it: `[0, 0, 35000]`, `"abc"`, `{"type": …}`.
 * Bounded in length and depth, so no value (however large or deep) makes a long message or a throw.
 */
export function preview(value: unknown, max = 60): string {
  const text = render(value, 3);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** What a value is, in words, for a message that says what was received: "a GeoJSON MultiPolygon of 2 polygons". */
export function received(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : `a list of ${plural(value.length, 'item')}`;
  if (typeof value !== 'object') return `a ${typeof value} (${preview(value)})`;
  const object = value as Record<string, unknown>;
  const {type} = object;
  if (type === undefined) {
    const keys = Object.keys(object);
    return keys.length === 0
      ? 'an empty object'
      : `an object with no "type" (its keys: ${keys
          .slice(0, 5)
          .map((key) => preview(key, 20))
          .join(', ')}${keys.length > 5 ? ', …' : ''})`;
  }
  if (typeof type !== 'string' || !GEOJSON_TYPES.has(type)) return `an object whose "type" is ${preview(type, 30)}`;
  const count = (list: unknown) => (Array.isArray(list) ? list.length : 0);
  switch (type) {
    case 'MultiPolygon':
      return `a GeoJSON MultiPolygon of ${plural(count(object.coordinates), 'polygon')}`;
    case 'FeatureCollection':
      return `a GeoJSON FeatureCollection of ${plural(count(object.features), 'feature')}`;
    case 'GeometryCollection':
      return `a GeoJSON GeometryCollection of ${plural(count(object.geometries), 'geometry', 'geometries')}`;
    case 'Feature': {
      const {geometry} = object;
      const geometryType = (geometry as {type?: unknown} | null | undefined)?.type;
      if (geometry === null || geometry === undefined) return 'a GeoJSON Feature with no geometry';
      return typeof geometryType === 'string' && GEOJSON_TYPES.has(geometryType)
        ? `a GeoJSON Feature holding a ${geometryType}`
        : `a GeoJSON Feature holding ${received(geometry)}`;
    }
    default:
      return `a GeoJSON ${type}`;
  }
}

/** A position as a message quotes it, with its place: `position 3, [10, 50]`. */
const positionText = (ring: readonly unknown[], i: number) => `position ${i + 1}, ${preview(ring[i])}`;

/** Why the position at `i` is not [longitude, latitude], naming it and what it holds. */
function positionProblem(ring: readonly unknown[], i: number): string {
  const p = ring[i];
  const where = positionText(ring, i);
  if (!Array.isArray(p)) return `has ${received(p)} at position ${i + 1}, where a position [longitude, latitude] goes`;
  const numbers = p.every((n) => typeof n === 'number');
  if (numbers && p.length === 3 && p.every(Number.isFinite)) {
    const others = ring.filter((q, j) => j > i && Array.isArray(q) && q.length === 3).length;
    return `has a third number at ${where}: ${String(p[2])}, an altitude? A position is two numbers, [longitude, latitude]${others > 0 ? ` (${plural(others, 'more position')} after it ${others === 1 ? 'has' : 'have'} a third number)` : ''}`;
  }
  if (numbers && p.length !== 2)
    return `has ${plural(p.length, 'number')} at ${where}; a position is two numbers, [longitude, latitude]`;
  const odd = p.find((n) => typeof n !== 'number' || !Number.isFinite(n));
  return `has ${typeof odd === 'number' ? `the number ${String(odd)}` : received(odd)} in ${where}; a position is two numbers, [longitude, latitude]`;
}

const sameSpot = (p: Position, q: Position) => p[0] === q[0] && p[1] === q[1];

/** The turn at b of a → b → c: positive to the left, negative to the right, 0 straight on or back. */
const turn = (a: Position, b: Position, c: Position) => (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]);
const orient = (a: Position, b: Position, c: Position) =>
  Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
const dot = (a: Position, b: Position, c: Position) => (a[0] - b[0]) * (c[0] - b[0]) + (a[1] - b[1]) * (c[1] - b[1]);

/** The ring's corners: repeated positions in a row are one, and the closing position is left out. */
function corners(ring: readonly Position[]): {p: Position; at: number}[] {
  const out: {p: Position; at: number}[] = [];
  ring.forEach((p, at) => {
    if (out.length === 0 || !sameSpot(out.at(-1)!.p, p)) out.push({p, at});
  });
  while (out.length > 1 && sameSpot(out[0]!.p, out.at(-1)!.p)) out.pop();
  return out;
}

/**
 * Twice the ring's signed area in the plane of longitude and latitude (positive: counter-clockwise),
 * from its first corner: a small ring far from [0, 0] loses nothing to rounding.
 */
function planeArea(points: readonly Position[]): number {
  const [x0, y0] = points[0] ?? [0, 0];
  return points.reduce((sum, [x, y], i) => {
    const [nx, ny] = points[(i + 1) % points.length]!;
    return sum + (x - x0) * (ny - y0) - (nx - x0) * (y - y0);
  }, 0);
}

/**
 * Whether a ring (closed or not) is convex in the plane of longitude and latitude: it turns the
 * same way at every corner (going straight on is allowed, turning back is not) and goes around
 * once, so it cannot cross itself (a pentagram turns the same way at every corner, but goes around
 * twice). Repeated positions in a row count once.
 */
export function isConvex(ring: readonly Position[]): boolean {
  const points = corners(ring).map(({p}) => p);
  if (points.length < 3) return false;
  let sign = 0;
  let turning = 0;
  for (let i = 0; i < points.length; i++) {
    const [a, b, c] = [points[(i + points.length - 1) % points.length]!, points[i]!, points[(i + 1) % points.length]!];
    const cross = turn(a, b, c);
    if (cross === 0) {
      if (dot(a, b, c) > 0) return false; // it turns back
      continue;
    }
    if (sign !== 0 && Math.sign(cross) !== sign) return false;
    sign = Math.sign(cross);
    turning += Math.atan2(cross, -dot(a, b, c));
  }
  // All turns one way: the turning is 2π times the times it goes around.
  return sign !== 0 && Math.abs(turning) < 3 * Math.PI;
}

/**
 * The corners (indexes of the ring's positions) where a ring that does not cross itself turns
 * against its direction (clockwise in a counter-clockwise ring): where it stops being convex.
 */
export function concaveVertices(ring: readonly Position[]): number[] {
  const points = corners(ring);
  const direction = Math.sign(planeArea(points.map(({p}) => p))) || 1;
  return points.flatMap(({at}, i) => {
    const [a, b, c] = [
      points[(i + points.length - 1) % points.length]!.p,
      points[i]!.p,
      points[(i + 1) % points.length]!.p,
    ];
    return Math.sign(turn(a, b, c)) === -direction ? [at] : [];
  });
}

const round6 = (value: number) => Number(value.toFixed(6));

/**
 * Where a closed ring crosses or touches itself, in words, with the position (0-based) that says
 * where; undefined when it does neither. Judged in the plane of longitude and latitude, every edge
 * against every other: edges that meet only where one ends and the next begins are fine.
 */
export function selfCrossing(ring: readonly Position[]): {message: string; at: number; count: number} | undefined {
  const points = corners(ring);
  const n = points.length;
  if (n < 3) return undefined;
  const label = (i: number) => {
    const {p, at} = points[((i % n) + n) % n]!;
    return `position ${at + 1}, [${p.join(', ')}]`;
  };
  const end = (i: number) => (i + 1 < n ? label(i + 1) : `${label(0)} again`);
  const edge = (i: number) => `the edge from ${label(i)} to ${end(i)}`;
  if (points.every(({p}) => turn(points[0]!.p, points[1]!.p, p) === 0))
    return {
      message: `has no area: all its ${plural(n, 'corner')} lie on one line, so it runs back along itself`,
      at: points[0]!.at,
      count: 1,
    };
  let first: {message: string; at: number} | undefined;
  let count = 0;
  const found = (message: string, at: number) => {
    count++;
    first ??= {message, at};
  };
  const on = (a: Position, b: Position, c: Position) =>
    Math.min(a[0], b[0]) <= c[0] &&
    c[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= c[1] &&
    c[1] <= Math.max(a[1], b[1]);
  for (let i = 0; i < n; i++) {
    const [a, b] = [points[i]!.p, points[(i + 1) % n]!.p];
    // The next edge: it must not turn back along this one (a spike).
    const c = points[(i + 2) % n]!.p;
    if (turn(a, b, c) === 0 && dot(a, b, c) > 0)
      found(
        `turns back on itself at ${label(i + 1)}: the edges to it and from it run along each other`,
        points[(i + 1) % n]!.at,
      );
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue; // the last edge ends where the first begins
      const [p, q] = [points[j]!.p, points[(j + 1) % n]!.p];
      const [o1, o2, o3, o4] = [orient(a, b, p), orient(a, b, q), orient(p, q, a), orient(p, q, b)];
      if (o1 * o2 < 0 && o3 * o4 < 0) {
        const t =
          ((p[0] - a[0]) * (q[1] - p[1]) - (p[1] - a[1]) * (q[0] - p[0])) /
          ((b[0] - a[0]) * (q[1] - p[1]) - (b[1] - a[1]) * (q[0] - p[0]));
        const x = [round6(a[0] + t * (b[0] - a[0])), round6(a[1] + t * (b[1] - a[1]))];
        found(`crosses itself at about [${x.join(', ')}]: ${edge(i)} crosses ${edge(j)}`, points[i]!.at);
        continue;
      }
      const touch =
        o1 === 0 && on(a, b, p)
          ? {corner: j, edge: i}
          : o2 === 0 && on(a, b, q)
            ? {corner: j + 1, edge: i}
            : o3 === 0 && on(p, q, a)
              ? {corner: i, edge: j}
              : o4 === 0 && on(p, q, b)
                ? {corner: i + 1, edge: j}
                : undefined;
      if (!touch) continue;
      const corner = points[touch.corner % n]!;
      const twice = [touch.edge, touch.edge + 1].find((k) => sameSpot(points[k % n]!.p, corner.p));
      found(
        twice === undefined
          ? `touches itself: ${label(touch.corner)} lies on ${edge(touch.edge)}`
          : `passes twice through [${corner.p.join(', ')}], at ${label(twice)} and position ${corner.at + 1}`,
        corner.at,
      );
    }
  }
  return first && {...first, count};
}

/**
 * Every problem of a GeoJSON Polygon as a corridor, each with its figure, and what was measured.
 * With `shapeOnly`, only the polygon's shape (type, one ring, positions, closed, vertices): the
 * rules of any polygon on the site, without the corridor's area, crossings, 180° and convexity.
 * The corridor's shape is judged in the plane of longitude and latitude, as GeoJSON draws it.
 */
export function checkCorridor(
  polygon: unknown,
  {shapeOnly = false}: {shapeOnly?: boolean} = {},
): {problems: CorridorProblem[]; figures?: CorridorFigures} {
  const problems: CorridorProblem[] = [];
  const candidate = polygon as {type?: unknown; coordinates?: unknown} | null | undefined;
  const rings = candidate?.coordinates;
  if (candidate?.type !== 'Polygon' || !Array.isArray(rings)) {
    const message =
      candidate?.type === 'Polygon' && typeof candidate === 'object'
        ? `is a GeoJSON Polygon whose "coordinates" is ${received(rings)}, not a list holding one ring of [longitude, latitude] positions`
        : `is ${received(polygon)}, not a GeoJSON Polygon`;
    return {problems: [{rule: 'polygon', message}]};
  }
  if (rings.length !== 1) {
    problems.push({
      rule: 'rings',
      message: `has ${rings.length} rings; one ring is expected`,
      value: rings.length,
      limit: 1,
    });
  }
  if (rings.length > 0 && !Array.isArray(rings[0])) {
    problems.push({
      rule: 'positions',
      message: `has ${received(rings[0])} where its ring goes: a list of [longitude, latitude] positions`,
    });
    return {problems};
  }
  const given: unknown[] = Array.isArray(rings[0]) ? rings[0] : [];
  const odd = given.findIndex((p) => !isPosition(p));
  if (odd >= 0) {
    problems.push({rule: 'positions', message: positionProblem(given, odd), position: odd + 1});
    return {problems};
  }
  const ring = given as Position[];
  const outside = ring.findIndex(([lon, lat]) => Math.abs(lon) > 180 || Math.abs(lat) > 90);
  if (outside >= 0) {
    problems.push({
      rule: 'range',
      message: `has ${positionText(ring, outside)}, outside longitude -180..180 or latitude -90..90`,
      position: outside + 1,
    });
  }
  if (ring.length < 4) {
    problems.push({
      rule: 'positions',
      message: `has ${ring.length} positions; a closed ring needs at least 4`,
      value: ring.length,
      limit: 4,
    });
  }
  const [first, last] = [ring[0], ring.at(-1)];
  const closed = Boolean(first && last && sameSpot(first, last));
  if (!closed)
    problems.push({
      rule: 'closed',
      message:
        ring.length > 1
          ? `is not closed: the last position must repeat the first, [${first!.join(', ')}], but is [${last!.join(', ')}]`
          : 'is not closed: the last position must repeat the first',
    });
  const {maxVertices, maxAreaKm2} = CORRIDOR_LIMITS;
  if (ring.length > maxVertices) {
    problems.push({
      rule: 'vertices',
      message: `has ${ring.length} vertices; at most ${maxVertices} are allowed`,
      value: ring.length,
      limit: maxVertices,
    });
  }
  const figures: CorridorFigures = {vertices: ring.length, closed};
  if (shapeOnly || ring.length < 3) return {problems, figures};
  // Area, crossings and convexity are measured on the ring as it would be closed.
  const closedRing = closed ? ring : [...ring, ring[0]!];
  const across = closedRing.findIndex((p, i) => i > 0 && Math.abs(p[0] - closedRing[i - 1]![0]) > 180);
  if (across > 0) {
    problems.push({
      rule: 'antimeridian',
      message: `crosses 180° of longitude between ${positionText(closedRing, across - 1)}, and ${across < ring.length ? positionText(ring, across) : `${positionText(ring, 0)} again`}: one ring cannot; split the corridor at 180° into one corridor either side (the corridor checker splits a route so: /api/corridor-checker)`,
      position: across,
    });
  }
  const areaKm2 = ringAreaKm2(closedRing);
  figures.areaKm2 = Math.round(areaKm2 * 10) / 10;
  if (areaKm2 > maxAreaKm2) {
    problems.push({
      rule: 'area',
      message: `covers ${km2Text(areaKm2)} km²; a corridor may cover at most ${km2Text(maxAreaKm2)} km²`,
      value: Math.round(areaKm2),
      limit: maxAreaKm2,
    });
  }
  const distinct = new Set(ring.map(([lon, lat]) => `${lon},${lat}`)).size;
  if (distinct < 3) {
    problems.push({
      rule: 'positions',
      message: `has ${distinct === 1 ? 'one position, repeated' : `${distinct} different positions`}; a ring needs at least 3 different corners`,
      value: distinct,
      limit: 3,
    });
    return {problems, figures};
  }
  if (closedRing.length <= CROSSING_CHECK_MAX) {
    const crossing = selfCrossing(closedRing);
    figures.simple = !crossing;
    if (crossing) {
      problems.push({
        rule: 'crossing',
        message: `${crossing.message}${crossing.count > 1 ? ` (and ${plural(crossing.count - 1, 'more place')})` : ''}; a corridor's ring goes around its outline once, without crossing or touching itself`,
        position: crossing.at + 1,
        value: crossing.count,
      });
      return {problems, figures};
    }
  }
  const convex = isConvex(ring);
  figures.convex = convex;
  if (!convex) {
    const concave = concaveVertices(closedRing);
    problems.push({
      rule: 'convex',
      message: `is not convex${concave.length > 0 ? `: it turns inward at ${positionText(ring, concave[0]!)}${concave.length > 1 ? ` and ${plural(concave.length - 1, 'more position')}` : ''}` : ''}`,
      ...(concave.length > 0 ? {position: concave[0]! + 1} : {}),
    });
  }
  return {problems, figures};
}
