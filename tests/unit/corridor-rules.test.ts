// The corridor rules the sample checks, the corridor checker and the docs MCP server's
// check_corridor share.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {checkCorridor, CORRIDOR_LIMITS, isConvex} from '../../src/core/corridor/rules';
import {DOMAIN, polygonProblems} from '../../src/features/content-checks/samples/domain';

const SQUARE = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [0.25, 0],
      [0.25, 0.25],
      [0, 0.25],
      [0, 0],
    ],
  ],
};

test('the limits are the facts sheet’s, and the samples’ domain rules read them from here', () => {
  assert.deepEqual(CORRIDOR_LIMITS, {maxVertices: 250, maxAreaKm2: 7500});
  assert.equal(DOMAIN.corridor, CORRIDOR_LIMITS);
});

test('a good corridor has no problem, and its figures are measured', () => {
  const {problems, figures} = checkCorridor(SQUARE);
  assert.deepEqual(problems, []);
  assert.equal(figures?.vertices, 5);
  assert.equal(figures?.closed, true);
  assert.equal(figures?.convex, true);
  assert.ok(figures?.areaKm2 !== undefined && figures.areaKm2 > 770 && figures.areaKm2 < 775, String(figures?.areaKm2));
});

test('every problem at once, each with its figure and limit', () => {
  // A star of 300 points about 4° across: open, too many vertices, too large, not convex.
  const ring = Array.from({length: 300}, (_, i) => {
    const angle = (2 * Math.PI * i) / 300;
    const radius = i % 2 === 0 ? 2 : 1.2;
    return [radius * Math.cos(angle), radius * Math.sin(angle)];
  });
  const {problems} = checkCorridor({type: 'Polygon', coordinates: [ring]});
  assert.deepEqual(
    problems.map((problem) => problem.rule),
    ['closed', 'vertices', 'area', 'convex'],
  );
  assert.deepEqual(
    problems.find((problem) => problem.rule === 'vertices'),
    {rule: 'vertices', message: 'has 300 vertices; at most 250 are allowed', value: 300, limit: 250},
  );
  const area = problems.find((problem) => problem.rule === 'area');
  assert.equal(area?.limit, 7500);
  assert.ok((area?.value ?? 0) > 7500);
  assert.match(area?.message ?? '', /^covers [\d,]+ km²; a corridor may cover at most 7,500 km²$/);
});

test('what is not a polygon, rings and positions', () => {
  assert.deepEqual(checkCorridor({type: 'Point', coordinates: [0, 0]}).problems, [
    {rule: 'polygon', message: 'is a GeoJSON Point, not a GeoJSON Polygon'},
  ]);
  assert.deepEqual(
    checkCorridor(null).problems.map((problem) => problem.rule),
    ['polygon'],
  );
  const two = {type: 'Polygon', coordinates: [SQUARE.coordinates[0], SQUARE.coordinates[0]]};
  assert.deepEqual(
    checkCorridor(two).problems.map((problem) => problem.rule),
    ['rings'],
  );
  assert.deepEqual(
    checkCorridor({type: 'Polygon', coordinates: [[[0, 0], 'x']]}).problems.map((problem) => problem.rule),
    ['positions'],
  );
  const far = {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [200, 0],
        [0, 1],
        [0, 0],
      ],
    ],
  };
  assert.ok(checkCorridor(far).problems.some((problem) => problem.rule === 'range'));
});

test('the samples’ polygon check: the shape alone, or with the corridor’s area and convexity', () => {
  // A notched square (the notch at the top): a closed ring, but not convex.
  const notched = {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [0.3, 0],
        [0.3, 0.3],
        [0.15, 0.1],
        [0, 0.3],
        [0, 0],
      ],
    ],
  };
  assert.deepEqual(polygonProblems(notched), []);
  assert.deepEqual(polygonProblems(notched, {corridor: true}), [
    'is not convex: it turns inward at position 4, [0.15, 0.1]',
  ]);
  assert.equal(isConvex(SQUARE.coordinates[0] as [number, number][]), true);
});

const polygon = (ring: unknown[][]) => ({type: 'Polygon', coordinates: [ring]});
const rulesOf = (ring: unknown[][]) => checkCorridor(polygon(ring)).problems.map((problem) => problem.rule);
const G = 2 ** -12;

