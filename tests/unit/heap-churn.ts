// Run by pipeline-heap.test.ts, in a process of its own so that no other test shapes its heap: a
// workload like the pipeline's (a tree per page, kept for a few pages, so that it reaches V8's old
// generation and dies there, beside data that stays live), then prints the heap's peak while it ran.
// `alone`: outside the pipeline; `pipeline`: as a pipeline step; `after`: after a pipeline has run.
import v8 from 'node:v8';
import {runPipeline} from '../../src/core/pipeline';
import {builtPage, fakePostBuild} from './fake-site';

const PAGES = 300;
const NODES = 20_000;
const KEPT = 48;

/** What stays live throughout, as Docusaurus's loaded site does beside the pipeline. */
const live = Array.from({length: 150_000}, (_, i) => ({id: `live-${i}`, pair: [i, i + 1]}));

/** The heap's peak (bytes) while trees are made and dropped. */
function churn(): number {
  const kept: unknown[] = [];
  let peak = 0;
  for (let page = 0; page < PAGES; page++) {
    kept[page % KEPT] = Array.from({length: NODES}, (_, n) => ({tag: 'div', props: {n}, children: [page]}));
    peak = Math.max(peak, v8.getHeapStatistics().total_heap_size);
  }
  return peak;
}

async function main(mode: string | undefined) {
  let peak = 0;
  const run = (steps: Parameters<typeof runPipeline>[1]['steps']) =>
    runPipeline(fakePostBuild([{route: '/', html: builtPage('/')}]), {routeFiles: () => [], steps, log: () => {}});
  if (mode === 'alone') peak = churn();
  else if (mode === 'pipeline') await run([{name: 'critical CSS', run: async () => void (peak = churn())}]);
  else if (mode === 'after') {
    await run([]);
    peak = churn();
  } else throw new Error(`mode: alone, pipeline or after, not ${mode}`);
  console.log(JSON.stringify({peak, live: live.length}));
}

void main(process.argv[2]);
