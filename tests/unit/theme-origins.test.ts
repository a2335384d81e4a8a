// Every theme component that takes the name of an upstream one is a patch of the framework
// (UPGRADING.md): a wrapper names the component it wraps; an ejected component opens with its
// upstream origin, the package version installed today and a file that exists there, and marks its
// changes ("SkyPath:"), so an upgrade can re-diff it (ejects.test.ts checks the upstream file's
// hash and that every change is in a marked region). A component of our own that replaces an
// upstream one outright says so the same way ("// Replaces …"). Each has its row in UPGRADING.md, as
// has every patch. A feature's or patch's wrapper reaches the original through `@theme-init/`: in a
// plugin's theme, `@theme-original/` is the file itself.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {themeFiles} from './theme-folders';

const require = createRequire(import.meta.url);
const ledger = readFileSync('UPGRADING.md', 'utf8');

/** An installed package's folder (its own, or by resolution: some packages do not export `package.json`). */
const packageDir = (pkg: string) => {
  const local = path.join('node_modules', pkg);
  return existsSync(local) ? local : path.dirname(require.resolve(`${pkg}/package.json`));
};

/** The themes whose components ours may take the place of. */
const UPSTREAM_THEMES = [
  '@docusaurus/theme-classic',
  '@docusaurus/theme-search-algolia',
  'docusaurus-theme-openapi-docs',
];

/** The component files of every theme folder: index files, and files whose folder has no index. */
function themeComponents(): {file: string; folder: string; name: string}[] {
  const files = themeFiles();
  const hasIndex = (dir: string) =>
    files.some(({file}) => path.dirname(file) === dir && /^index\.tsx?$/.test(path.basename(file)));
  return files
    .filter(({file}) => /^index\.tsx?$/.test(path.basename(file)) || !hasIndex(path.dirname(file)))
    .map(({file, folder}) => ({
      file,
      folder,
      name: path
        .relative(folder, file)
        .replace(/\/index\.tsx?$/, '')
        .replace(/\.tsx?$/, ''),
    }));
}

const hasComponent = (dir: string, name: string) =>
  [`${name}.js`, `${name}/index.js`].some((file) => existsSync(path.join(dir, file)));

/** Whether Docusaurus core or an upstream theme has a component of this name. */
const isUpstream = (name: string): boolean => providers(name).length > 0;

/**
 * What gives a component before our themes, in Docusaurus's order: core's bare fallbacks, then the
 * upstream themes. `@theme-init/` is the first of them.
 */
function providers(name: string): string[] {
  return [
    {by: "Docusaurus core's fallback", dir: path.join(packageDir('@docusaurus/core'), 'lib/client/theme-fallback')},
    ...UPSTREAM_THEMES.map((pkg) => ({by: pkg, dir: path.join(packageDir(pkg), 'lib/theme')})),
  ]
    .filter(({dir}) => hasComponent(dir, name))
    .map(({by}) => by);
}

/** `// Ejected from <package>@<version> <path>` (or `// Replaces …`) on the first line. */
const EJECTED = /^\/\/ (?:Ejected from|Replaces) ((?:@[\w-]+\/)?[\w.-]+)@(\d+\.\d+\.\d+) (\S+?)[.,:;]?(?:\s|$)/;

const components = themeComponents();

test('every theme component that takes an upstream name wraps it or is an eject, each described', () => {
  const upstream = components.filter(({name}) => isUpstream(name));
  assert.ok(upstream.length >= 25, `found ${upstream.length} components that take an upstream name`);
  for (const {file, folder, name} of upstream) {
    const source = readFileSync(file, 'utf8');
    const wrapper = folder === 'src/theme' ? '@theme-original/' : '@theme-init/';
    if (folder !== 'src/theme') {
      assert.ok(
        !source.includes("'@theme-original/"),
        `${file}: in a plugin's theme, @theme-original/ is this very file; wrap the original through @theme-init/`,
      );
      const before = providers(name);
      assert.ok(
        !source.includes(`'@theme-init/${name}'`) || before.length === 1,
        `${file}: @theme-init/${name} is the first of ${before.join(', ')}, so the others' ${name} would be lost; wrap it in src/theme (@theme-original/) instead`,
      );
    }
    if (source.includes(wrapper)) {
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
    const upstreamFile = path.join(packageDir(pkg!), upstreamPath!);
    assert.ok(existsSync(upstreamFile), `${file}: the upstream file ${upstreamPath} is gone from ${pkg}@${version}`);
    assert.match(source, /SkyPath:/, `${file}: mark the changed regions with "SkyPath:"`);
  }
});

test("a component of our own takes no upstream name, and the fallbacks of src/core/theme are every feature's contract", () => {
  const own = components.filter(({name}) => !isUpstream(name));
  for (const {file, folder, name} of own) {
    if (folder === 'src/core/theme') continue;
    const fallback = components.find((component) => component.folder === 'src/core/theme' && component.name === name);
    if (fallback) assert.notEqual(folder, 'src/theme', `${file}: the site's theme would hide every feature's ${name}`);
  }
  for (const {name} of components.filter(({folder}) => folder === 'src/core/theme')) {
    assert.ok(!isUpstream(name), `src/core/theme/${name}: a fallback takes no upstream name`);
  }
});

test('UPGRADING.md has a row for every component that takes an upstream name and every patch', () => {
  for (const {file, name} of components.filter((component) => isUpstream(component.name))) {
    assert.ok(ledger.includes(`\`${name}\``), `UPGRADING.md has no row for ${file} (\`${name}\`)`);
  }
  for (const patch of readdirSync('src/patches', {withFileTypes: true}).filter((entry) => entry.isDirectory())) {
    assert.ok(ledger.includes(`\`${patch.name}\``), `UPGRADING.md has no row for src/patches/${patch.name}`);
  }
});
