/**
 * A route into corridors (issue #28): waypoints of [longitude, latitude] and a width in nautical
 * miles become GeoJSON Polygons that each pass the corridor rules (within the area limit with a
 * margin) and together cover every point within half the width of the route. No Node or browser API.
 *
 * How: each leg between two waypoints is the great circle between them (the shortest way; a leg
 * may cross the antimeridian). A leg is cut into pieces; each piece is the convex hull, in
 * longitude and latitude, of points at a little more than half the width from its stretch of the
 * track: either side of it, and around the waypoint (a half circle) where the piece starts or ends
 * a leg. The buffer of a route is the union of the buffers of its stretches, so the pieces cover
 * it, and the pieces at a waypoint overlap there. A piece that crosses 180° is cut there in two
 * (a cut of a convex polygon by a line is convex), so every position stays within −180..180.
 */
import type {Polygon} from 'geojson';
import {checkCorridor, preview, ringAreaKm2} from './rules';

export type Position = [longitude: number, latitude: number];

export const KM_PER_NM = 1.852;

export const ROUTE_LIMITS = {
  /** The area each corridor aims for: a margin under the limit, since SkyPath's Earth model is not published. */
  targetAreaKm2: 7000,
  /** The whole width of the route's corridor (half of it either side of the track), in NM. */
  minWidthNm: 1,
  /** A corridor must hold the circle of half the width around a waypoint: wider does not fit the target. */
  maxWidthNm: 45,
  /** More corridors than this is a request per corridor the checker will not lay out: check a part of the route. */
  maxCorridors: 500,
} as const;

/** The sphere the route is laid on (the mean Earth radius, km). */
const EARTH_RADIUS_KM = 6371.0088;
/** Extra reach past half the width: an ellipsoid's distances differ from the sphere's by less than this fraction. */
const WIDTH_MARGIN = 0.01;
/** And a fixed extra, in km, for the chords between the sampled points. */
const WIDTH_MARGIN_KM = 0.05;
/** Points on a half circle around a waypoint. */
const ARC_STEPS = 16;
/** The most track between two sampled points of a piece's sides, in km. */
const STATION_KM = 20;
/** The longest piece, in km, so no edge strays far from the great circle it follows. */
const MAX_PIECE_KM = 500;
/** Neighbouring pieces along a leg overlap by twice this, in km. */
const OVERLAP_KM = 0.5;
/** No part of a corridor beyond this latitude: near a pole a circle is no convex shape in longitude and latitude. */
const MAX_LATITUDE = 88;
/** Positions are written with this many decimals (about 0.1 m). */
const DECIMALS = 6;

type RouteResult = {ok: true; corridors: Polygon[]; lengthKm: number; widthNm: number} | {ok: false; message: string};
const fail = (message: string): RouteResult => ({ok: false, message});

type Vec = [number, number, number];
const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (rad: number) => (rad * 180) / Math.PI;
const toVec = ([lon, lat]: Position): Vec => [
  Math.cos(rad(lat)) * Math.cos(rad(lon)),
  Math.cos(rad(lat)) * Math.sin(rad(lon)),
  Math.sin(rad(lat)),
];
const toPosition = ([x, y, z]: Vec): Position => [deg(Math.atan2(y, x)), deg(Math.atan2(z, Math.hypot(x, y)))];
const angleBetween = (a: Vec, b: Vec) => {
  const cross = [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
  return Math.atan2(Math.hypot(...cross), a[0] * b[0] + a[1] * b[1] + a[2] * b[2]);
};
export const distanceKm = (a: Position, b: Position) => angleBetween(toVec(a), toVec(b)) * EARTH_RADIUS_KM;

/** The point a fraction `f` of the way along the great circle from a to b. */
export function along(a: Position, b: Position, f: number): Position {
  const [va, vb] = [toVec(a), toVec(b)];
  const theta = angleBetween(va, vb);
  if (theta < 1e-12) return a;
  const [sa, sb] = [Math.sin((1 - f) * theta) / Math.sin(theta), Math.sin(f * theta) / Math.sin(theta)];
  return toPosition([sa * va[0] + sb * vb[0], sa * va[1] + sb * vb[1], sa * va[2] + sb * vb[2]]);
}

/** The initial bearing from a to b, in degrees clockwise from north. */
function bearing([lon1, lat1]: Position, [lon2, lat2]: Position): number {
  const [p1, p2, dl] = [rad(lat1), rad(lat2), rad(lon2 - lon1)];
  return deg(
    Math.atan2(Math.sin(dl) * Math.cos(p2), Math.cos(p1) * Math.sin(p2) - Math.sin(p1) * Math.cos(p2) * Math.cos(dl)),
  );
}

/** The position `km` away from p on the given bearing. */
export function destination([lon, lat]: Position, bearingDeg: number, km: number): Position {
  const [p1, l1, t, d] = [rad(lat), rad(lon), rad(bearingDeg), km / EARTH_RADIUS_KM];
  const p2 = Math.asin(Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(t));
  const l2 = l1 + Math.atan2(Math.sin(t) * Math.sin(d) * Math.cos(p1), Math.cos(d) - Math.sin(p1) * Math.sin(p2));
  return [deg(l2), deg(p2)];
}

/** The turn at b of a → b → c, computed as the rules' convexity check computes it. */
const turn = (a: Position, b: Position, c: Position) => (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]);

