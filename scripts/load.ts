// The load driver (issue #26): drives a served build (nginx with the site's shipped rules) with
// autocannon on the loopback, a mix of requests made from the build's site.json and its hosting rules:
// - pages, brotli and gzip by Accept-Encoding, revalidated (`no-cache`);
// - hashed assets under /assets/, immutable, brotli where the build wrote a .br copy;
// - Markdown copies, negotiated with `Accept: text/markdown` and at their `.md` path;
// - the redirects the rules define (301 with their Location);
// - unknown paths (404).
// Every response is checked against what its request expects (status and headers); a wrong one
// counts as an error, so that "fast" can never mean "fast at answering the wrong thing".
// `npm run bench -- --load` prints a table at several concurrencies; the load browser test runs a
// short, bounded load and asserts no error and no wrong response. Speed is reported, never asserted.
import autocannon from 'autocannon';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {readSite} from '../src/core/site/manifest.ts';
import {rulesOf} from '../src/features/hosting/step.ts';
import {IMMUTABLE, REVALIDATE} from '../src/features/hosting/rules.ts';

const KINDS = ['page', 'asset', 'markdown', 'redirect', 'not-found'] as const;
type LoadKind = (typeof KINDS)[number];

/** One request of the mix and what its response must be: a status and headers (null: absent). */
export type LoadRequest = {
  kind: LoadKind;
  path: string;
  headers: Record<string, string>;
  status: number;
  /** Header names in lower case; a value of null means the header must not be sent. */
  expected: Record<string, string | null>;
};

/** What a browser sends; nginx picks the .br copy (brotli_static) over the .gz. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** Paths no build has: each must be the site's 404. */
export const UNKNOWN_PATHS = [
  '/docs/no-such-page',
  '/ios/9.9/introduction',
  '/assets/js/no-such-chunk.00000000.js',
  '/api/no-such-page.md',
];

/** `count` entries spread evenly over `list` (all of it when shorter), in its order. */
function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  return Array.from({length: count}, (_, index) => list[Math.floor((index * list.length) / count)]!);
}

/**
 * The request mix for a build: `perKind` pages (half asking for brotli, half for gzip only), as
 * many assets, Markdown copies (half negotiated, half by their `.md` path), redirects, and the
 * unknown paths; interleaved so that every stretch of the mix has every kind.
 */
export async function requestMix(buildDir: string, perKind = 12): Promise<LoadRequest[]> {
  const site = readSite(buildDir);
  const rules = await rulesOf(site.pages, process.cwd());
  const precompressed = (file: string, ext: '.br' | '.gz') => existsSync(path.join(buildDir, `${file}${ext}`));
  // Every response carries the security headers, errors and redirects included.
  const secure = {'x-content-type-options': rules.headers['X-Content-Type-Options']!};
  const served = site.pages.filter((page) => page.kind !== 'redirect' && page.kind !== 'not-found');

  const pages = spread(served, perKind).map((page, index): LoadRequest => {
    const brotli = index % 2 === 0;
    const encoding = brotli ? 'br' : 'gzip';
    return {
      kind: 'page',
      path: page.route,
      headers: {'accept-encoding': brotli ? BROWSER_ENCODINGS : 'gzip', accept: 'text/html'},
      status: 200,
      expected: {
        ...secure,
        'cache-control': REVALIDATE,
        'content-encoding': precompressed(page.file, `.${brotli ? 'br' : 'gz'}`) ? encoding : null,
      },
    };
  });
  const assets = spread(
    site.files.filter((file) => file.startsWith('assets/')),
    perKind,
  ).map((file): LoadRequest => ({
    kind: 'asset',
    path: `/${file}`,
    headers: {'accept-encoding': BROWSER_ENCODINGS},
    status: 200,
    expected: {...secure, 'cache-control': IMMUTABLE, 'content-encoding': precompressed(file, '.br') ? 'br' : null},
  }));
  const markdown = spread(
    rules.markdown.filter(({route}) => served.some((page) => page.route === route)),
    perKind,
  ).map(({route, file}, index): LoadRequest => ({
    kind: 'markdown',
    path: index % 2 === 0 ? route : file,
    headers: index % 2 === 0 ? {accept: 'text/markdown'} : {},
    status: 200,
    expected: {...secure, 'content-type': 'text/markdown; charset=utf-8', 'cache-control': REVALIDATE},
  }));
  const redirects = spread(rules.redirects, perKind).map(({from, to}): LoadRequest => ({
    kind: 'redirect',
    path: from,
    headers: {},
    status: 301,
    expected: {...secure, location: to},
  }));
  const unknown = UNKNOWN_PATHS.map((target): LoadRequest => ({
    kind: 'not-found',
    path: target,
    headers: {accept: 'text/html'},
    status: 404,
    // Never cached: a chunk missing after a deploy must not stay missing in a cache for a year.
    expected: {...secure, 'cache-control': REVALIDATE},
  }));
  const lists = [pages, assets, markdown, redirects, unknown];
  const longest = Math.max(...lists.map((list) => list.length));
  return Array.from({length: longest}, (_, index) =>
    lists.flatMap((list) => (index < list.length ? [list[index]!] : [])),
  ).flat();
}