test('the counterexamples the property test found against the rules of before issue #39, each a fixed case', () => {
  // The first (seed 42): one position four times, accepted as a convex corridor of 0 km².
  assert.deepEqual(
    checkCorridor(
      polygon([
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ]),
    ).problems,
    [
      {
        rule: 'positions',
        message: 'has one position, repeated; a ring needs at least 3 different corners',
        value: 1,
        limit: 3,
      },
    ],
  );
  // A pentagram {5/2} near the North Pole: it turns the same way at every corner, and goes around twice.
  const pentagramAtThePole = [
    [0.001953125, 90],
    [-0.00146484375, 90],
    [0.00048828125, 89.998046875],
    [0.00048828125, 90],
    [-0.00146484375, 89.998779296875],
    [0.001953125, 90],
  ];
  assert.deepEqual(rulesOf(pentagramAtThePole), ['crossing']);
  // A triangle walked around twice.
  assert.deepEqual(
    rulesOf([
      [-G, 0],
      [0, 0],
      [0, G],
      [-G, 0],
      [0, 0],
      [0, G],
      [-G, 0],
    ]),
    ['crossing'],
  );
  // Spikes: out and back, and back half the way.
  assert.deepEqual(
    rulesOf([
      [0, -G],
      [0, 0],
      [0, -G],
      [G, 0],
      [0, 0],
      [0, -G],
    ]),
    ['crossing'],
  );
  assert.deepEqual(
    rulesOf([
      [-G, 90],
      [0, 90 - G],
      [2 * G, 90],
      [0, 90],
      [G, 90],
      [-G, 90],
    ]),
    ['crossing'],
  );
  assert.deepEqual(
    rulesOf([
      [0, 0],
      [-G, 0],
      [0, 0],
      [-G, 0],
      [0, G],
      [0, 0],
    ]),
    ['crossing'],
  );
  // Zero area near the pole.
  assert.deepEqual(
    rulesOf([
      [0, 90],
      [G, 90 - G],
      [-G, 90],
      [0, 90],
      [G, 90 - G],
      [0, 90],
    ]),
    ['crossing'],
  );
  // A repeated position hid the turn inward at it: the turn was never measured.
  assert.deepEqual(
    rulesOf([
      [0, -G],
      [2 * G, 0],
      [G, 0],
      [G, 0],
      [0, G],
      [0, -G],
    ]),
    ['convex'],
  );
  // Across 180°, written within −180..180: convex in the plane, but it crosses 180°.
  assert.deepEqual(
    rulesOf([
      [180, 0],
      [-180 + G, 0],
      [180, G],
      [180, 0],
    ]),
    ['antimeridian'],
  );
  // Where the oracle was wrong, the rules right: turf skips parallel edges (a ring running back along
  // itself), and the plane area from positions 83° away lost the difference between ring and hull.
  const nearDuplicate = [
    [-82.986328125, -49.3564453125],
    [-82.986083984375, -49.35668942146003],
    [-82.986083984375, -49.356689453125],
    [-82.986083984375, -49.357177734375],
    [-82.986328125, -49.35693359375],
    [-82.986572265625, -49.3564453125],
    [-82.986328125, -49.3564453125],
  ];
  assert.deepEqual(rulesOf(nearDuplicate), []);
  // A third number: named, with the position that holds it.
  assert.deepEqual(
    checkCorridor(
      polygon([
        [0, 0, 0],
        [0, 0],
        [0, 0],
        [0, 0, 0],
      ]),
    ).problems,
    [
      {
        rule: 'positions',
        message:
          'has a third number at position 1, [0, 0, 0]: 0, an altitude? A position is two numbers, [longitude, latitude] (1 more position after it has a third number)',
        position: 1,
      },
    ],
  );
});

