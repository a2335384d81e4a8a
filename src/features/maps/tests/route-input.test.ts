// What the corridor checker reads as a route from what a reader pastes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readText, routeOf} from '../theme/CorridorMap/input';

test('what a reader gives as a route: a LineString, a Feature holding one, a list of positions', () => {
  const line = {
    type: 'LineString',
    coordinates: [
      [1, 2],
      [3, 4],
    ],
  };
  assert.equal(routeOf(line)?.found, 'a GeoJSON LineString');
  assert.equal(
    routeOf({type: 'Feature', geometry: line, properties: {}})?.found,
    'a GeoJSON Feature holding a LineString',
  );
  assert.deepEqual(
    routeOf([
      [1, 2],
      [3, 4],
    ])?.positions,
    [
      [1, 2],
      [3, 4],
    ],
  );
  assert.equal(routeOf({type: 'Polygon', coordinates: [[[1, 2]]]}), undefined);
  assert.equal(routeOf([[[1, 2]]]), undefined, 'a ring of a polygon is not a route');
  assert.equal(routeOf({corridor: {}}), undefined);
  assert.equal(routeOf([1, 2]), undefined, 'a list of numbers is no route');
  assert.deepEqual(readText('[[1, 2], [3, 4]]'), {
    kind: 'route',
    positions: [
      [1, 2],
      [3, 4],
    ],
    found: 'a list of positions',
  });
});