/** The convex hull of points (counter-clockwise, open: the first point is not repeated). */
function hull(points: readonly Position[]): Position[] {
  const sorted = [...points].sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  const half = (list: Position[]) => {
    const out: Position[] = [];
    for (const p of list) {
      while (out.length >= 2 && turn(out.at(-2)!, out.at(-1)!, p) <= 0) out.pop();
      out.push(p);
    }
    return out;
  };
  const lower = half(sorted);
  const upper = half(sorted.reverse());
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** The part of a convex polygon (open ring) on one side of the meridian `lon`. */
function clip(points: readonly Position[], lon: number, keep: 'west' | 'east'): Position[] {
  const inside = (p: Position) => (keep === 'west' ? p[0] <= lon : p[0] >= lon);
  const out: Position[] = [];
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length]!;
    if (inside(p)) out.push(p);
    if (inside(p) !== inside(q)) out.push([lon, p[1] + ((q[1] - p[1]) * (lon - p[0])) / (q[0] - p[0])]);
  });
  return out;
}

const round = (value: number) => Number(value.toFixed(DECIMALS));
const shifted = (points: readonly Position[], by: number): Position[] =>
  points.map(([lon, lat]) => [round(lon + by), round(lat)]);

/** A closed GeoJSON Polygon of an open convex ring, rounded, hulled again so rounding cannot bend it. */
function polygonOf(points: readonly Position[]): Polygon | undefined {
  const ring = hull(points);
  if (ring.length < 3) return undefined;
  return {type: 'Polygon', coordinates: [[...ring, ring[0]!]]};
}

/** The piece's polygons with every longitude in −180..180: one, or two when it crosses 180°. */
function normalised(outline: readonly Position[]): Polygon[] {
  const points = hull(outline);
  const lons = points.map(([lon]) => lon);
  const [west, east] = [Math.min(...lons), Math.max(...lons)];
  const shift = east <= -180 ? 360 : west >= 180 ? -360 : 0;
  if (shift !== 0 || (west >= -180 && east <= 180))
    return [polygonOf(shifted(points, shift))].filter((p): p is Polygon => p !== undefined);
  const edge = east > 180 ? 180 : -180;
  const [inRange, beyond] =
    edge === 180
      ? [clip(points, 180, 'west'), clip(points, 180, 'east')]
      : [clip(points, -180, 'east'), clip(points, -180, 'west')];
  return [polygonOf(shifted(inRange, 0)), polygonOf(shifted(beyond, edge === 180 ? -360 : 360))].filter(
    (p): p is Polygon => p !== undefined && ringAreaKm2(p.coordinates[0] as Position[]) > 1e-6,
  );
}

/** A stretch of a leg: from fraction f0 to f1 of it, with a half circle at either end that is a waypoint. */
type Piece = {f0: number; f1: number; capStart: boolean; capEnd: boolean};