/** Per kind: the responses checked and the wrong ones (a status or a header other than expected). */
export type Tally = Record<LoadKind, {responses: number; wrongStatus: number; wrongHeaders: number}>;

/** The wrong statuses or headers of a response, as readable lines (none when it is right). */
export function responseProblems(
  request: LoadRequest,
  status: number,
  headers: Record<string, string | string[] | undefined>,
): string[] {
  const received = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const problems: string[] = [];
  if (status !== request.status) problems.push(`${request.path}: status ${status}, expected ${request.status}`);
  for (const [name, value] of Object.entries(request.expected)) {
    const got = received[name];
    const text = Array.isArray(got) ? got.join(', ') : got;
    if ((text ?? null) !== value)
      problems.push(`${request.path}: ${name} ${JSON.stringify(text)}, expected ${JSON.stringify(value)}`);
  }
  return problems;
}

/** Runs the mix against `url` with `connections` connections for `seconds`, checking every response. */
export async function runLoad({
  url,
  mix,
  connections,
  seconds,
}: {
  url: string;
  mix: readonly LoadRequest[];
  connections: number;
  seconds: number;
}) {
  const tally = Object.fromEntries(
    KINDS.map((kind) => [kind, {responses: 0, wrongStatus: 0, wrongHeaders: 0}]),
  ) as Tally;
  const examples: string[] = [];
  let wrong = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    // A response slower than this counts as a timeout (an error), not a slow sample.
    timeout: 10,
    // Each connection reconnects itself after this many requests, before nginx closes it
    // (`keepalive_requests`, 1000 by default). When the server closes a keep-alive connection,
    // autocannon 9.0.0 has already queued the next request on it, never answered, and from then on
    // hands every response of that connection to the callback of the request before it.
    reconnectRate: 500,
    requests: mix.map((request) => ({
      method: 'GET',
      path: request.path,
      headers: request.headers,
      onResponse: (
        status: number,
        _body: string,
        _context: object,
        headers: Record<string, string | string[] | undefined> = {},
      ) => {
        const counts = tally[request.kind];
        counts.responses++;
        const problems = responseProblems(request, status, headers);
        if (problems.length === 0) return;
        wrong++;
        if (status !== request.status) counts.wrongStatus++;
        else counts.wrongHeaders++;
        for (const problem of problems) if (examples.length < 10 && !examples.includes(problem)) examples.push(problem);
      },
    })),
  });
  return {
    connections,
    seconds,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: {p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max},
    // Socket errors and timeouts (autocannon's `errors` counts both).
    errors: result.errors,
    timeouts: result.timeouts,
    // Responses whose status or headers were not what their request expects.
    wrong,
    tally,
    // The first few distinct problems of wrong responses, for the report.
    examples,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, {count}]) => [code, count ?? 0]),
    ),
  };
}
