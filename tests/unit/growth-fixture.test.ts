// The growth fixture of `npm run bench -- --growth`: about 1,000 pages, grown
// along both axes (more versions of each SDK section, more pages in every version), in a copy that
// leaves the working tree untouched. The growth bench itself is too slow for `npm test`.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import path from 'node:path';
import {copySources, growSite, olderVersions} from '../../scripts/growth-fixture.ts';
import {BLOG_DIR, DOCS_SECTIONS, SDK_SECTIONS} from '../../src/core/contentFolders.mjs';
import {openQuestions, placeOfFile} from '../../src/core/open-questions';

const ROOT = process.cwd();

/** The pages (.md, .mdx) under a folder, generated API reference left out. */
const pagesIn = (dir: string): number =>
  readdirSync(dir, {withFileTypes: true, recursive: true}).filter(
    (entry) => entry.isFile() && /\.mdx?$/.test(entry.name) && !entry.parentPath.includes('api/reference'),
  ).length;

/** Each SDK section's version folders (Next first) and their pages. */
function versionPages(root: string) {
  return SDK_SECTIONS.map((section) => {
    const versions = JSON.parse(readFileSync(path.join(root, `${section}_versions.json`), 'utf8')) as string[];
    const folders = [section, ...versions.map((version) => `${section}_versioned_docs/version-${version}`)];
    return {section, versions, pages: folders.map((folder) => pagesIn(path.join(root, folder)))};
  });
}

/** Every source file git lists, with its size and modification time, and git's status. */
function snapshot(root: string) {
  const git = (...args: string[]) => execFileSync('git', args, {cwd: root, encoding: 'utf8'});
  const files = git('ls-files', '--cached', '--others', '--exclude-standard').split('\n').filter(Boolean);
  return [
    git('status', '--porcelain', '--untracked-files=all'),
    ...files.map((file) => {
      const stat = statSync(path.join(root, file), {throwIfNoEntry: false});
      return `${file} ${stat?.size} ${stat?.mtimeMs}`;
    }),
  ].join('\n');
}

test('versions below the oldest, newest first', () => {
  assert.deepEqual(olderVersions('2.2', 4), ['2.1', '2.0', '1.9', '1.8']);
  assert.deepEqual(olderVersions('0.5', 2), ['0.4', '0.3']);
  assert.throws(() => olderVersions('0.1', 3));
});

test('the fixture grows both the versions and the pages of every version to about 1,000 pages, in a copy', () => {
  const before = snapshot(ROOT);
  const today = versionPages(ROOT);
  const dir = copySources(ROOT);
  try {
    growSite(dir);
    const grown = versionPages(dir);
    for (const [index, {section, versions, pages}] of grown.entries()) {
      const was = today[index];
      assert.ok(versions.length >= was.versions.length + 2, `${section}: ${was.versions} grew to ${versions} only`);
      const largest = Math.max(...was.pages);
      for (const [version, count] of pages.entries())
        assert.ok(
          count >= 2 * largest,
          `${section}: version folder ${version} has ${count} pages; today's largest has ${largest}`,
        );
    }
    const total =
      [...DOCS_SECTIONS, BLOG_DIR].reduce((sum, folder) => sum + pagesIn(path.join(dir, folder)), 0) +
      grown.flatMap(({pages}) => pages.slice(1)).reduce((sum, count) => sum + count, 0);
    assert.ok(total >= 900 && total <= 1100, `the grown sources have ${total} pages, not about 1,000`);
    // Every grown page that shows its place's open questions has some (the build refuses one without).
    const questions = openQuestions(dir);
    const asking = readdirSync(dir, {recursive: true, withFileTypes: true}).filter(
      (entry) =>
        entry.isFile() &&
        !entry.parentPath.includes('node_modules') &&
        /\.mdx?$/.test(entry.name) &&
        readFileSync(path.join(entry.parentPath, entry.name), 'utf8').includes('::open-questions'),
    );
    assert.ok(asking.length > 7, `${asking.length} pages show open questions`);
    for (const entry of asking) {
      const place = placeOfFile(path.relative(dir, path.join(entry.parentPath, entry.name)));
      assert.ok(
        questions.some((question) => question.places.includes(place ?? '')),
        `${entry.parentPath}/${entry.name} (${place}) has no open question`,
      );
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
  assert.equal(snapshot(ROOT), before, 'the working tree changed');
});
