/**
 * The land of the corridor maps, made small at build time and read in the browser: each ring is
 * simplified (Douglas–Peucker), cut into square tiles (so a map draws only the tiles it shows), its
 * positions rounded and delta-encoded. No Node or browser API: it runs in both.
 */

export type Point = readonly [x: number, y: number];

/** Tiles are squares of this many degrees, keyed `"<column>,<row>"` from (-180°, -90°). */
const TILE_DEGREES = 10;

/** Positions are stored as integers in 1/QUANTIZE of a degree. */
const QUANTIZE = 100;

/** The land, as the build writes it: for each tile with land, its rings delta-encoded. */
export type LandTiles = {
  source: string;
  tileDegrees: number;
  quantize: number;
  /** Tile key → rings; a ring is [x0, y0, dx1, dy1, …] in 1/quantize of a degree, not closed. */
  tiles: Record<string, number[][]>;
};

const squaredSegmentDistance = ([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number => {
  let [dx, dy] = [bx - ax, by - ay];
  if (dx !== 0 || dy !== 0) {
    const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
    [ax, ay] = [ax + t * dx, ay + t * dy];
  }
  [dx, dy] = [px - ax, py - ay];
  return dx * dx + dy * dy;
};

/**
 * Douglas–Peucker: the points of a line kept so that no dropped point lies farther than
 * `tolerance` from it. The first and last points always stay. Iterative, so a long coastline
 * cannot overflow the stack.
 */
export function simplify(points: readonly Point[], tolerance: number): Point[] {
  if (points.length <= 2) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  const limit = tolerance * tolerance;
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let [farthest, distance] = [-1, limit];
    for (let i = first + 1; i < last; i++) {
      const d = squaredSegmentDistance(points[i]!, points[first]!, points[last]!);
      if (d > distance) [farthest, distance] = [i, d];
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  return points.filter((_, i) => keep[i] === 1);
}

/** A closed ring (first point repeated last) simplified, or undefined when fewer than 3 points are left. */
export function simplifyRing(ring: readonly Point[], tolerance: number): Point[] | undefined {
  const open = ring.length > 1 && ring[0]![0] === ring.at(-1)![0] && ring[0]![1] === ring.at(-1)![1];
  const points = open ? ring.slice(0, -1) : [...ring];
  if (points.length < 3) return undefined;
  // Split at the point farthest from the first, so that the two halves are simplified as lines.
  let far = 1;
  for (let i = 1; i < points.length; i++)
    if (
      squaredSegmentDistance(points[i]!, points[0]!, points[0]!) >
      squaredSegmentDistance(points[far]!, points[0]!, points[0]!)
    )
      far = i;
  const result = [
    ...simplify(points.slice(0, far + 1), tolerance),
    ...simplify([...points.slice(far), points[0]!], tolerance).slice(1, -1),
  ];
  return result.length >= 3 ? result : undefined;
}

export type Box = {west: number; south: number; east: number; north: number};

/**
 * A ring clipped to a box (Sutherland–Hodgman), not closed. A concave ring may come back with
 * edges along the box's sides joining its parts: right for a fill, which is how land is drawn.
 */
export function clipRing(ring: readonly Point[], {west, south, east, north}: Box): Point[] {
  const edges: [inside: (p: Point) => boolean, cross: (a: Point, b: Point) => Point][] = [
    [(p) => p[0] >= west, (a, b) => [west, a[1] + ((b[1] - a[1]) * (west - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= east, (a, b) => [east, a[1] + ((b[1] - a[1]) * (east - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= south, (a, b) => [a[0] + ((b[0] - a[0]) * (south - a[1])) / (b[1] - a[1]), south]],
    [(p) => p[1] <= north, (a, b) => [a[0] + ((b[0] - a[0]) * (north - a[1])) / (b[1] - a[1]), north]],
  ];
  let output: Point[] = [...ring];
  for (const [inside, cross] of edges) {
    const input = output;
    output = [];
    for (let i = 0; i < input.length; i++) {
      const [current, previous] = [input[i]!, input[(i + input.length - 1) % input.length]!];
      if (inside(current)) {
        if (!inside(previous)) output.push(cross(previous, current));
        output.push(current);
      } else if (inside(previous)) output.push(cross(previous, current));
    }
    if (output.length === 0) break;
  }
  return output;
}

/** A ring's positions as integers in 1/quantize of a degree, delta-encoded; repeated points dropped. */
export function encodeRing(ring: readonly Point[], quantize = QUANTIZE): number[] {
  const encoded: number[] = [];
  let [x0, y0] = [0, 0];
  for (const [lon, lat] of ring) {
    const [x, y] = [Math.round(lon * quantize), Math.round(lat * quantize)];
    if (encoded.length > 0 && x === x0 && y === y0) continue;
    encoded.push(x - x0, y - y0);
    [x0, y0] = [x, y];
  }
  return encoded;
}

/** The positions of an encoded ring, in degrees. */
export function decodeRing(encoded: readonly number[], quantize = QUANTIZE): Point[] {
  const ring: Point[] = [];
  let [x, y] = [0, 0];
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    x += encoded[i]!;
    y += encoded[i + 1]!;
    ring.push([x / quantize, y / quantize]);
  }
  return ring;
}

/** The key of the tile that holds a column and row of TILE_DEGREES squares. */
export const tileKey = (column: number, row: number) => `${column},${row}`;

/** The land's tiles from polygons (GeoJSON-style: rings of [lon, lat], the first outer, closed). */
export function buildLandTiles(
  polygons: readonly (readonly (readonly Point[])[])[],
  {tolerance, source}: {tolerance: number; source: string},
): LandTiles {
  const tileDegrees = TILE_DEGREES;
  const tiles: Record<string, number[][]> = {};
  for (const polygon of polygons) {
    for (const ring of polygon) {
      const simple = simplifyRing(ring, tolerance);
      if (!simple) continue;
      const lons = simple.map((p) => p[0]);
      const lats = simple.map((p) => p[1]);
      const [c0, c1] = [
        Math.floor((Math.min(...lons) + 180) / tileDegrees),
        Math.floor((Math.max(...lons) + 180) / tileDegrees),
      ];
      const [r0, r1] = [
        Math.floor((Math.min(...lats) + 90) / tileDegrees),
        Math.floor((Math.max(...lats) + 90) / tileDegrees),
      ];
      for (let column = c0; column <= c1; column++) {
        for (let row = r0; row <= r1; row++) {
          const box = {
            west: column * tileDegrees - 180,
            east: (column + 1) * tileDegrees - 180,
            south: row * tileDegrees - 90,
            north: (row + 1) * tileDegrees - 90,
          };
          const encoded = encodeRing(clipRing(simple, box));
          if (encoded.length >= 6) (tiles[tileKey(column, row)] ??= []).push(encoded);
        }
      }
    }
  }
  // Keys in a fixed order, so that two builds write the same bytes.
  const sorted = Object.fromEntries(
    Object.keys(tiles)
      .sort()
      .map((key) => [key, tiles[key]!]),
  );
  return {source, tileDegrees, quantize: QUANTIZE, tiles: sorted};
}

/** The rings of the land in a box of longitudes and latitudes (west may be below -180 or east above 180: the tiles repeat). */
export function landRings(land: LandTiles, {west, south, east, north}: Box): {ring: Point[]; shift: number}[] {
  const {tileDegrees: size, quantize} = land;
  const rings: {ring: Point[]; shift: number}[] = [];
  const rows = [
    Math.max(0, Math.floor((south + 90) / size)),
    Math.min(180 / size - 1, Math.floor((north + 90) / size)),
  ];
  for (let c = Math.floor((west + 180) / size); c <= Math.floor((east + 180) / size); c++) {
    const columns = 360 / size;
    const column = ((c % columns) + columns) % columns;
    const shift = (c - column) * size;
    for (let row = rows[0]!; row <= rows[1]!; row++)
      for (const encoded of land.tiles[tileKey(column, row)] ?? [])
        rings.push({ring: decodeRing(encoded, quantize), shift});
  }
  return rings;
}

/** Whether a segment lies along a tile's edge: a cut made by the tiling, not a coastline (the map strokes only coastlines). */
export function onTileEdge([x1, y1]: Point, [x2, y2]: Point, tileDegrees = TILE_DEGREES): boolean {
  const onGrid = (value: number) => Math.abs(value / tileDegrees - Math.round(value / tileDegrees)) < 1e-9;
  return (x1 === x2 && onGrid(x1)) || (y1 === y2 && onGrid(y1));
}
