// `npm run bench -- --load` (issue #26): the build under load, served by nginx with the site's
// shipped rules, on the loopback. The load driver's mix runs for `--seconds` (default 10)
// at each of `--connections` (default 1,10,50,100), after a one-second warm-up that is not
// reported. Written to bench-results/load.json. autocannon and nginx (one worker) share the
// machine: on a 2-core machine the figures measure the pair, not nginx alone.
import {mkdirSync, writeFileSync} from 'node:fs';
import {cpus, loadavg} from 'node:os';
import {startPreview} from './preview.ts';
import {requestMix, runLoad} from './load.ts';

/** Away from the browser tests' 4173 and the other benches' ports. */
const PORT = Number(process.env.LOAD_PORT ?? 4380);

export async function benchLoad({
  dir,
  connections = [1, 10, 50, 100],
  seconds = 10,
}: {
  dir: string;
  connections?: number[];
  seconds?: number;
}) {
  const server = await startPreview({buildDir: dir, port: PORT, stdio: 'ignore'});
  const results: Awaited<ReturnType<typeof runLoad>>[] = [];
  try {
    const mix = await requestMix(dir);
    const kinds = [...new Set(mix.map((request) => request.kind))].map(
      (kind) => `${mix.filter((request) => request.kind === kind).length} ${kind}`,
    );
    console.log(
      `Load on ${server.url} (${dir}/): a mix of ${mix.length} requests (${kinds.join(', ')}), ${seconds} s per row`,
    );
    await runLoad({url: server.url, mix, connections: 10, seconds: 1});
    for (const count of connections) {
      const result = await runLoad({url: server.url, mix, connections: count, seconds});
      results.push(result);
      console.log(`  ${count} connections: ${result.requestsPerSecond} requests/s, ${result.wrong} wrong`);
    }
  } finally {
    server.stop();
  }
  console.log(
    `\nLoad through nginx (1 worker) and autocannon on the same machine (${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end).\n`,
  );
  console.log('| connections | requests/s | p50 | p99 | max | requests | errors | timeouts | wrong status or header |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(
      `| ${r.connections} | ${r.requestsPerSecond} | ${r.latencyMs.p50} ms | ${r.latencyMs.p99} ms | ${r.latencyMs.max} ms | ${r.requests} | ${r.errors} | ${r.timeouts} | ${r.wrong} |`,
    );
  }
  const wrong = results.flatMap((r) => r.examples);
  if (wrong.length > 0) console.log(`\nWrong responses (first of each run):\n${wrong.join('\n')}`);
  mkdirSync('bench-results', {recursive: true});
  writeFileSync(
    'bench-results/load.json',
    `${JSON.stringify({date: new Date().toISOString(), dir, cores: cpus().length, seconds, results}, null, 2)}\n`,
  );
  console.log('\nWritten to bench-results/load.json');
}
