// A feature is one folder: taking maps and offline reading out of the site is deleting their
// folders, their lines in the config and the pages that exist only for them (with the links to
// those pages); taking out the docs MCP server is deleting mcp/, its workspace entry and its page.
// On a copy of the sources so changed, the type-check passes and the production build, with its
// post-build pipeline, writes the site without them.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {ORDER} from '../../src/core/pipeline';
import {commitAll, copySources} from '../../scripts/growth-fixture';

/** Content files of the copy, for the links to a removed page. */
const CONTENT = /^(docs|api|ios|js|blog|ios_versioned_docs|js_versioned_docs)\//;

function edit(dir: string, file: string, change: (text: string) => string) {
  const full = path.join(dir, file);
  const before = readFileSync(full, 'utf8');
  const after = change(before);
  assert.notEqual(after, before, `nothing to take out of ${file}`);
  writeFileSync(full, after);
}

/** Deletes a page, its sidebar entries and every Markdown link to it (the link's text stays). */
function removePage(dir: string, file: string) {
  const id = path.basename(file).replace(/\.mdx?$/, '');
  rmSync(path.join(dir, file));
  for (const sidebar of readdirSync(dir).filter((name) => /^sidebars.*\.ts$/.test(name))) {
    const text = readFileSync(path.join(dir, sidebar), 'utf8');
    const kept = text
      .split('\n')
      .filter((line) => !line.includes(`id: '${id}'`))
      .join('\n')
      .replace(new RegExp(`, '${id}'|'${id}', `, 'g'), '');
    writeFileSync(path.join(dir, sidebar), kept);
  }
  const files = readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter(
    (name) => CONTENT.test(name) && /\.mdx?$/.test(name),
  );
  const link = new RegExp(`\\[([^\\]]+)\\]\\([^)]*\\b${id}(?:\\.mdx?)?(?:#[^)]*)?\\)`, 'g');
  for (const name of files) {
    const text = readFileSync(path.join(dir, name), 'utf8');
    if (link.test(text)) writeFileSync(path.join(dir, name), text.replace(link, '$1'));
    link.lastIndex = 0;
  }
}

/** Takes a feature out: its folder, and the config's import of it and its entry in the list. */
function removeFeature(dir: string, folder: string, name: string) {
  rmSync(path.join(dir, 'src/features', folder), {recursive: true});
  edit(dir, 'docusaurus.config.ts', (text) =>
    text
      .split('\n')
      .filter((line) => !line.includes(`'./src/features/${folder}'`) && line.trim() !== `${name},`)
      .join('\n'),
  );
}

const run = (dir: string, args: string[]) =>
  spawnSync(process.execPath, args, {
    cwd: dir,
    encoding: 'utf8',
    env: {...process.env, NO_COLOR: '1', FORCE_COLOR: '0'},
    maxBuffer: 64 * 1024 * 1024,
  });

test('maps, offline reading and the MCP server taken out: the type-check passes and the build writes the site without them', () => {
  const dir = copySources();
  try {
    removeFeature(dir, 'maps', 'maps');
    removePage(dir, 'api/corridor-checker.mdx');
    removeFeature(dir, 'offline', 'offline');
    removePage(dir, 'docs/read-offline.md');
    rmSync(path.join(dir, 'mcp'), {recursive: true});
    edit(dir, 'package.json', (text) => text.replace(/,\n {2}"workspaces": \[\n {4}"mcp"\n {2}\]/, ''));
    removePage(dir, 'docs/ai-assistants.md');

    const docusaurus = path.join('node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
    const generated = run(dir, [docusaurus, 'gen-api-docs', 'all']);
    assert.equal(generated.status, 0, generated.stderr);
    const typecheck = run(dir, ['--import', 'tsx', 'scripts/typecheck.ts']);
    assert.equal(typecheck.status, 0, `the type-check fails:\n${typecheck.stdout}${typecheck.stderr}`);

    commitAll(dir); // the docs' "Last updated" dates come from git
    const build = run(dir, [docusaurus, 'build']);
    const output = `${build.stdout}\n${build.stderr}`;
    assert.equal(build.status, 0, `the build fails:\n${output.slice(-4000)}`);
    const ran = [...output.matchAll(/^\[site-pipeline\] (.+?) \(\d+\.\d s[,)]/gm)].map((match) => match[1]);
    assert.deepEqual(
      ran,
      ORDER.filter((step) => step !== 'offline packs'),
      'every step but offline reading ran, in order',
    );
    const built = (file: string) => existsSync(path.join(dir, 'build', file));
    assert.ok(built('site.json') && built('ios/basic/data/index.html'));
    assert.ok(!built('sw.js') && !built('offline'), 'no service worker, no offline packs');
    assert.ok(!built('api/corridor-checker/index.html'), 'no checker page');
    const assets = readdirSync(path.join(dir, 'build', 'assets', 'js'));
    assert.ok(!assets.some((file) => /corridor-(land|map)/.test(file)), 'no map chunks');
    const page = readFileSync(
      path.join(dir, 'build', 'api', 'reference', 'get-corridor-data-geo-fencing', 'index.html'),
      'utf8',
    );
    assert.ok(page.includes('Copy page'), 'the page actions stay, without their offline item');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
