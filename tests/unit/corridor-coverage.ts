// What "a route's corridors cover it" means, for the tests of the route module and of the
// large-area guide's route samples (api/large-areas.mdx): positions sampled along every leg, across
// it at half the width, and all around every waypoint, each inside some corridor.
import type {Polygon} from 'geojson';
import {along, destination, distanceKm, type Position} from '../../src/core/corridor/route';

/** Whether a position is inside a ring or on its edge (ray casting, edges within 1e-9° count). */
export function inRing([x, y]: Position, ring: readonly Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    const cross = (xj - xi) * (y - yi) - (yj - yi) * (x - xi);
    const onEdge =
      Math.abs(cross) < 1e-9 &&
      x >= Math.min(xi, xj) - 1e-9 &&
      x <= Math.max(xi, xj) + 1e-9 &&
      y >= Math.min(yi, yj) - 1e-9 &&
      y <= Math.max(yi, yj) + 1e-9;
    if (onEdge) return true;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export const normal = ([lon, lat]: Position): Position => [((((lon + 180) % 360) + 360) % 360) - 180, lat];

/** Whether some corridor holds the position (at ±180°, either way of writing it). */
function covered(corridors: readonly Polygon[], p: Position): boolean {
  const [lon, lat] = normal(p);
  const ways: Position[] =
    Math.abs(Math.abs(lon) - 180) < 1e-9
      ? [
          [180, lat],
          [-180, lat],
        ]
      : [[lon, lat]];
  return ways.some((way) => corridors.some((c) => inRing(way, c.coordinates[0] as Position[])));
}

/**
 * Positions that must be covered: along every leg (every few km), across it at half the width and
 * inside it, and all around every waypoint at half the width.
 */
function samples(route: readonly Position[], halfWidthKm: number): Position[] {
  const out: Position[] = [];
  for (let i = 0; i < route.length - 1; i++) {
    const [a, b] = [route[i]!, route[i + 1]!];
    const legKm = distanceKm(a, b);
    const steps = Math.min(400, Math.max(4, Math.ceil(legKm / 5)));
    for (let s = 0; s <= steps; s++) {
      const p = along(a, b, s / steps);
      const ahead = along(a, b, Math.min(1, s / steps + 1e-6));
      const heading = s === steps ? bearingOf(along(a, b, 1 - 1e-6), p) : bearingOf(p, ahead);
      out.push(p);
      for (const d of [0.5, 1])
        out.push(destination(p, heading + 90, halfWidthKm * d), destination(p, heading - 90, halfWidthKm * d));
    }
  }
  for (const p of route) for (let k = 0; k < 36; k++) out.push(destination(p, k * 10, halfWidthKm));
  return out;
}

/** The bearing from a to b (through destination's own sphere: the one that lands nearest b). */
function bearingOf(a: Position, b: Position): number {
  const [l1, p1, l2, p2] = [a[0], a[1], b[0], b[1]].map((d) => (d * Math.PI) / 180) as [number, number, number, number];
  const y = Math.sin(l2 - l1) * Math.cos(p2);
  const x = Math.cos(p1) * Math.sin(p2) - Math.sin(p1) * Math.cos(p2) * Math.cos(l2 - l1);
  return (Math.atan2(y, x) * 180) / Math.PI;
}

/** The sampled positions within half the width of the route that no corridor holds. */
export const uncovered = (route: readonly Position[], halfWidthKm: number, corridors: readonly Polygon[]) =>
  samples(route, halfWidthKm).filter((p) => !covered(corridors, p));

/** A seeded random number generator (mulberry32), so a failure can be replayed. */
export {random} from '../../src/core/random.ts';