/** The piece's outline points, longitudes continuous from the piece's start. */
function pieceOutline(a: Position, b: Position, legKm: number, piece: Piece, reach: number): Position[] {
  const stations = Math.max(1, Math.ceil(((piece.f1 - piece.f0) * legKm) / STATION_KM));
  const track = (p: Position, f: number) => (f < 1 - 1e-9 ? bearing(p, b) : bearing(p, a) + 180);
  const points: Position[] = [];
  for (let i = 0; i <= stations; i++) {
    const f = piece.f0 + ((piece.f1 - piece.f0) * i) / stations;
    const p = along(a, b, f);
    const heading = track(p, f);
    points.push(destination(p, heading + 90, reach), destination(p, heading - 90, reach));
    const cap = (i === 0 && piece.capStart) || (i === stations && piece.capEnd);
    if (cap) {
      const from = i === 0 ? heading + 90 : heading - 90;
      for (let k = 1; k < ARC_STEPS; k++) points.push(destination(p, from + (180 * k) / ARC_STEPS, reach));
    }
  }
  const reference = along(a, b, piece.f0)[0];
  return points.map(([lon, lat]) => [reference + ((((lon - reference + 540) % 360) + 360) % 360) - 180, lat]);
}

/** How a leg of `legKm` is cut, with every length scaled by `scale` (smaller when a try came out too large). */
function cutLeg(legKm: number, reach: number, scale: number): Piece[] {
  const target = ROUTE_LIMITS.targetAreaKm2 * 0.97;
  const circle = Math.PI * reach * reach;
  const capsule = Math.min(MAX_PIECE_KM, (target - circle) / (2 * reach)) * scale;
  const oneCap = Math.min(MAX_PIECE_KM, (target - circle / 2) / (2 * reach)) * scale;
  const noCap = Math.min(MAX_PIECE_KM, target / (2 * reach) - 2 * OVERLAP_KM) * scale;
  if (legKm <= capsule) return [{f0: 0, f1: 1, capStart: true, capEnd: true}];
  const ends = legKm <= 2 * oneCap ? legKm / 2 : oneCap;
  const middle = Math.max(0, legKm - 2 * ends);
  const count = middle > 0 ? Math.ceil(middle / noCap) : 0;
  const cuts = [0, ends, ...Array.from({length: count}, (_, i) => ends + (middle * (i + 1)) / count), legKm];
  const overlap = OVERLAP_KM / legKm;
  return cuts.slice(0, -1).map((start, i) => ({
    f0: i === 0 ? 0 : Math.max(0, start / legKm - overlap),
    f1: i === cuts.length - 2 ? 1 : Math.min(1, cuts[i + 1]! / legKm + overlap),
    capStart: i === 0,
    capEnd: i === cuts.length - 2,
  }));
}

const isPosition = (p: unknown): p is Position =>
  Array.isArray(p) && p.length >= 2 && p.length <= 3 && p.every((n) => typeof n === 'number' && Number.isFinite(n));

const nm = (value: number) => value.toLocaleString('en-US', {maximumFractionDigits: 1});
const km = (value: number) => Math.round(value).toLocaleString('en-US');

/**
 * The corridors of a route of [longitude, latitude] waypoints with a whole width of `widthNm`
 * nautical miles (half of it either side of the track), each passing the rules; or why not.
 */
