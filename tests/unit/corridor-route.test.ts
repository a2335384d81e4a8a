// A route and a width become corridors that each pass the corridor rules and together cover the
// route within half the width, over many routes: random ones (seeded) and hand-picked ones (short,
// long, zig-zag, near the poles, across 180°).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Polygon} from 'geojson';
import {checkCorridor} from '../../src/core/corridor/rules';
import {
  along,
  destination,
  distanceKm,
  KM_PER_NM,
  ROUTE_LIMITS,
  routeCorridors,
  type Position,
} from '../../src/core/corridor/route';
import {inRing, normal, random, uncovered} from './corridor-coverage';

/** Every corridor passes every rule, and the corridors cover the route's buffer; returns them. */
function assertGood(name: string, route: Position[], widthNm: number): Polygon[] {
  const result = routeCorridors(route, widthNm);
  assert.ok(result.ok, `${name}: ${result.ok ? '' : result.message}`);
  assert.ok(result.corridors.length >= 1 && result.corridors.length <= ROUTE_LIMITS.maxCorridors);
  for (const [i, corridor] of result.corridors.entries()) {
    const {problems, figures} = checkCorridor(corridor);
    assert.deepEqual(problems, [], `${name}: corridor ${i + 1}`);
    assert.ok(
      figures!.areaKm2! <= ROUTE_LIMITS.targetAreaKm2,
      `${name}: corridor ${i + 1} covers ${figures!.areaKm2} km²`,
    );
    for (const [lon, lat] of corridor.coordinates[0]!) assert.ok(Math.abs(lon!) <= 180 && Math.abs(lat!) <= 90);
  }
  const halfWidthKm = (widthNm * KM_PER_NM) / 2;
  const missed = uncovered(route, halfWidthKm, result.corridors);
  assert.equal(
    missed.length,
    0,
    `${name}: ${missed.length} positions within the width are in no corridor, first ${JSON.stringify(missed[0])}`,
  );
  return result.corridors;
}

test('the sphere: distances and destinations agree, and a known distance is right', () => {
  const jfk: Position = [-73.78, 40.64];
  const lax: Position = [-118.41, 33.94];
  const d = distanceKm(jfk, lax);
  assert.ok(d > 3960 && d < 4000, String(d)); // about 3,975 km on a sphere
  for (const bearing of [0, 45, 135, 270])
    assert.ok(Math.abs(distanceKm(jfk, destination(jfk, bearing, 100)) - 100) < 1e-6);
  const middle = along(jfk, lax, 0.5);
  assert.ok(Math.abs(distanceKm(jfk, middle) - d / 2) < 1e-6);
});

test('hand-picked routes: short, long, zig-zag, near the poles, across 180°', () => {
  const cases: [string, Position[], number][] = [
    [
      'the guide’s route, JFK–PHL–IAD',
      [
        [-73.78, 40.64],
        [-75.24, 39.87],
        [-77.46, 38.95],
      ],
      20,
    ],
    [
      'a short hop of 2 km',
      [
        [8.55, 47.45],
        [8.57, 47.46],
      ],
      10,
    ],
    [
      'the narrowest',
      [
        [2.35, 48.85],
        [13.4, 52.52],
      ],
      ROUTE_LIMITS.minWidthNm,
    ],
    [
      'the widest',
      [
        [2.35, 48.85],
        [13.4, 52.52],
      ],
      ROUTE_LIMITS.maxWidthNm,
    ],
    [
      'across the Atlantic',
      [
        [-73.78, 40.64],
        [-50, 52],
        [-20, 55],
        [-0.46, 51.47],
      ],
      40,
    ],
    [
      'Tokyo to Anchorage, across 180°',
      [
        [139.78, 35.55],
        [-149.99, 61.17],
      ],
      20,
    ],
    [
      'along the equator across 180°',
      [
        [175, 0],
        [-175, 0],
      ],
      30,
    ],
    [
      'a waypoint on 180°',
      [
        [170, -20],
        [180, -18],
        [-170, -16],
      ],
      25,
    ],
    [
      'a waypoint on −180°',
      [
        [170, 10],
        [-180, 12],
        [-170, 14],
      ],
      25,
    ],
    [
      'along the 180° meridian',
      [
        [180, 10],
        [180, 25],
      ],
      20,
    ],
    ['zig-zag of short legs', Array.from({length: 40}, (_, i): Position => [10 + i * 0.1, 45 + (i % 2) * 0.15]), 20],
    [
      'a hairpin',
      [
        [0, 0],
        [3, 0],
        [0.1, 0.05],
      ],
      30,
    ],
    [
      'near the North Pole',
      [
        [-20, 84],
        [40, 86],
        [100, 84.5],
      ],
      20,
    ],
    [
      'near the South Pole',
      [
        [0, -80],
        [90, -85],
        [170, -80],
      ],
      10,
    ],
    [
      'with repeated waypoints',
      [
        [5, 5],
        [5, 5],
        [6, 6],
        [6, 6],
      ],
      15,
    ],
  ];
  for (const [name, route, width] of cases) assertGood(name, route, width);
});

test('a route across 180° gives corridors on both sides, split at the meridian', () => {
  const corridors = assertGood(
    'Tokyo–Anchorage',
    [
      [139.78, 35.55],
      [-149.99, 61.17],
    ],
    20,
  );
  const lons = corridors.flatMap((c) => c.coordinates[0]!.map(([lon]) => lon!));
  assert.ok(lons.some((lon) => lon > 170) && lons.some((lon) => lon < -170));
  assert.ok(lons.includes(180) && lons.includes(-180), 'a piece is cut at the antimeridian');
});

