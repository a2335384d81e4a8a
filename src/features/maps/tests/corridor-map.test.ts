// The corridor maps' and checker's pure parts: the land's build-time geometry,
// the map's projection and figures, reading a reader's input
// (input.ts), the hexagons from their ids (hexagons.ts) and the checker's wording of the rules
//.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {parse} from 'yaml';
import {
  buildLandTiles,
  clipRing,
  decodeRing,
  encodeRing,
  landRings,
  onTileEdge,
  simplify,
  simplifyRing,
  type Point,
} from '../land';
import {
  continuous,
  fitView,
  flightLevel,
  MAP_SIZE,
  nearLongitude,
  outlinePath,
  pan,
  project,
  scaleBar,
  unproject,
  zoom,
} from '../theme/CorridorMap/geo';
import {MAX_INPUT_CHARS, readText} from '../theme/CorridorMap/input';
import {readHexagons} from '../theme/CorridorMap/hexagons';
import {concaveVertices, explainCorridor, requestBody, RULES} from '../../../core/corridor/explain';
import {SPEC_REQUEST_EXAMPLE, SPEC_RESPONSE_EXAMPLE} from '../../../core/corridor/spec-examples';
import {checkCorridor} from '../../../core/corridor/rules';

const close = (a: number, b: number, epsilon = 1e-9) => assert.ok(Math.abs(a - b) < epsilon, `${a} ≉ ${b}`);

test('Douglas–Peucker keeps the ends and every point farther than the tolerance, drops the rest', () => {
  const line: Point[] = [
    [0, 0],
    [1, 0.01],
    [2, -0.01],
    [3, 1],
    [4, 0],
  ];
  assert.deepEqual(simplify(line, 0.1), [
    [0, 0],
    [2, -0.01],
    [3, 1],
    [4, 0],
  ]);
  assert.deepEqual(simplify(line, 2), [
    [0, 0],
    [4, 0],
  ]);
  // A ring keeps its shape: a square with a point on each side loses only those points.
  const square: Point[] = [
    [0, 0],
    [1, 0],
    [2, 0],
    [2, 2],
    [0, 2],
    [0, 0],
  ];
  assert.deepEqual(simplifyRing(square, 0.1), [
    [0, 0],
    [2, 0],
    [2, 2],
    [0, 2],
  ]);
  assert.equal(
    simplifyRing(
      [
        [0, 0],
        [1, 0],
        [0, 0],
      ],
      0.1,
    ),
    undefined,
  );
});

test('a ring clipped to a box keeps what is inside, with the box’s edges where it was cut', () => {
  const ring: Point[] = [
    [-1, -1],
    [3, -1],
    [3, 1],
    [-1, 1],
  ];
  const clipped = clipRing(ring, {west: 0, south: 0, east: 2, north: 2});
  assert.deepEqual(new Set(clipped.map((p) => p.join())), new Set(['0,0', '2,0', '2,1', '0,1']));
  assert.deepEqual(clipRing(ring, {west: 10, south: 10, east: 12, north: 12}), []);
});

test('rings are encoded as rounded deltas and decoded back within the rounding', () => {
  const ring: Point[] = [
    [-75.401, 39.644],
    [-73.62, 40.57],
    [-73.62, 40.5701],
    [179.99, -89.5],
  ];
  const encoded = encodeRing(ring);
  assert.deepEqual(encoded.slice(0, 4), [-7540, 3964, 178, 93]);
  const decoded = decodeRing(encoded);
  assert.equal(decoded.length, 3, 'a point that rounds to the one before is dropped');
  close(decoded[2]![0], 179.99, 1e-6);
  close(decoded[2]![1], -89.5, 1e-6);
});

test('land is cut into tiles, and a view across the antimeridian gets the tiles of both sides, shifted', () => {
  const island: Point[] = [
    [175, -20],
    [179, -20],
    [179, -15],
    [175, -15],
    [175, -20],
  ];
  const land = buildLandTiles([[island]], {tolerance: 0.01, source: 'test'});
  assert.deepEqual(Object.keys(land.tiles), ['35,7']);
  const west = landRings(land, {west: -190, south: -25, east: -170, north: -10});
  assert.equal(west.length, 1);
  assert.equal(west[0]!.shift, -360, 'seen from the west of the antimeridian, the island is at -185°');
  assert.equal(landRings(land, {west: 0, south: -25, east: 10, north: -10}).length, 0);
  const twice = buildLandTiles([[island]], {tolerance: 0.01, source: 'test'});
  assert.equal(JSON.stringify(twice), JSON.stringify(land), 'the same land gives the same bytes');
});

