// Every swizzled theme component and local plugin is a patch of the framework (UPGRADING.md): a
// wrapper names the component it wraps; an ejected component opens with its upstream origin, the
// package version installed today and a file that exists there, and marks its changes
// ("SkyPath:"), so an upgrade can re-diff it (tests/unit/ejects.test.ts checks the upstream file's
// hash and that every change is in a marked region). A component of our own that replaces an
// upstream one outright says so the same way ("// Replaces …"). Each has its row in UPGRADING.md.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const THEME = 'src/theme';
const ledger = readFileSync('UPGRADING.md', 'utf8');

/** An installed package's folder (its own, or by resolution: some packages do not export `package.json`). */
const packageDir = (pkg: string) => {
  const local = path.join('node_modules', pkg);
  return existsSync(local) ? local : path.dirname(require.resolve(`${pkg}/package.json`));
};

/** The component files of src/theme: index files, and files whose folder has no index. */
function themeComponents(): string[] {
  const files = readdirSync(THEME, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const hasIndex = (dir: string) =>
    files.some((file) => path.dirname(file) === dir && /^index\.tsx?$/.test(path.basename(file)));
  return files.filter((file) => /^index\.tsx?$/.test(path.basename(file)) || !hasIndex(path.dirname(file))).sort();
}

/** The theme component a file provides: `src/theme/NotFound/Content/index.tsx` → `NotFound/Content`. */
const componentName = (file: string) =>
  path
    .relative(THEME, file)
    .replace(/\/index\.tsx?$/, '')
    .replace(/\.tsx?$/, '');

/** `// Ejected from <package>@<version> <path>` (or `// Replaces …`) on the first line. */
const EJECTED = /^\/\/ (?:Ejected from|Replaces) ((?:@[\w-]+\/)?[\w.-]+)@(\d+\.\d+\.\d+) (\S+?)[.,:;]?(?:\s|$)/;

test('src/theme holds wrappers and ejected components only, each described', () => {
  const components = themeComponents();
  assert.ok(components.length >= 15, `found ${components.length} components`);
  for (const file of components) {
    const source = readFileSync(file, 'utf8');
    if (source.includes('@theme-original/')) {
      assert.match(source, /^\/\/ Wraps /, `${file}: a wrapper opens with a line saying what it wraps and why`);
      continue;
    }
    const origin = EJECTED.exec(source);
    assert.ok(
      origin,
      `${file}: an ejected component opens with "// Ejected from <package>@<version> <path>" (one of our own that replaces upstream's: "// Replaces <package>@<version> <path>")`,
    );
    const [, pkg, version, upstreamPath] = origin;
    const manifest = JSON.parse(readFileSync(path.join(packageDir(pkg!), 'package.json'), 'utf8')) as {
      version: string;
    };
    assert.equal(
      manifest.version,
      version,
      `${file}: ejected from ${pkg}@${version}, but ${manifest.version} is installed. Re-diff it against the new upstream file, port the changes marked "SkyPath:", then update the header`,
    );
    const upstream = path.join(packageDir(pkg!), upstreamPath!);
    assert.ok(existsSync(upstream), `${file}: the upstream file ${upstreamPath} is gone from ${pkg}@${version}`);
    assert.match(source, /SkyPath:/, `${file}: mark the changed regions with "SkyPath:"`);
  }
});

test('UPGRADING.md has a row for every theme component and every local plugin', () => {
  for (const file of themeComponents()) {
    assert.ok(
      ledger.includes(`\`${componentName(file)}\``),
      `UPGRADING.md has no row for src/theme/${componentName(file)}`,
    );
  }
  for (const plugin of readdirSync('src/plugins', {withFileTypes: true}).filter((entry) => entry.isDirectory())) {
    assert.ok(ledger.includes(`\`${plugin.name}\``), `UPGRADING.md has no row for src/plugins/${plugin.name}`);
  }
});