test('a ring that crosses itself says where; a self-crossing ring that always turns one way is no convex corridor', () => {
  // The pentagram of the issue: every turn the same way, so `isConvex` of before called it convex.
  const star = Array.from({length: 5}, (_, i) => {
    const angle = Math.PI / 2 + (4 * Math.PI * i) / 5;
    return [Number((0.2 * Math.cos(angle)).toFixed(4)), Number((0.2 * Math.sin(angle)).toFixed(4))];
  });
  const {problems, figures} = checkCorridor(polygon([...star, star[0]!]));
  assert.equal(isConvex([...star, star[0]!] as [number, number][]), false);
  assert.deepEqual(
    problems.map((problem) => problem.rule),
    ['crossing'],
  );
  assert.match(
    problems[0]!.message,
    /^crosses itself at about \[-0\.04\d+, 0\.0618\]: the edge from position 1, \[0, 0\.2\] to position 2, \[-0\.1176, -0\.1618\] crosses the edge from position 3, \[0\.1902, 0\.0618\] to position 4, \[-0\.1902, 0\.0618\] \(and 4 more places\)/,
  );
  assert.equal(problems[0]!.position, 1);
  assert.equal(figures?.simple, false);
  assert.equal(figures?.convex, undefined, 'a ring that crosses itself is not judged convex or not');
  // A bow-tie, both windings, and a ring touching itself at a corner.
  const bowTie = [
    [0, 0],
    [0.2, 0.2],
    [0.2, 0],
    [0, 0.2],
    [0, 0],
  ];
  for (const ring of [bowTie, [...bowTie].reverse()]) {
    const [problem] = checkCorridor(polygon(ring)).problems;
    assert.equal(problem?.rule, 'crossing');
    assert.match(problem!.message, /crosses itself at about \[0\.1, 0\.1\]/);
  }
  const touching = [
    [0, 0],
    [0.2, 0],
    [0.2, 0.2],
    [0.1, 0],
    [0, 0.2],
    [0, 0],
  ];
  assert.match(
    checkCorridor(polygon(touching)).problems[0]!.message,
    /touches itself: position 4, \[0\.1, 0\] lies on the edge from position 1, \[0, 0\] to position 2, \[0\.2, 0\]/,
  );
  // All on one line: no area.
  assert.match(
    checkCorridor(
      polygon([
        [0, 0],
        [0.1, 0],
        [0.2, 0],
        [0, 0],
      ]),
    ).problems[0]!.message,
    /^has no area: all its 3 corners lie on one line/,
  );
  // A convex ring with a corner repeated, and with a corner on an edge, is a corridor.
  assert.deepEqual(
    rulesOf([
      [0, 0],
      [0.2, 0],
      [0.2, 0],
      [0.2, 0.2],
      [0.1, 0.2],
      [0, 0.2],
      [0, 0],
    ]),
    [],
  );
});

test('a ring across 180° is refused and pointed to the checker’s route splitting; a ring that ends at 180° is not', () => {
  const across = polygon([
    [179.9, 10],
    [-179.9, 10],
    [-179.9, 10.1],
    [179.9, 10.1],
    [179.9, 10],
  ]);
  const problem = checkCorridor(across).problems.find((p) => p.rule === 'antimeridian');
  assert.match(problem?.message ?? '', /between position 1, \[179\.9, 10\], and position 2, \[-179\.9, 10\]/);
  assert.match(problem?.message ?? '', /\/api\/corridor-checker/);
  assert.deepEqual(
    rulesOf([
      [179.9, 10],
      [180, 10],
      [180, 10.1],
      [179.9, 10.1],
      [179.9, 10],
    ]),
    [],
  );
  assert.deepEqual(
    rulesOf([
      [-180, 10],
      [-179.9, 10],
      [-179.9, 10.1],
      [-180, 10.1],
      [-180, 10],
    ]),
    [],
  );
});

test('what is not a Polygon is named: what was received, and that a Polygon is wanted', () => {
  const message = (value: unknown) => checkCorridor(value).problems[0]!.message;
  assert.equal(
    message({type: 'MultiPolygon', coordinates: [[SQUARE.coordinates[0]], [SQUARE.coordinates[0]]]}),
    'is a GeoJSON MultiPolygon of 2 polygons, not a GeoJSON Polygon',
  );
  assert.equal(
    message({type: 'Feature', geometry: SQUARE}),
    'is a GeoJSON Feature holding a Polygon, not a GeoJSON Polygon',
  );
  assert.equal(
    message({type: 'FeatureCollection', features: []}),
    'is a GeoJSON FeatureCollection of 0 features, not a GeoJSON Polygon',
  );
  assert.equal(message(null), 'is null, not a GeoJSON Polygon');
  assert.equal(message([[0, 0]]), 'is a list of 1 item, not a GeoJSON Polygon');
  assert.equal(
    message({coordinates: []}),
    'is an object with no "type" (its keys: "coordinates"), not a GeoJSON Polygon',
  );
  assert.equal(
    message({type: 'Polygon'}),
    'is a GeoJSON Polygon whose "coordinates" is nothing, not a list holding one ring of [longitude, latitude] positions',
  );
  assert.equal(
    message({type: 'Polygon', coordinates: [5]}),
    'has a number (5) where its ring goes: a list of [longitude, latitude] positions',
  );
  assert.match(
    message(
      polygon([
        [0, 0],
        [0, '1'],
        [1, 1],
        [0, 0],
      ]),
    ),
    /^has a string \("1"\) in position 2, \[0, "1"\]; a position is two numbers/,
  );
  assert.match(message(polygon([[0, 0], [1], [1, 1], [0, 0]])), /^has 1 number at position 2, \[1\]/);
});