test('the projection keeps a nautical mile the same length both ways, and unproject inverts it', () => {
  const view = {lon: -74.5, lat: 40.2, span: 2};
  const [x, y] = project(view, [-74.5, 40.2]);
  close(x, MAP_SIZE.width / 2);
  close(y, MAP_SIZE.height / 2);
  const [lon, lat] = unproject(view, project(view, [-73.62, 40.87]));
  close(lon, -73.62);
  close(lat, 40.87);
  // 1 NM north and 1 NM east (at the centre) are the same length on the map.
  const north = project(view, [view.lon, view.lat + 1 / 60]);
  const east = project(view, [view.lon + 1 / 60 / Math.cos((view.lat * Math.PI) / 180), view.lat]);
  close(Math.abs(north[1] - y), Math.abs(east[0] - x), 1e-9);
});

test('the scale bar is a round number of nautical miles, and zooming in shortens it', () => {
  const wide = scaleBar({lon: 0, lat: 0, span: 2});
  // 2° of latitude = 120 NM over 400 units: 150 units (a quarter of 600) hold 45 NM, so 25 NM.
  assert.equal(wide.nm, 25);
  close(wide.width, (25 * MAP_SIZE.height) / 120);
  assert.ok(scaleBar({lon: 0, lat: 0, span: 0.2}).nm < wide.nm);
});

test('zoom keeps the point under the cursor; pan moves the centre; both stay within limits', () => {
  const view = {lon: 10, lat: 50, span: 4};
  const at: [number, number] = [100, 300];
  const before = unproject(view, at);
  const after = unproject(zoom(view, 2, at), at);
  close(before[0], after[0], 1e-9);
  close(before[1], after[1], 1e-9);
  assert.equal(zoom(view, 1e9).span, 0.05);
  assert.equal(zoom(view, 1e-9).span, 60);
  assert.ok(pan(view, 0, 1e6).lat <= 85);
  close(pan({lon: 179, lat: 0, span: 1}, -MAP_SIZE.height / 1, 0).lon, -180, 1e-9);
});

test('longitudes across the antimeridian are made continuous, and the view fits them', () => {
  assert.equal(nearLongitude(-179, 179), 181);
  assert.deepEqual(
    continuous([
      [179, 0],
      [-179, 0],
      [-178, 1],
    ]),
    [
      [179, 0],
      [181, 0],
      [182, 1],
    ],
  );
  const view = fitView([
    [179, 0],
    [181, 1],
  ]);
  close(view.lon, 180);
  assert.ok(view.span < 3);
});

test('altitude blocks are shown as flight levels', () => {
  assert.equal(flightLevel(38), 'FL380');
  assert.equal(flightLevel(5), 'FL050');
  assert.equal(flightLevel(52), 'FL520');
});

