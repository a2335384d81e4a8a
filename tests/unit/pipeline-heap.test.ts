// The pipeline holds V8's heap to HEAP_GROWING_PERCENT over what is live while its steps run, and
// gives V8 back its own growth after (src/core/pipeline/heap.ts): the same workload, as a step and
// outside the pipeline, each in a process of its own (heap-churn.ts).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {heapGrowingPercent, HEAP_GROWING_PERCENT} from '../../src/core/pipeline/heap';

const peakOf = async (mode: string, env: NodeJS.ProcessEnv = {}) => {
  const {stdout} = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'tests/unit/heap-churn.ts', mode], {
    env: {...process.env, ...env},
  });
  return (JSON.parse(stdout.trim().split('\n').at(-1)!) as {peak: number}).peak;
};
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

test("a step's heap grows far less than V8 lets it grow outside the pipeline, and V8's own growth is back after", async () => {
  const [alone, step, after, stock] = await Promise.all([
    peakOf('alone'),
    peakOf('pipeline'),
    peakOf('after'),
    peakOf('pipeline', {SKYPATH_HEAP_GROWING_PERCENT: '0'}),
  ]);
  const seen = `alone ${mb(alone)}, as a step ${mb(step)}, after the pipeline ${mb(after)}, as a step with V8's own ${mb(stock)}`;
  assert.ok(step < alone * 0.78, `the step's heap is held: ${seen}`);
  assert.ok(after > alone * 0.85, `V8's own growth is given back: ${seen}`);
  assert.ok(stock > alone * 0.85, `SKYPATH_HEAP_GROWING_PERCENT=0 gives V8's own: ${seen}`);
});

test('the growth is HEAP_GROWING_PERCENT unless SKYPATH_HEAP_GROWING_PERCENT says otherwise; a wrong value fails, naming it', () => {
  assert.equal(heapGrowingPercent({}), HEAP_GROWING_PERCENT);
  assert.equal(heapGrowingPercent({SKYPATH_HEAP_GROWING_PERCENT: ''}), HEAP_GROWING_PERCENT);
  assert.equal(heapGrowingPercent({SKYPATH_HEAP_GROWING_PERCENT: '0'}), 0);
  assert.equal(heapGrowingPercent({SKYPATH_HEAP_GROWING_PERCENT: '100'}), 100);
  assert.throws(
    () => heapGrowingPercent({SKYPATH_HEAP_GROWING_PERCENT: '1.5x'}),
    /SKYPATH_HEAP_GROWING_PERCENT.*"1\.5x"/,
  );
});
