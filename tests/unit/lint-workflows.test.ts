// The workflows pass actionlint, and actionlint fails on a planted mistake (an expression naming
// a step that does not exist).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {lintWorkflows} from '../../scripts/lint-workflows.ts';

test("the repository's workflows pass actionlint", async () => {
  assert.deepEqual(await lintWorkflows(), []);
});

test('a workflow reading the output of a step that does not exist fails, with its line', async () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'workflows-')), 'workflows');
  mkdirSync(dir);
  writeFileSync(
    path.join(dir, 'broken.yml'),
    'on: push\njobs:\n  check:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ steps.classify.outputs.kind }}\n',
  );
  const problems = await lintWorkflows(dir);
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.equal(problems[0]!.line, 6);
  assert.match(problems[0]!.message, /classify/);
});
