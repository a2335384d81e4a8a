/**
 * The corridor rules, written once: a corridor (the REST corridor operation's `corridor`, the SDKs'
 * route corridor) is a GeoJSON Polygon with one closed ring of [longitude, latitude] positions, at
 * most fact:domain.corridor.max-vertices vertices, covering at most fact:domain.corridor.max-area, and
 * convex.
 * The sample checks, the corridor checker, the docs MCP server's check_corridor tool and the API
 * explorer's sample server read them from here. No Node or browser API: it runs in both.
 */

import turfArea from '@turf/area';
import type {Polygon} from 'geojson';
import {CORRIDOR_MAX_AREA_KM2, CORRIDOR_MAX_VERTICES, IOS_POLYGON_MAX_COORDINATES} from '../domain-facts';

export const CORRIDOR_LIMITS = {maxVertices: CORRIDOR_MAX_VERTICES, maxAreaKm2: CORRIDOR_MAX_AREA_KM2} as const;

/** The limits a corridor is held to, where it is sent: a limit left out is not stated. */
export type CorridorLimits = {readonly maxVertices?: number; readonly maxAreaKm2?: number};

/**
 * The limits a map states beside a corridor, by whom it is for: the REST API's corridor request
 * (`api`, CORRIDOR_LIMITS), or the iOS SDK's route corridor `dataQuery.polygon` (`ios`: a closed
 * ring of at most 250 coordinates, counting the closing one; no area limit is stated, so none is
 * shown). The Web SDK states none for its `polygon` (`js`), nor the deprecated `POST /v4/map` for
 * its `geo` geo-fence (`v4`).
 */
export const CORRIDOR_LIMITS_FOR = {
  api: CORRIDOR_LIMITS,
  ios: {maxVertices: IOS_POLYGON_MAX_COORDINATES},
  js: {},
  v4: {},
} as const satisfies Record<string, CorridorLimits>;
export type CorridorLimitsKey = keyof typeof CORRIDOR_LIMITS_FOR;

/**
 * Whose limits a corridor is held to: a v4 geo-fence (a map content's `area`) the v4 operation's;
 * on an SDK's pages that SDK's; else the API's.
 */
export const corridorLimitsOf = (section: string | undefined, area?: 'geo-fence'): CorridorLimitsKey =>
  area === 'geo-fence' ? 'v4' : section === 'ios' || section === 'js' ? section : 'api';

export type CorridorRule = 'polygon' | 'rings' | 'positions' | 'range' | 'closed' | 'vertices' | 'area' | 'convex';

/** A broken rule, with the figure found and the limit where the rule has one. */
export type CorridorProblem = {rule: CorridorRule; message: string; value?: number; limit?: number};

/** What was measured, when the ring could be read. */
export type CorridorFigures = {vertices: number; areaKm2?: number; convex?: boolean; closed: boolean};

type Position = [longitude: number, latitude: number];

const isPosition = (p: unknown): p is Position => Array.isArray(p) && p.length === 2 && p.every(Number.isFinite);

/** The area of a closed ring of [longitude, latitude] positions, in km², as the rules measure it (@turf/area). */
export const ringAreaKm2 = (ring: readonly (readonly [number, number])[]): number =>
  turfArea({type: 'Polygon', coordinates: [ring.map(([lon, lat]) => [lon, lat])]} satisfies Polygon) / 1e6;

const km2Text = (km2: number) => Math.round(km2).toLocaleString('en-US');

/** Whether a ring (closed or not) turns the same way at every vertex (collinear vertices allowed). */
export function isConvex(ring: readonly Position[]): boolean {
  const closed = ring.length > 1 && ring[0]![0] === ring.at(-1)![0] && ring[0]![1] === ring.at(-1)![1];
  const points = closed ? ring.slice(0, -1) : ring;
  let sign = 0;
  for (let i = 0; i < points.length; i++) {
    const [a, b, c] = [points[i]!, points[(i + 1) % points.length]!, points[(i + 2) % points.length]!];
    const cross = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]);
    if (cross === 0) continue;
    if (sign !== 0 && Math.sign(cross) !== sign) return false;
    sign = Math.sign(cross);
  }
  return true;
}

/**
 * Every problem of a GeoJSON Polygon as a corridor, each with its figure, and what was measured.
 * With `shapeOnly`, only the polygon's shape (type, one ring, positions, closed, vertices): the
 * rules of any polygon on the site, without the corridor's area and convexity.
 */
export function checkCorridor(
  polygon: unknown,
  {shapeOnly = false}: {shapeOnly?: boolean} = {},
): {problems: CorridorProblem[]; figures?: CorridorFigures} {
  const problems: CorridorProblem[] = [];
  const candidate = polygon as {type?: unknown; coordinates?: unknown} | null | undefined;
  const rings = candidate?.coordinates;
  if (candidate?.type !== 'Polygon' || !Array.isArray(rings)) {
    return {problems: [{rule: 'polygon', message: 'is not a GeoJSON Polygon'}]};
  }
  if (rings.length !== 1) {
    problems.push({
      rule: 'rings',
      message: `has ${rings.length} rings; one ring is expected`,
      value: rings.length,
      limit: 1,
    });
  }
  const ring: unknown[] = Array.isArray(rings[0]) ? rings[0] : [];
  if (!ring.every(isPosition)) {
    problems.push({rule: 'positions', message: 'has a position that is not [longitude, latitude]'});
    return {problems};
  }
  if (ring.some(([lon, lat]) => Math.abs(lon) > 180 || Math.abs(lat) > 90)) {
    problems.push({rule: 'range', message: 'has a position outside longitude -180..180 or latitude -90..90'});
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
  const closed = Boolean(first && last && first[0] === last[0] && first[1] === last[1]);
  if (!closed) problems.push({rule: 'closed', message: 'is not closed: the last position must repeat the first'});
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
  // Area and convexity are measured on the ring as it would be closed.
  const closedRing = closed ? ring : [...ring, ring[0]!];
  const areaKm2 = ringAreaKm2(closedRing);
  const convex = isConvex(ring);
  Object.assign(figures, {areaKm2: Math.round(areaKm2 * 10) / 10, convex});
  if (areaKm2 > maxAreaKm2) {
    problems.push({
      rule: 'area',
      message: `covers ${km2Text(areaKm2)} km²; a corridor may cover at most ${km2Text(maxAreaKm2)} km²`,
      value: Math.round(areaKm2),
      limit: maxAreaKm2,
    });
  }
  if (!convex) problems.push({rule: 'convex', message: 'is not convex'});
  return {problems, figures};
}
