// src/plugins/deferred-client-work replaces two modules of the Docusaurus client runtime by the
// request that imports them. If an upgrade renames a module or changes its exports, the swap would
// silently stop (or break the site): these tests fail first.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {REPLACEMENTS} from '../../src/plugins/deferred-client-work';

const require = createRequire(import.meta.url);
const clientDir = path.dirname(require.resolve('@docusaurus/core/lib/client/docusaurus.js'));

/** The relative imports of a runtime file, e.g. ['./docusaurus', './App']. */
function relativeImports(file: string): string[] {
  const source = readFileSync(path.join(clientDir, file), 'utf8');
  return [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((match) => match[1]!);
}

/** The names a module exports (ES module source, as Docusaurus ships its client). */
function exportedNames(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const names = [...source.matchAll(/export (?:const|function) (\w+)/g)].map((match) => match[1]!);
  if (/export default /.test(source)) names.push('default');
  return names.sort();
}

test('each replaced request is how the runtime imports that module', () => {
  const imports = {
    'clientEntry.js': relativeImports('clientEntry.js'),
    'App.js': relativeImports('App.js'),
    'exports/useIsBrowser.js': relativeImports('exports/useIsBrowser.js'),
  };
  const matched = (request: RegExp) =>
    Object.entries(imports).flatMap(([file, specifiers]) => specifiers.filter((s) => request.test(s)).map((s) => `${file}: ${s}`));
  const [docusaurus, browserContext] = REPLACEMENTS;
  assert.deepEqual(matched(docusaurus!.request), ['clientEntry.js: ./docusaurus']);
  assert.deepEqual(matched(browserContext!.request), ['App.js: ./browserContext', 'exports/useIsBrowser.js: ../browserContext']);
});

test('each replacement exports what the module it replaces exports', () => {
  const pluginDir = path.join(import.meta.dirname, '../../src/plugins/deferred-client-work');
  for (const {file} of REPLACEMENTS) {
    const original = path.join(clientDir, file.replace(/\.tsx?$/, '.js'));
    assert.deepEqual(exportedNames(path.join(pluginDir, file)), exportedNames(original), file);
  }
});

test("the sliced startup entry (clientEntry.ts) ends with Docusaurus's own entry, which Docusaurus's client config names", () => {
  const clientConfig = readFileSync(require.resolve('@docusaurus/core/lib/webpack/client.js'), 'utf8');
  assert.match(clientConfig, /entry: path_1\.default\.resolve\(__dirname, '\.\.\/client\/clientEntry\.js'\)/, 'Docusaurus still has one entry, clientEntry.js');
  const ours = readFileSync(path.join(import.meta.dirname, '../../src/plugins/deferred-client-work/clientEntry.ts'), 'utf8');
  assert.match(ours, /await import\(\/\* webpackMode: "eager" \*\/ '@docusaurus\/core\/lib\/client\/clientEntry\.js'\);\n\}/, 'the last step imports it');
  // Every group is something Docusaurus's entry imports itself (directly or through App.js), so
  // eager imports add nothing to the bundle: only the order and the tasks change.
  const groups = [...ours.matchAll(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map((m) => m[1]!).filter((s) => !s.endsWith('clientEntry.js'));
  const entrySources = ['clientEntry.js', 'App.js'].map((file) => readFileSync(path.join(clientDir, file), 'utf8')).join('\n');
  const themeLayoutUsers = ['@theme/Navbar', '@theme/Layout'];
  for (const group of groups) {
    if (themeLayoutUsers.includes(group)) continue; // in the main bundle through every page's layout
    const inEntry = entrySources.includes(`'${group}'`) || (group.endsWith('/App.js') && /from '\.\/App'/.test(entrySources));
    assert.ok(inEntry, `${group} is imported by Docusaurus's entry`);
  }
});
