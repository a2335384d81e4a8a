// The determinism check: two builds are compared file by file, as their site.json lists them with
// their precompressed copies, and the host configurations beside them; any byte that differs, and
// any file in one build only, is reported.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {compareBuilds, MAY_DIFFER} from '../../scripts/check-deterministic.ts';
import {writeFiles} from './fake-site';

/** A build folder with these files and the site.json that lists them (the copies aside). */
function build(files: Record<string, string>) {
  const listed = Object.keys(files).filter((file) => !/\.(br|gz)$/.test(file));
  const root = writeFiles({
    ...Object.fromEntries(Object.entries(files).map(([file, text]) => [`build/${file}`, text])),
    'build/site.json': JSON.stringify({siteUrl: 'https://docs.skypath.io', pages: [], files: listed.sort()}),
    'deploy/rules.json': '{}',
  });
  return {dir: path.join(root, 'build'), deploy: path.join(root, 'deploy')};
}

const FILES = {
  'index.html': '<p>home</p>',
  'index.html.br': 'br',
  'assets/js/main.1234.js': 'main()',
  'sitemap.xml': '<urlset/>',
};

test('two identical builds have no difference; no file is allowed to differ', () => {
  const [a, b] = [build(FILES), build(FILES)];
  assert.deepEqual(compareBuilds(a.dir, b.dir, {deployA: a.deploy, deployB: b.deploy}), []);
  assert.deepEqual(MAY_DIFFER, {}, 'two builds of one commit are identical in every file');
});

test('a changed byte, a changed precompressed copy, a file in one build only and a changed host config are each reported', () => {
  const a = build(FILES);
  const {'assets/js/main.1234.js': _renamed, ...rest} = FILES;
  const b = build({...rest, 'index.html': '<p>hom3</p>', 'index.html.br': 'br2', 'assets/js/main.5678.js': 'main()'});
  writeFiles({'rules.json': '{"changed": true}'}, b.deploy);
  assert.deepEqual(
    compareBuilds(a.dir, b.dir, {deployA: a.deploy, deployB: b.deploy}).sort(),
    [
      'assets/js/main.1234.js: only in ' + a.dir,
      'assets/js/main.5678.js: only in ' + b.dir,
      'index.html.br: differs (2 and 3 bytes)',
      'index.html: differs (11 and 11 bytes)',
      'rules.json: differs (2 and 17 bytes)',
      'site.json: differs (110 and 110 bytes)',
    ].sort(),
  );
});
