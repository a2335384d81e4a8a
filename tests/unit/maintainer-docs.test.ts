// The maintainers' Markdown stays short enough to read: a README a newcomer reads in minutes
// (nothing dated in it: dated figures go to the bench's output and the closing notes), ARCHITECTURE
// for engineers, UPGRADING's ledger, CONTRIBUTING for writers, and a short README in every feature
// and patch folder; all of it together has a budget too.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

const KB = 1024;
const BUDGETS: Record<string, number> = {
  'README.md': 8 * KB,
  'ARCHITECTURE.md': 12 * KB,
  'UPGRADING.md': 20 * KB,
  'CONTRIBUTING.md': 10 * KB,
  'facts/README.md': 2 * KB,
};
const FOLDER_README = 2 * KB;
const ALL = 60 * KB;

/** Every feature and patch folder. */
const folders = ['src/features', 'src/patches'].flatMap((root) =>
  readdirSync(root, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(root, entry.name)),
);

test('each maintainer document is within its budget', () => {
  for (const [file, budget] of Object.entries(BUDGETS)) {
    assert.ok(existsSync(file), `${file} is missing`);
    const size = statSync(file).size;
    assert.ok(size <= budget, `${file} is ${size} bytes; its budget is ${budget}: move detail to where it is used`);
  }
});

test('every feature and patch folder has a README of at most 2 KB', () => {
  assert.ok(folders.length >= 15, `found ${folders.length} folders`);
  for (const folder of folders) {
    const readme = path.join(folder, 'README.md');
    assert.ok(
      existsSync(readme),
      `${folder} has no README.md: what it does, how to switch it off, which test proves it`,
    );
    const size = statSync(readme).size;
    assert.ok(size <= FOLDER_README, `${readme} is ${size} bytes; at most ${FOLDER_README}`);
  }
});

test("all the maintainers' Markdown together is at most 60 KB", () => {
  const files = [...Object.keys(BUDGETS), 'mcp/README.md', ...folders.map((folder) => path.join(folder, 'README.md'))];
  const total = files.filter((file) => existsSync(file)).reduce((sum, file) => sum + statSync(file).size, 0);
  assert.ok(total <= ALL, `${total} bytes in ${files.length} files; the budget is ${ALL}`);
});

test('the README dates nothing: measurements go to the bench and the closing notes', () => {
  const readme = readFileSync('README.md', 'utf8');
  const dated = readme.match(
    /\b20\d\d-\d\d-\d\d\b|\b(?:January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d\b/g,
  );
  assert.deepEqual(dated, null);
});
