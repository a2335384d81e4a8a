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
    {rule: 'polygon', message: 'is not a GeoJSON Polygon'},
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
  assert.deepEqual(polygonProblems(notched, {corridor: true}), ['is not convex']);
  assert.equal(isConvex(SQUARE.coordinates[0] as [number, number][]), true);
});
