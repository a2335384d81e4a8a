// The house's rules (.dependency-cruiser.cjs, run by `npm run lint`) fail on what they forbid: each
// mistake is planted in a small tree of the same layout, and the cruise must name its rule there.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const ROOT = process.cwd();
const DEPCRUISE = path.join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

/** A tree with a core module, two features and a patch, each as the site lays them out, plus `files`. */
function cruise(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'house-'));
  try {
    cpSync(path.join(ROOT, '.dependency-cruiser.cjs'), path.join(dir, '.dependency-cruiser.cjs'));
    const tree: Record<string, string> = {
      'tsconfig.json': '{"compilerOptions": {"baseUrl": ".", "paths": {"@theme/*": ["./src/core/theme/*"]}}}\n',
      'src/core/sections.ts': 'export const SECTIONS = [];\n',
      'src/core/theme/CorridorMap/index.tsx': 'export default function MapView() { return null; }\n',
      'src/features/search/index.ts': "import {SECTIONS} from '../../core/sections';\nexport default SECTIONS;\n",
      'src/features/maps/index.ts': "import {SECTIONS} from '../../core/sections';\nexport default SECTIONS;\n",
      'src/features/maps/theme/CorridorMap/index.tsx': 'export default function MapView() { return null; }\n',
      'src/features/sample-server/theme/Answer/index.tsx':
        "import MapView from '@theme/CorridorMap';\nexport default MapView;\n",
      'src/patches/slim-prism/index.ts': "import {SECTIONS} from '../../core/sections';\nexport default SECTIONS;\n",
      ...files,
    };
    for (const [file, text] of Object.entries(tree)) {
      mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      writeFileSync(path.join(dir, file), text);
    }
    const result = spawnSync(process.execPath, [DEPCRUISE, 'src', '--config', '.dependency-cruiser.cjs'], {
      cwd: dir,
      encoding: 'utf8',
    });
    return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

test('the layout as the site has it passes: features reach each other only through @theme/ names', () => {
  const {status, output} = cruise({});
  assert.equal(status, 0, output);
});

const PLANTED: [string, Record<string, string>, string][] = [
  [
    'a feature that imports another feature',
    {'src/features/search/index.ts': "import maps from '../maps';\nexport default maps;\n"},
    'features-apart',
  ],
  [
    "a feature's theme component that imports another feature's component by its folder",
    {
      'src/features/sample-server/theme/Answer/index.tsx':
        "import MapView from '../../../maps/theme/CorridorMap';\nexport default MapView;\n",
    },
    'features-apart',
  ],
  [
    'a patch that imports a feature',
    {'src/patches/slim-prism/index.ts': "import search from '../../features/search';\nexport default search;\n"},
    'patches-apart',
  ],
  [
    'the shared code importing a feature',
    {'src/core/model.ts': "import search from '../features/search';\nexport default search;\n"},
    'core-imports-no-feature',
  ],
  [
    'a theme component importing a Node.js module',
    {
      'src/features/maps/theme/CorridorMap/index.tsx':
        "import {readFileSync} from 'node:fs';\nexport default readFileSync;\n",
    },
    'client-imports-no-node',
  ],
  [
    'a theme component reaching a Node.js module through a module it imports',
    {
      'src/features/maps/theme/CorridorMap/index.tsx': "import {tiles} from '../../land';\nexport default tiles;\n",
      'src/features/maps/land.ts': "import {readFileSync} from 'node:fs';\nexport const tiles = readFileSync;\n",
    },
    'client-imports-no-node',
  ],
  [
    "a patch's stand-in for an upstream module importing a Node.js module",
    {'src/patches/slim-prism/Highlight.ts': "import path from 'node:path';\nexport default path;\n"},
    'client-imports-no-node',
  ],
  [
    'a theme component importing build-time code',
    {'src/features/maps/theme/CorridorMap/index.tsx': "import maps from '../../index';\nexport default maps;\n"},
    'client-imports-no-build-time',
  ],
  [
    "a patch's browser code importing its build/ folder",
    {
      'src/patches/slim-prism/build/remark.ts': 'export const remark = 1;\n',
      'src/patches/slim-prism/Highlight.ts': "import {remark} from './build/remark';\nexport default remark;\n",
    },
    'client-imports-no-build-time',
  ],
];

for (const [mistake, files, rule] of PLANTED) {
  test(`${mistake} fails the lint, naming ${rule}`, () => {
    const {status, output} = cruise(files);
    assert.notEqual(status, 0, `the cruise passed:\n${output}`);
    assert.match(output, new RegExp(`error ${rule}:`), output);
  });
}
