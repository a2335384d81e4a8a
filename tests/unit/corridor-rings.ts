// Rings of every kind for the corridor rules' property tests (fast-check arbitraries): convex and
// concave; self-intersecting (bow-ties, stars, rings walked around more than once, any order of
// points); repeated and near-duplicate vertices; spikes and zero area; near the poles; across 180°;
// both windings. Each ring is closed and within range. Positions lie on a grid of 2⁻¹² degrees (a
// near-duplicate 2⁻³⁰ degrees off one), so a position meant to lie on an edge lies on it exactly
// and the oracle and the rules judge the same numbers.
import fc from 'fast-check';

export type Position = [longitude: number, latitude: number];
/** A closed ring and how it was made (what fast-check prints of a counterexample). */
export type RingCase = {kind: string; ring: Position[]};

export const GRID = 2 ** -12;
const FINE = 2 ** -30;
const DEGREE = 1 / GRID;

const cross = (o: Position, a: Position, b: Position) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** The convex hull of points, counter-clockwise, open, without collinear points (monotone chain). */
export function hull(points: readonly Position[]): Position[] {
  const sorted = [...points].sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  const half = (list: readonly Position[]) => {
    const out: Position[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out.at(-2)!, out.at(-1)!, p) <= 0) out.pop();
      out.push(p);
    }
    return out.slice(0, -1);
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

const clamp = ([lon, lat]: Position): Position => [
  Math.max(-180, Math.min(180, lon)),
  Math.max(-90, Math.min(90, lat)),
];

/** A centre anywhere (not across 180°), or near a pole. */
const centre = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.tuple(
      fc.integer({min: -179 * DEGREE, max: 179 * DEGREE}),
      fc.integer({min: -88 * DEGREE, max: 88 * DEGREE}),
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.integer({min: -179 * DEGREE, max: 179 * DEGREE}),
        fc.constantFrom(1, -1),
        fc.integer({min: 0, max: DEGREE}),
      )
      .map(([lon, pole, from]): [number, number] => [lon, pole * (90 * DEGREE - from)]),
  },
);

/** Points around a centre, in grid units: up to `size` either way (a few metres to about 1°). */
const cloud = (min: number, max: number) =>
  fc
    .tuple(
      centre,
      fc.integer({min: 1, max: DEGREE}),
      fc.array(fc.tuple(fc.integer({min: -1000, max: 1000}), fc.integer({min: -1000, max: 1000})), {
        minLength: min,
        maxLength: max,
      }),
    )
    .map(([[lon, lat], size, offsets]) =>
      offsets.map(([dx, dy]): Position =>
        clamp([(lon + Math.round((dx * size) / 1000)) * GRID, (lat + Math.round((dy * size) / 1000)) * GRID]),
      ),
    );

const midpoint = (a: Position, b: Position): Position => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
const at = <T>(list: readonly T[], i: number) => list[((i % list.length) + list.length) % list.length]!;

/** A polygram {n/k}: n points on a circle, joined every k-th (k = 1 is a convex polygon). */
const polygram = fc
  .tuple(centre, fc.integer({min: 5, max: 16}), fc.integer({min: 1, max: 7}), fc.integer({min: 8, max: DEGREE}))
  .map(([[lon, lat], n, k, radius]): RingCase => {
    const step = 1 + ((k - 1) % Math.max(1, Math.floor((n - 1) / 2)));
    const ring = Array.from({length: n}, (_, i): Position => {
      const angle = (2 * Math.PI * ((i * step) % n)) / n;
      return clamp([
        (lon + Math.round(radius * Math.cos(angle))) * GRID,
        (lat + Math.round(radius * Math.sin(angle))) * GRID,
      ]);
    });
    return {kind: `polygram {${n}/${step}}`, ring};
  });

