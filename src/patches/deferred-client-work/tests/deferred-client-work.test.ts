// The deferred-client-work patch replaces two modules of the Docusaurus client runtime by the
// request that imports them. If an upgrade renames a module or changes its exports, the swap would
// silently stop (or break the site): these tests fail first.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {REPLACEMENTS} from '..';

const require = createRequire(import.meta.url);
const clientDir = path.dirname(require.resolve('@docusaurus/core/lib/client/docusaurus.js'));

/** The relative imports of a runtime file, e.g. ['./docusaurus', './App']. */
function relativeImports(file: string): string[] {
  const source = readFileSync(path.join(clientDir, file), 'utf8');
  return [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((match) => match[1]!);
}

/**
 * The runtime API of a module, read with TypeScript from its source or declaration: each export's
 * kind (a function and its parameter count, or its type), and for an object exported as default,
 * each of its members and whether it is frozen (`Readonly`). Two modules with the same shape can
 * stand in for each other wherever the runtime uses them.
 */
function runtimeShape(program: ts.Program, file: string): Record<string, string> {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const describe = (type: ts.Type): string => {
    const [signature] = type.getCallSignatures();
    return signature
      ? `function(${signature.getParameters().length})`
      : checker.typeToString(checker.getBaseTypeOfLiteralType(type));
  };
  const shape: Record<string, string> = {};
  for (const symbol of checker.getExportsOfModule(checker.getSymbolAtLocation(source)!)) {
    const type = checker.getTypeOfSymbolAtLocation(symbol, source);
    if (symbol.name !== 'default' || type.getCallSignatures().length > 0) {
      shape[symbol.name] = describe(type);
      continue;
    }
    const members = type.getProperties();
    shape.default = /^Readonly</.test(checker.typeToString(type)) ? 'frozen object' : 'object';
    for (const member of members)
      shape[`default.${member.name}`] = describe(checker.getTypeOfSymbolAtLocation(member, source));
  }
  return shape;
}

test('each replaced request is how the runtime imports that module', () => {
  const imports = {
    'clientEntry.js': relativeImports('clientEntry.js'),
    'App.js': relativeImports('App.js'),
    'exports/useIsBrowser.js': relativeImports('exports/useIsBrowser.js'),
  };
  const matched = (request: RegExp) =>
    Object.entries(imports).flatMap(([file, specifiers]) =>
      specifiers.filter((s) => request.test(s)).map((s) => `${file}: ${s}`),
    );
  const [docusaurus, browserContext] = REPLACEMENTS;
  assert.deepEqual(matched(docusaurus!.request), ['clientEntry.js: ./docusaurus']);
  assert.deepEqual(matched(browserContext!.request), [
    'App.js: ./browserContext',
    'exports/useIsBrowser.js: ../browserContext',
  ]);
});

test('each replacement has the runtime API of the module it replaces: the same exports, members and kinds', () => {
  const pluginDir = path.join(import.meta.dirname, '..');
  // One program for every file compared: each replacement and upstream's declaration of it.
  const files = REPLACEMENTS.flatMap(({file}) => [
    path.join(pluginDir, file),
    path.join(clientDir, file.replace(/\.tsx?$/, '.d.ts')),
  ]);
  const program = ts.createProgram(files, {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  });
  for (const {file} of REPLACEMENTS) {
    const upstream = runtimeShape(program, path.join(clientDir, file.replace(/\.tsx?$/, '.d.ts')));
    assert.ok(Object.keys(upstream).length >= 2, `${file}: the upstream declaration was read`);
    assert.deepEqual(runtimeShape(program, path.join(pluginDir, file)), upstream, file);
  }
});

test("the sliced startup entry (clientEntry.ts) ends with Docusaurus's own entry, which Docusaurus's client config names", () => {
  const clientConfig = readFileSync(require.resolve('@docusaurus/core/lib/webpack/client.js'), 'utf8');
  assert.match(
    clientConfig,
    /entry: path_1\.default\.resolve\(__dirname, '\.\.\/client\/clientEntry\.js'\)/,
    'Docusaurus still has one entry, clientEntry.js',
  );
  const ours = readFileSync(path.join(import.meta.dirname, '../clientEntry.ts'), 'utf8');
  assert.match(
    ours,
    /await import\(\/\* webpackMode: "eager" \*\/ '@docusaurus\/core\/lib\/client\/clientEntry\.js'\);\n\}/,
    'the last step imports it',
  );
  // Every group is something Docusaurus's entry imports itself (directly or through App.js), so
  // eager imports add nothing to the bundle: only the order and the tasks change.
  const groups = [...ours.matchAll(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)]
    .map((m) => m[1]!)
    .filter((s) => !s.endsWith('clientEntry.js'));
  const entrySources = ['clientEntry.js', 'App.js']
    .map((file) => readFileSync(path.join(clientDir, file), 'utf8'))
    .join('\n');
  const themeLayoutUsers = ['@theme/Navbar', '@theme/Layout'];
  for (const group of groups) {
    if (themeLayoutUsers.includes(group)) continue; // in the main bundle through every page's layout
    const inEntry =
      entrySources.includes(`'${group}'`) || (group.endsWith('/App.js') && /from '\.\/App'/.test(entrySources));
    assert.ok(inEntry, `${group} is imported by Docusaurus's entry`);
  }
});