test('every kind of input is read, or gets a message', (t) => {
  const polygon = JSON.stringify(SPEC_REQUEST_EXAMPLE.corridor);
  assert.deepEqual(readText(''), {kind: 'empty'});
  assert.deepEqual(readText('   \n'), {kind: 'empty'});
  assert.equal(readText(polygon).kind, 'data');
  assert.equal((readText(polygon) as {found: string}).found, 'a GeoJSON Polygon');
  assert.equal((readText(JSON.stringify(SPEC_REQUEST_EXAMPLE)) as {found: string}).found, 'a corridor request body');
  const feature = readText(JSON.stringify({type: 'Feature', properties: {}, geometry: SPEC_REQUEST_EXAMPLE.corridor}));
  assert.deepEqual((feature as {corridor: unknown}).corridor, SPEC_REQUEST_EXAMPLE.corridor);
  const response = readText(JSON.stringify(SPEC_RESPONSE_EXAMPLE));
  assert.equal(response.kind === 'data' && response.hexagons?.length, 2);
  const message = (text: string) => {
    const read = readText(text);
    assert.equal(read.kind, 'error', text.slice(0, 40));
    return (read as {message: string}).message;
  };
  assert.match(message('{"type": "Polygon",'), /not JSON/);
  assert.match(message('{"type": "Polygon", }'), /not JSON \(the first problem is at line 1, column \d+\)/);
  assert.match(message('42'), /a number, not GeoJSON/);
  assert.match(message('[1, 2]'), /a list, not GeoJSON/);
  assert.match(message('{"coordinates": []}'), /no "type" \(its keys: coordinates\)/);
  assert.match(message('{"type": "Feature", "geometry": null}'), /no geometry/);
  assert.match(message('{"type": "FeatureCollection", "features": [{}, {}]}'), /holds 2 features/);
  // Size is checked before parsing: a million vertices is never parsed.
  const huge = `{"type":"Polygon","coordinates":[[${'[1.5,2.5],'.repeat(1_000_000)}[1.5,2.5]]]}`;
  assert.ok(huge.length > MAX_INPUT_CHARS);
  const parse = t.mock.method(JSON, 'parse');
  assert.match(message(huge), /million characters; the checker reads at most/);
  assert.equal(parse.mock.callCount(), 0, 'the size check comes before parsing');
  parse.mock.restore();
  // A MultiPolygon is read as data: the rules judge it (not a Polygon).
  const multi = readText(
    JSON.stringify({type: 'MultiPolygon', coordinates: [SPEC_REQUEST_EXAMPLE.corridor.coordinates]}),
  );
  assert.equal(multi.kind, 'data');
});

test('hexagons are drawn from their H3 ids; a bad id, resolution, altitude or severity is named', () => {
  const {hexagons, problems} = readHexagons([
    ...SPEC_RESPONSE_EXAMPLE.data.hexagons,
    {id: '8a283082a677fff', alt: 38, sev: 2},
    {id: 'nope', alt: 38, sev: 2},
    {id: '852a13c7fffffff', alt: 60, sev: 2},
    {id: '852a13c7fffffff', alt: 38, sev: 5},
  ]);
  assert.equal(hexagons.length, 2);
  assert.equal(hexagons[0]!.boundary.length, 6);
  // [longitude, latitude]: the example's hexagons are near New York (longitude about -74).
  assert.ok(hexagons.every((h) => h.boundary.every(([lon, lat]) => lon < -70 && lon > -80 && lat > 38 && lat < 42)));
  assert.deepEqual(
    problems.map((p) => p.replace(/^.*?(resolution 10|not an H3|altitude block|severity).*$/, '$1')),
    ['resolution 10', 'not an H3', 'altitude block', 'severity'],
  );
});

const ring = (...positions: [number, number][]) => ({type: 'Polygon', coordinates: [positions]});
const failing = (corridor: unknown) =>
  explainCorridor(corridor)
    .results.filter((r) => r.status === 'fail')
    .map((r) => r.rule);

test('the checker lists every rule of the rules module, judged by it', () => {
  const rules = new Set(RULES.map((r) => r.rule));
  assert.equal(rules.size, 10);
  const {results, valid, figures} = explainCorridor(SPEC_REQUEST_EXAMPLE.corridor);
  assert.ok(valid);
  assert.ok(results.every((r) => r.status === 'pass'));
  assert.deepEqual(figures, checkCorridor(SPEC_REQUEST_EXAMPLE.corridor).figures);
});

