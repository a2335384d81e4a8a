// How far the pipeline lets V8's heap grow past what is live (issue #41). After each full collection
// V8 lets the old generation grow to up to 4 times what survived before it collects again. The
// pipeline runs in Docusaurus's process, beside the ~250 MB Docusaurus still holds, and parses a tree
// per page that lives long enough to reach the old generation: at the growth fixture the heap grew to
// 1.0–1.06 GB, mostly dead trees, and was the pipeline's memory peak. Held to twice what is live, it
// stays at about 0.6 GB, and the pipeline takes no longer (1.6 times: about 0.55 GB, but 5 % slower).
// V8 reads the flag at each collection, so setting it for the pipeline alone is enough; Docusaurus's
// bundling and rendering keep V8's own heuristics.
import v8 from 'node:v8';

/** The pipeline's growth: the old generation may grow by this percent over what is live. 0 is V8's own. */
export const HEAP_GROWING_PERCENT = 100;

/**
 * The percent the build uses: HEAP_GROWING_PERCENT, or SKYPATH_HEAP_GROWING_PERCENT when set (0: V8's
 * own, as Docusaurus runs; for the growth bench's A/B).
 */
export function heapGrowingPercent(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.SKYPATH_HEAP_GROWING_PERCENT;
  if (given === undefined || given === '') return HEAP_GROWING_PERCENT;
  if (!/^\d+$/.test(given)) throw new Error(`SKYPATH_HEAP_GROWING_PERCENT must be a whole number, not "${given}"`);
  return Number(given);
}

/** Runs `work` with the heap's growth held to `percent`, then gives V8 back its own (0), whether `work` fails or not. */
export async function withHeapGrowth<T>(percent: number, work: () => Promise<T>): Promise<T> {
  v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
  try {
    return await work();
  } finally {
    v8.setFlagsFromString('--heap-growing-percent=0');
  }
}
