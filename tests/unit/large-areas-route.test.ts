// The large-area guide (api/large-areas.mdx) and the route module agree: the guide's own route
// split, in each of its languages (JavaScript, TypeScript, Python), is run as a reader would save
// it, on the guide's route and on more routes, and must meet the bar the module meets: every
// corridor passes the corridor rules (stricter than the sample's own check: turf's area, range),
// and together they cover the route within the sample's half-width. The sample's target area is
// the module's, one margin under the limit for the site.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {pathToFileURL} from 'node:url';
import type {Polygon} from 'geojson';
import {readContent} from '../../src/features/content-checks/content-model';
import {PYTHON} from '../../src/features/content-checks/samples/rest';
import {checkCorridor} from '../../src/core/corridor/rules';
import {KM_PER_NM, ROUTE_LIMITS, routeCorridors, type Position} from '../../src/core/corridor/route';
import {uncovered} from './corridor-coverage';

const GUIDE = 'api/large-areas.mdx';
const {codeBlocks} = readContent(GUIDE);
const sample = (title: string) => {
  const block = codeBlocks.find((b) => b.meta.includes(`title="${title}"`));
  assert.ok(block, `${GUIDE} has no code block titled ${title}`);
  return block.code;
};

type Split = (route: Position[], halfWidthKm: number) => Position[][];

/** The guide's route split in each language, from the files a reader saves. */
async function splits(): Promise<Record<string, Split>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'large-areas-'));
  writeFileSync(path.join(dir, 'large-area.mjs'), sample('large-area.mjs'));
  writeFileSync(path.join(dir, 'large-area.ts'), sample('large-area.ts'));
  writeFileSync(path.join(dir, 'large_area.py'), sample('large_area.py'));
  const js = (await import(pathToFileURL(path.join(dir, 'large-area.mjs')).href)) as {routeCorridors: Split};
  const ts = (await import(pathToFileURL(path.join(dir, 'large-area.ts')).href)) as {routeCorridors: Split};
  const python: Split = (route, halfWidthKm) =>
    JSON.parse(
      execFileSync(
        PYTHON,
        [
          '-c',
          'import json, sys; from large_area import route_corridors; print(json.dumps(route_corridors(json.loads(sys.argv[1]), float(sys.argv[2]))))',
          JSON.stringify(route),
          String(halfWidthKm),
        ],
        {cwd: dir, encoding: 'utf8'},
      ),
    ) as Position[][];
  return {JavaScript: js.routeCorridors, TypeScript: ts.routeCorridors, Python: python};
}

/** The guide's route (its cover-route samples) and more: short, long legs, a zig-zag, a turn back, far north. */
const ROUTES: [string, Position[], number][] = [
  [
    'the guide’s route',
    [
      [-73.78, 40.64],
      [-75.24, 39.87],
      [-77.46, 38.95],
    ],
    25,
  ],
  [
    'a short hop',
    [
      [8.55, 47.45],
      [8.57, 47.46],
    ],
    10,
  ],
  [
    'legs of a few hundred km',
    [
      [2.35, 48.85],
      [4.8, 50.1],
      [8.7, 50.0],
      [13.4, 52.52],
    ],
    20,
  ],
  ['a zig-zag', Array.from({length: 12}, (_, i): Position => [10 + i * 0.3, 45 + (i % 2) * 0.4]), 15],
  [
    'a turn back',
    [
      [0, 0],
      [3, 0],
      [0.1, 0.3],
    ],
    30,
  ],
  [
    'far north',
    [
      [-20, 70],
      [-10, 72],
    ],
    20,
  ],
];

test('the guide’s samples aim for the module’s target area, in every language', () => {
  for (const title of ['large-area.mjs', 'large-area.ts', 'large_area.py'])
    assert.match(
      sample(title),
      new RegExp(`TARGET_AREA_KM2 = ${ROUTE_LIMITS.targetAreaKm2}\\b`),
      `${title} aims for another area than src/core/corridor/route.ts`,
    );
});

test('the guide’s route split, in each language, gives valid corridors that cover the route, as the module does', async () => {
  // The module, given the same routes and widths, meets the same bar (corridor-route.test.ts proves it at length).
  for (const [name, route, halfWidthKm] of ROUTES) {
    const module = routeCorridors(route, (2 * halfWidthKm) / KM_PER_NM);
    assert.ok(module.ok, `${name}: ${module.ok ? '' : module.message}`);
    assert.equal(uncovered(route, halfWidthKm, module.corridors).length, 0, `the module, ${name}`);
  }
  for (const [language, split] of Object.entries(await splits())) {
    for (const [name, route, halfWidthKm] of ROUTES) {
      const corridors: Polygon[] = split(route, halfWidthKm).map((ring) => ({type: 'Polygon', coordinates: [ring]}));
      for (const [i, corridor] of corridors.entries())
        assert.deepEqual(checkCorridor(corridor).problems, [], `${language}, ${name}: corridor ${i + 1}`);
      const missed = uncovered(route, halfWidthKm, corridors);
      assert.equal(
        missed.length,
        0,
        `${language}, ${name}: ${missed.length} positions within ${halfWidthKm} km of the route in no corridor, first ${JSON.stringify(missed[0])}`,
      );
    }
  }
});
