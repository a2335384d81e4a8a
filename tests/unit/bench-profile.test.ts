// The profile bench's attribution: each sample's time goes to the source that ran it, and a
// built-in's to the code that called it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {sourceGroup, timeBySource} from '../../scripts/bench-profile.ts';

test('a source path names its package, feature, patch or site folder', () => {
  assert.equal(
    sourceGroup('webpack://skypath-docs/./node_modules/react-dom/cjs/react-dom.production.min.js'),
    'react-dom',
  );
  assert.equal(
    sourceGroup('webpack:///./node_modules/@docusaurus/theme-classic/lib/theme/Navbar/index.js'),
    '@docusaurus/theme-classic',
  );
  assert.equal(sourceGroup('webpack:///./node_modules/.pnpm/x/node_modules/clsx/dist/clsx.mjs'), 'clsx');
  assert.equal(sourceGroup('webpack:///./src/features/search/theme/SearchBar/index.tsx'), 'feature search');
  assert.equal(sourceGroup('webpack:///./src/patches/route-shards/client/load.ts'), 'patch route-shards');
  assert.equal(sourceGroup('webpack:///./src/theme/Navbar/index.tsx'), 'src/theme');
  assert.equal(sourceGroup('webpack:///./.docusaurus/registry.js'), 'generated (.docusaurus)');
});

test("each sample's time goes to its frame's source; a built-in's to its caller's", () => {
  const frame = (functionName: string, url = '', lineNumber = 0) => ({functionName, url, lineNumber, columnNumber: 0});
  const profile = {
    nodes: [
      {id: 1, callFrame: frame('(root)'), children: [2, 3, 4, 7]},
      {id: 2, callFrame: frame('(program)')},
      {id: 3, callFrame: frame('(idle)')},
      {id: 4, callFrame: frame('hydrate', 'http://x/main.js', 1), children: [5]},
      {id: 5, callFrame: frame('render', 'http://x/main.js', 2), children: [6]},
      {id: 6, callFrame: frame('appendChild')},
      {id: 7, callFrame: frame('(garbage collector)')},
    ],
    // A sample's time is the delta to the next sample (µs).
    samples: [4, 5, 6, 6, 2, 3, 7, 3],
    timeDeltas: [0, 1000, 2000, 1000, 1000, 500, 500, 4000],
  };
  const groupOf = ({lineNumber}: {lineNumber: number}) => (lineNumber === 1 ? 'react-dom' : 'feature search');
  assert.deepEqual(Object.fromEntries(timeBySource(profile, groupOf)), {
    'react-dom': 1,
    'feature search': 4,
    '(program)': 0.5,
    '(garbage collector)': 4,
  });
});