/** Shapes made of a cloud of points. */
const shaped = fc
  .tuple(
    cloud(3, 24),
    fc.constantFrom(
      'convex',
      'convex with points on its edges',
      'star-shaped',
      'any order',
      'bow-tie',
      'walked around twice',
      'walked around three times',
      'repeated vertex',
      'near-duplicate vertex',
      'spike',
      'spike half back',
      'notch',
    ),
    fc.nat(),
    fc.tuple(fc.integer({min: -64, max: 64}), fc.integer({min: -64, max: 64})),
  )
  .map(([points, kind, pick, [dx, dy]]): RingCase => {
    const convex = hull(points);
    const base = convex.length >= 3 ? convex : points;
    const i = pick % base.length;
    const v = base[i]!;
    const insert = (...extra: Position[]) => [...base.slice(0, i + 1), ...extra, ...base.slice(i + 1)];
    const mean: Position = [
      points.reduce((sum, p) => sum + p[0], 0) / points.length,
      points.reduce((sum, p) => sum + p[1], 0) / points.length,
    ];
    switch (kind) {
      case 'convex':
        return {kind, ring: base};
      case 'convex with points on its edges':
        return {kind, ring: base.flatMap((p, j) => (j % 2 === pick % 2 ? [p, midpoint(p, at(base, j + 1))] : [p]))};
      case 'star-shaped': {
        const angle = (p: Position) => Math.atan2(p[1] - mean[1], p[0] - mean[0]);
        return {kind, ring: [...points].sort((p, q) => angle(p) - angle(q))};
      }
      case 'any order':
        return {kind, ring: points};
      case 'bow-tie':
        return base.length >= 4
          ? {kind, ring: [base[0]!, base[2]!, base[1]!, base[3]!]}
          : {kind, ring: [base[0]!, at(base, 2), at(base, 1)]};
      case 'walked around twice':
        return {kind, ring: [...base, ...base]};
      case 'walked around three times':
        return {kind, ring: [...base, ...base, ...base]};
      case 'repeated vertex':
        return {kind, ring: insert(v, ...(pick % 3 === 0 ? [v] : []))};
      case 'near-duplicate vertex':
        return {kind, ring: insert(clamp([v[0] + dx * FINE, v[1] + dy * FINE]))};
      case 'spike':
        return {kind, ring: insert(clamp([v[0] + dx * GRID, v[1] + dy * GRID]), v)};
      case 'spike half back':
        return {
          kind,
          ring: insert(
            clamp([v[0] + 2 * dx * GRID, v[1] + 2 * dy * GRID]),
            clamp([v[0] + dx * GRID, v[1] + dy * GRID]),
          ),
        };
      default:
        // A vertex pulled towards the middle: concave, or still convex when it stays outside.
        return {
          kind,
          ring: base.map((p, j) =>
            j === i ? clamp(midpoint(p, [Math.round(mean[0] / GRID) * GRID, Math.round(mean[1] / GRID) * GRID])) : p,
          ),
        };
    }
  });

/** Every position on one line: no area. */
const flat = fc
  .tuple(
    centre,
    fc.tuple(fc.integer({min: -50, max: 50}), fc.integer({min: -50, max: 50})),
    fc.array(fc.integer({min: -20, max: 20}), {minLength: 3, maxLength: 8}),
  )
  .map(([[lon, lat], [dx, dy], steps]): RingCase => ({
    kind: 'zero area',
    ring: steps.map((t): Position => clamp([(lon + t * dx) * GRID, (lat + t * dy) * GRID])),
  }));

/** A convex ring around a point near 180°, its longitudes written within −180..180: it crosses 180°. */
const acrossAntimeridian = fc.tuple(fc.integer({min: 0, max: 64}), cloud(3, 12)).map(([from, points]): RingCase => {
  const [lon0] = points[0]!;
  const ring = hull(points).map(([lon, lat]): Position => {
    const moved = lon - lon0 + 180 - from * GRID;
    return [moved > 180 ? moved - 360 : moved < -180 ? moved + 360 : moved, lat];
  });
  return {kind: 'across 180°', ring: ring.length >= 3 ? ring : points};
});

/** A ring of any kind: rotated to start anywhere, either winding, closed. */
export const anyRing: fc.Arbitrary<RingCase> = fc
  .tuple(
    fc.oneof(
      {weight: 8, arbitrary: shaped},
      {weight: 3, arbitrary: polygram},
      {weight: 1, arbitrary: flat},
      {weight: 1, arbitrary: acrossAntimeridian},
    ),
    fc.nat(),
    fc.boolean(),
  )
  .map(([{kind, ring}, start, reversed]) => {
    const rotated = ring.map((_, j) => at(ring, j + start));
    const wound = reversed ? rotated.reverse() : rotated;
    return {kind: `${kind}${reversed ? ', reversed' : ''}`, ring: [...wound, wound[0]!]};
  });

/** A ring with a third number (an altitude) on one position, or on all: where it is and what it holds. */
export const ringWithAltitude = fc
  .tuple(
    anyRing,
    fc.nat(),
    fc.oneof(fc.integer({min: -500, max: 15_000}), fc.double({min: -1000, max: 1000, noNaN: true})),
    fc.boolean(),
  )
  .map(([{kind, ring}, pick, altitude, everywhere]) => {
    const index = everywhere ? 0 : pick % (ring.length - 1);
    const positions: number[][] = ring.map((p, j) =>
      everywhere || j === index || (index === 0 && j === ring.length - 1) ? [...p, altitude] : [...p],
    );
    return {
      kind: `${kind}, altitude ${everywhere ? 'everywhere' : `at position ${index + 1}`}`,
      positions,
      index,
      altitude,
    };
  });