test('each rule, broken, fails with its figure and a fix', () => {
  const square: [number, number][] = [
    [0, 0],
    [0.25, 0],
    [0.25, 0.25],
    [0, 0.25],
    [0, 0],
  ];
  assert.deepEqual(failing({type: 'MultiPolygon', coordinates: [[square]]}), ['polygon']);
  assert.deepEqual(failing({type: 'Polygon', coordinates: [square, square]}), ['rings']);
  assert.deepEqual(failing({type: 'Polygon', coordinates: [[[0, 0, 100], ...square.slice(1)]]}), ['positions']);
  assert.deepEqual(failing(ring([179.9, 0], [180.1, 0], [180.1, 0.1], [179.9, 0.1], [179.9, 0])), ['range']);
  assert.deepEqual(failing(ring(...square.slice(0, -1))), ['closed']);
  const many: [number, number][] = Array.from({length: 260}, (_, i) => [
    0.1 * Math.cos((2 * Math.PI * i) / 260),
    0.1 * Math.sin((2 * Math.PI * i) / 260),
  ]);
  assert.deepEqual(failing(ring(...many, many[0]!)), ['vertices']);
  assert.deepEqual(failing(ring([0, 0], [1, 0], [1, 1], [0, 1], [0, 0])), ['area']);
  assert.deepEqual(failing(ring([0, 0], [0.2, 0], [0.1, 0.05], [0.2, 0.2], [0, 0.2], [0, 0])), ['convex']);
  const convex = explainCorridor(ring([0, 0], [0.2, 0], [0.1, 0.05], [0.2, 0.2], [0, 0.2], [0, 0])).results.find(
    (r) => r.rule === 'convex',
  );
  assert.match(convex!.found!, /turns inward at position 3, \[0.1, 0.05\]/);
  const area = explainCorridor(ring([0, 0], [1, 0], [1, 1], [0, 1], [0, 0])).results.find((r) => r.rule === 'area');
  assert.match(area!.found!, /covers 12,3\d\d km²/);
  assert.match(area!.fix!, /4,8\d\d km² over the limit/);
  const closed = explainCorridor(ring(...square.slice(0, -1))).results.find((r) => r.rule === 'closed');
  assert.match(closed!.fix!, /Add the first position, \[0, 0\]/);
  // A rule after one that stops the check is not checked, never passed.
  const notPolygon = explainCorridor({type: 'LineString', coordinates: square});
  assert.deepEqual(
    notPolygon.results.map((r) => r.status),
    [
      'fail',
      'unchecked',
      'unchecked',
      'unchecked',
      'unchecked',
      'unchecked',
      'unchecked',
      'unchecked',
      'unchecked',
      'unchecked',
    ],
  );
  assert.match(notPolygon.results[0]!.fix!, /a route, not an area/);
});

test('concave vertices are found whichever way the ring turns', () => {
  const notch: [number, number][] = [
    [0, 0],
    [2, 0],
    [1, 0.5],
    [2, 2],
    [0, 2],
  ];
  assert.deepEqual(concaveVertices(notch), [2]);
  assert.deepEqual(concaveVertices([...notch].reverse()), [2]);
});

test('the request body holds the corridor alone and passes the spec’s own example shape', () => {
  const body = JSON.parse(requestBody({...SPEC_REQUEST_EXAMPLE.corridor, bbox: [0, 0, 1, 1]}));
  assert.deepEqual(body, {corridor: SPEC_REQUEST_EXAMPLE.corridor});
});

test('the checker’s examples are the OpenAPI spec’s corridor examples', () => {
  const spec = parse(readFileSync('openapi/skypath.yaml', 'utf8'));
  const operation = spec.paths['/observations/v5/corridor'].post;
  assert.deepEqual(SPEC_REQUEST_EXAMPLE, operation.requestBody.content['application/json'].example);
  assert.deepEqual(SPEC_RESPONSE_EXAMPLE, operation.responses['200'].content['application/json'].example);
});

test('the coast is stroked without the edges the tiling cut', () => {
  assert.ok(onTileEdge([10, 3], [10, 7]));
  assert.ok(onTileEdge([-185, 40], [-183, 40]));
  assert.ok(!onTileEdge([10, 3], [10.5, 7]));
  assert.ok(!onTileEdge([11, 3], [11, 7]));
  const view = {lon: 5, lat: 5, span: 20};
  // A box cut by the tile edge at 10°E: its edge along 10°E is left out, the path breaks there.
  const d = outlinePath(
    view,
    [
      [
        [2, 1],
        [10, 1],
        [10, 5],
        [2, 5],
      ],
    ],
    (a, b) => onTileEdge(a, b),
  );
  assert.equal((d.match(/M/g) ?? []).length, 2);
  assert.equal((d.match(/L/g) ?? []).length, 3);
});