export function routeCorridors(positions: readonly unknown[], widthNm: number): RouteResult {
  const {minWidthNm, maxWidthNm, maxCorridors, targetAreaKm2} = ROUTE_LIMITS;
  if (!Number.isFinite(widthNm) || widthNm < minWidthNm || widthNm > maxWidthNm)
    return fail(
      `The width must be a number from ${minWidthNm} to ${maxWidthNm} NM (it is ${Number.isFinite(widthNm) ? `${nm(widthNm)} NM` : 'not a number'}): a corridor must hold the circle of half the width around each waypoint within ${km(targetAreaKm2)} km².`,
    );
  const bad = positions.findIndex((p) => !isPosition(p));
  if (bad >= 0) {
    let text: string;
    try {
      text = JSON.stringify(positions[bad]) ?? String(positions[bad]);
    } catch {
      // Nested too deep to write out (JSON.parse reads any depth; JSON.stringify does not).
      text = preview(positions[bad]);
    }
    return fail(
      `Position ${bad + 1} of the route is ${text.length > 60 ? `${text.slice(0, 60)}…` : text}. Write every waypoint as two numbers, [longitude, latitude].`,
    );
  }
  const outOfRange = (positions as Position[]).findIndex(([lon, lat]) => Math.abs(lon) > 180 || Math.abs(lat) > 90);
  if (outOfRange >= 0) {
    const [lon, lat] = positions[outOfRange] as Position;
    return fail(
      `Position ${outOfRange + 1} of the route, [${lon}, ${lat}], is outside longitude −180..180 or latitude −90..90.${Math.abs(lat) > 90 && Math.abs(lon) <= 90 ? ' The two numbers look swapped: longitude comes first.' : ''}`,
    );
  }
  // Repeated waypoints add nothing.
  const waypoints = (positions as Position[])
    .map(([lon, lat]): Position => [lon, lat])
    .filter((p, i, all) => i === 0 || p[0] !== all[i - 1]![0] || p[1] !== all[i - 1]![1]);
  if (waypoints.length < 2)
    return fail(
      `A route needs at least two different positions; this one has ${waypoints.length === 0 ? 'none' : 'one'}.`,
    );
  // Every leg needs a corridor at least: refuse a huge route before measuring it.
  if (waypoints.length - 1 > maxCorridors)
    return fail(
      `This route has ${waypoints.length.toLocaleString('en-US')} waypoints, and every leg between two of them needs a corridor at least; the checker lays out at most ${maxCorridors} corridors. Check the route a part at a time, or with fewer waypoints.`,
    );

  const halfWidthKm = (widthNm * KM_PER_NM) / 2;
  const reach = halfWidthKm * (1 + WIDTH_MARGIN) + WIDTH_MARGIN_KM;
  const legs = waypoints.slice(0, -1).map((a, i) => ({a, b: waypoints[i + 1]!, km: distanceKm(a, waypoints[i + 1]!)}));
  const opposite = legs.findIndex((leg) => leg.km > 0.99 * Math.PI * EARTH_RADIUS_KM);
  if (opposite >= 0)
    return fail(
      `Positions ${opposite + 1} and ${opposite + 2} are on nearly opposite sides of the Earth, so the shortest way between them is not defined: add a waypoint between them.`,
    );
  const lengthKm = legs.reduce((sum, leg) => sum + leg.km, 0);
  const estimate = legs.reduce((sum, leg) => sum + cutLeg(leg.km, reach, 1).length, 0);
  if (estimate > maxCorridors)
    return fail(
      `This route of ${km(lengthKm)} km and ${waypoints.length.toLocaleString('en-US')} waypoints needs about ${estimate.toLocaleString('en-US')} corridors at ${nm(widthNm)} NM wide; the checker lays out at most ${maxCorridors}. Check the route a part at a time, or with fewer waypoints.`,
    );
  // The pole: checked along every leg, every STATION_KM.
  for (const [i, leg] of legs.entries()) {
    const steps = Math.ceil(leg.km / STATION_KM);
    for (let s = 0; s <= steps; s++) {
      const [, lat] = along(leg.a, leg.b, s / steps);
      if (Math.abs(lat) + deg(reach / EARTH_RADIUS_KM) > MAX_LATITUDE)
        return fail(
          `Leg ${i + 1} of the route, with half the width either side, reaches past latitude ${lat > 0 ? '' : '−'}${MAX_LATITUDE}°, near the ${lat > 0 ? 'North' : 'South'} Pole. There a corridor cannot be a convex polygon of longitudes and latitudes: cover that part of the flight another way, or move the route away from the pole.`,
        );
    }
  }

  const corridors: Polygon[] = [];
  for (const leg of legs) {
    let done = false;
    for (let scale = 1; !done && scale > 0.05; scale *= 0.8) {
      const pieces = cutLeg(leg.km, reach, scale).map((piece) => pieceOutline(leg.a, leg.b, leg.km, piece, reach));
      if (pieces.some((outline) => ringAreaKm2([...hull(outline), hull(outline)[0]!]) > targetAreaKm2)) continue;
      corridors.push(...pieces.flatMap(normalised));
      done = true;
    }
    if (!done || corridors.length > maxCorridors)
      return fail(
        done
          ? `This route needs more than ${maxCorridors} corridors at ${nm(widthNm)} NM wide. Check the route a part at a time.`
          : `A leg of this route could not be cut into corridors within ${km(targetAreaKm2)} km²: make the width narrower.`,
      );
  }
  const invalid = corridors.findIndex((corridor) => checkCorridor(corridor).problems.length > 0);
  if (invalid >= 0)
    return fail(
      `Corridor ${invalid + 1} of this route breaks a corridor rule (${checkCorridor(corridors[invalid]).problems[0]!.message}), so none is offered. Try a slightly different width.`,
    );
  return {ok: true, corridors, lengthKm, widthNm};
}