test('neighbouring corridors overlap at the turns', () => {
  const route: Position[] = [
    [0, 40],
    [2, 40],
    [2, 42],
  ];
  const result = routeCorridors(route, 20);
  assert.ok(result.ok);
  const turnCovers = result.corridors.filter((c) => inRing(route[1]!, c.coordinates[0] as Position[]));
  assert.ok(turnCovers.length >= 2, `${turnCovers.length} corridors hold the turn`);
});

test('random routes: 150 of them, every corridor valid and the buffer covered', () => {
  const next = random(28);
  let checked = 0;
  for (let n = 0; n < 150; n++) {
    const widthNm = 1 + next() * (ROUTE_LIMITS.maxWidthNm - 1);
    let p: Position = [next() * 360 - 180, next() * 140 - 70];
    const route: Position[] = [p];
    const legs = 1 + Math.floor(next() * 5);
    for (let i = 0; i < legs; i++) {
      p = destination(p, next() * 360, 5 + next() * (next() < 0.3 ? 2000 : 300));
      route.push(normal(p));
    }
    const result = routeCorridors(route, widthNm);
    if (!result.ok) {
      // The only refusals a random route may get: a pole, or too many corridors.
      assert.match(result.message, /Pole|at most 500/, `route ${n}: ${result.message}`);
      continue;
    }
    assertGood(`random route ${n} (${JSON.stringify(route)}, ${widthNm} NM)`, route, widthNm);
    checked++;
  }
  assert.ok(checked > 120, `${checked} of 150 random routes were laid out`);
});

test('the corridors do not waste area: at most 1.6 times the buffer itself', () => {
  for (const [route, width] of [
    [
      [
        [-73.78, 40.64],
        [-118.41, 33.94],
      ],
      20,
    ],
    [
      [
        [139.78, 35.55],
        [-149.99, 61.17],
      ],
      40,
    ],
  ] as [Position[], number][]) {
    const result = routeCorridors(route, width);
    assert.ok(result.ok);
    const half = (width * KM_PER_NM) / 2;
    const buffer = 2 * half * result.lengthKm + Math.PI * half * half;
    const total = result.corridors.reduce((sum, c) => sum + checkCorridor(c).figures!.areaKm2!, 0);
    assert.ok(total / buffer < 1.6, `${(total / buffer).toFixed(2)}× the buffer`);
  }
});

test('nonsense is refused with a message that says what to change', () => {
  const refusals: [string, unknown[], number, RegExp][] = [
    ['no positions', [], 20, /at least two different positions; this one has none/],
    ['one position', [[1, 2]], 20, /has one/],
    [
      'the same position twice',
      [
        [1, 2],
        [1, 2],
      ],
      20,
      /has one/,
    ],
    [
      'a position of strings',
      [
        [1, 2],
        ['3', '4'],
      ],
      20,
      /Position 2 of the route is \["3","4"\]/,
    ],
    ['a position of one number', [[1, 2], [3]], 20, /two numbers/],
    [
      'out of range',
      [
        [1, 2],
        [200, 4],
      ],
      20,
      /Position 2 of the route, \[200, 4\], is outside/,
    ],
    [
      'swapped',
      [
        [1, 2],
        [45, 120],
      ],
      20,
      /look swapped/,
    ],
    [
      'a zero width',
      [
        [1, 2],
        [3, 4],
      ],
      0,
      /from 1 to 45 NM \(it is 0 NM\)/,
    ],
    [
      'a negative width',
      [
        [1, 2],
        [3, 4],
      ],
      -5,
      /from 1 to 45 NM/,
    ],
    [
      'an absurd width',
      [
        [1, 2],
        [3, 4],
      ],
      1000,
      /it is 1,000 NM/,
    ],
    [
      'no width',
      [
        [1, 2],
        [3, 4],
      ],
      Number.NaN,
      /it is not a number/,
    ],
    [
      'opposite sides of the Earth',
      [
        [0, 0],
        [180, 0],
      ],
      20,
      /opposite sides of the Earth/,
    ],
    [
      'over the pole',
      [
        [0, 80],
        [180, 80],
      ],
      20,
      /North Pole/,
    ],
    [
      'around the world many times',
      Array.from({length: 200}, (_, i) => [((i * 170) % 360) - 180, (i % 3) * 10]),
      45,
      /needs about [\d,]+ corridors .* at most 500/,
    ],
  ];
  for (const [name, route, width, message] of refusals) {
    const result = routeCorridors(route, width);
    assert.ok(!result.ok, `${name} was laid out`);
    assert.match(result.message, message, name);
  }
});

test('a million waypoints are refused at once, not laid out', () => {
  const route = Array.from({length: 1_000_000}, (_, i): Position => [(i % 3600) / 20 - 90, ((i * 7) % 1400) / 20 - 35]);
  const result = routeCorridors(route, 20);
  assert.ok(!result.ok);
  assert.match(result.message, /at most 500/);
  // Refused by the count of its waypoints, before any leg is measured or laid out (no wall-clock
  // time in a test: the branch taken shows it).
  assert.match(result.message, /^This route has 1,000,000 waypoints, and every leg/);
});
