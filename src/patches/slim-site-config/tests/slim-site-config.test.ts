// The slim-site-config patch: the client's site config and metadata lack only the keys no client
// code reads, and a read of one is reported (the browser tests fail on the report).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {GUARD_MESSAGE, SERVER_ONLY_CONFIG, SERVER_ONLY_METADATA, slimModule} from '../index.ts';

/** A package's folder (some export no package.json), where the site's node_modules has it. */
const packageDir = (name: string) => path.join('node_modules', name);

/** Evaluates a written module and returns its default export. */
async function evaluate(source: string): Promise<Record<string, unknown>> {
  const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
    default: Record<string, unknown>;
  };
  return module.default;
}

test('the written module has every other key, and a read of a left-out key is reported', async () => {
  const config = {
    title: 'T',
    plugins: [[null, {path: 'blog'}]],
    themeConfig: {navbar: {items: []}},
    future: {v4: true},
  };
  const value = await evaluate(slimModule(config, ['plugins', 'presets']));
  assert.deepEqual({...value}, {title: 'T', themeConfig: {navbar: {items: []}}, future: {v4: true}});
  assert.deepEqual(JSON.parse(JSON.stringify(value)), {...value});
  const reports: unknown[][] = [];
  const error = console.error;
  console.error = (...args: unknown[]) => reports.push(args);
  try {
    assert.equal(value.plugins, undefined);
    assert.equal(value.presets, undefined, 'a key the config lacks is not guarded');
  } finally {
    console.error = error;
  }
  assert.deepEqual(reports, [[GUARD_MESSAGE, 'plugins']]);
});

/** The client code the bundle takes from each package, and the site's own components. */
const CLIENT_CODE = [
  path.join(packageDir('@docusaurus/core'), 'lib/client'),
  path.join(packageDir('@docusaurus/theme-classic'), 'lib'),
  path.join(packageDir('@docusaurus/theme-common'), 'lib'),
  path.join(packageDir('@docusaurus/plugin-content-docs'), 'lib/client'),
  path.join(packageDir('@docusaurus/plugin-content-blog'), 'lib/client'),
  path.join(packageDir('docusaurus-theme-openapi-docs'), 'lib'),
  'src',
];

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : files(file);
    return /\.(js|jsx|ts|tsx|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });

test('no client code reads a left-out key', () => {
  const keys = [...SERVER_ONLY_CONFIG, ...SERVER_ONLY_METADATA].join('|');
  const reads = [
    new RegExp(`\\b(?:siteConfig|siteMetadata)\\s*\\??\\.\\s*(${keys})\\b`),
    new RegExp(`\\b(?:siteConfig|siteMetadata)\\s*:\\s*\\{[^}]*\\b(${keys})\\b`),
    new RegExp(`\\{[^{}]*\\b(${keys})\\b[^{}]*\\}\\s*=\\s*(?:siteConfig|siteMetadata)\\b`),
  ];
  const found = CLIENT_CODE.flatMap(files)
    .filter(
      (file) =>
        !file.includes(`${path.sep}server${path.sep}`) &&
        !file.startsWith(`src${path.sep}patches${path.sep}slim-site-config`),
    )
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return reads.flatMap((read) => (read.exec(text) ? [`${file}: ${read.exec(text)![0]}`] : []));
    });
  assert.deepEqual(found, []);
  // The scan finds a read where there is one.
  assert.match('const {siteConfig: {favicon, plugins}} = useDocusaurusContext();', reads[1]!);
  assert.match('siteConfig.presets.length', reads[0]!);
});
