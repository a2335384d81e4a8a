// `npm run bench -- --check`: a writer's `npm run check` on one page, timed as a writer runs it (a
// new process each time, nothing warm), for a page of each kind, `--runs N` times (default 3),
// interleaved page by page. The aim is under 10 s a page on a 2-core machine; nothing asserts it.
// Written to bench-results/check.json.
import {spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {cpus, loadavg} from 'node:os';

/** A page of each kind a writer edits: Intro Markdown, an SDK page with Swift samples, an API page in MDX with REST samples. */
const PAGES = ['docs/terminology.md', 'ios/basic/data.md', 'api/quick-start.mdx'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function benchCheck({runs = 3}: {runs?: number} = {}) {
  const times = new Map<string, number[]>(PAGES.map((page) => [page, []]));
  for (let run = 0; run < runs; run++) {
    for (const page of PAGES) {
      const started = performance.now();
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/features/content-checks/check.ts', page], {
        encoding: 'utf8',
        env: {...process.env, CI: ''},
      });
      if (result.status !== 0) throw new Error(`npm run check -- ${page} failed:\n${result.stdout}${result.stderr}`);
      times.get(page)!.push((performance.now() - started) / 1000);
    }
  }
  const rows = PAGES.map((page) => {
    const seconds = times.get(page)!;
    return {page, median: median(seconds), min: Math.min(...seconds), max: Math.max(...seconds), runs: seconds};
  });
  console.log(
    `\nnpm run check -- PAGE, ${runs} run(s) each, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}:`,
  );
  console.table(
    rows.map(({page, median, min, max}) => ({
      page,
      'median s': median.toFixed(1),
      'min s': min.toFixed(1),
      'max s': max.toFixed(1),
    })),
  );
  mkdirSync('bench-results', {recursive: true});
  writeFileSync(
    'bench-results/check.json',
    `${JSON.stringify({date: new Date().toISOString(), cores: cpus().length, rows}, null, 2)}\n`,
  );
}
