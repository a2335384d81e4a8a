// REST samples run against the spec: every curl, JavaScript, TypeScript and Python sample that
// calls SkyPath's API is run, in page order, against the mock API, once with the full responses and
// once with the smallest ones the schema allows. A sample fails when it exits with an error, when
// a request it sends breaks the spec or SkyPath's domain rules, or when it sends no request at all.
import {execFile, type ExecFileException, type ExecFileOptions} from 'node:child_process';
import {createRequire} from 'node:module';
import {promisify} from 'node:util';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {commandWorks} from '../../../core/debian.ts';
import type {Block, Problem} from './extract.ts';
import type {MockApi} from './mock-api.ts';
import {checkRestTypeScript, isWebSdkSample} from './typescript.ts';

/** The hosts of SkyPath's API; samples that name one call the API. */
export const API_HOST = /https:\/\/(?:staging-|dev-)?api\.skypath\.io/g;
/** How many rounds a polling loop runs before the harness ends it. */
export const POLL_ROUNDS = 3;
const RUN_TIMEOUT_MS = 30_000;
/** Debian's python3, which `restRequirements` installs `requests` for. */
export const PYTHON = '/usr/bin/python3';

/** What the REST samples need from Debian. */
export const restRequirements = [
  {what: 'curl', present: () => commandWorks('curl'), packages: ['curl']},
  {what: 'jq (used by the curl samples)', present: () => commandWorks('jq'), packages: ['jq']},
  {
    what: "Debian's python3 with requests (Python samples)",
    present: () => commandWorks(PYTHON, ['-c', 'import requests']),
    packages: ['python3', 'python3-requests'],
  },
];

/** tsx's loader, by URL: the samples run in a temporary folder, where `--import tsx` would not resolve. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

const LANGS: Record<string, {ext: string; run: (file: string, dir: string) => [string, string[]]}> = {
  bash: {ext: 'sh', run: (file) => ['bash', ['-eo', 'pipefail', file]]},
  js: {ext: 'mjs', run: (file, dir) => [process.execPath, ['--import', path.join(dir, '.harness.mjs'), file]]},
  // As a reader runs them with `npx tsx file.ts` (no package.json "type": CommonJS, so no top-level await).
  ts: {
    ext: 'ts',
    run: (file, dir) => [process.execPath, ['--import', TSX_LOADER, '--import', path.join(dir, '.harness.mjs'), file]],
  },
  python: {ext: 'py', run: (file, dir) => [PYTHON, [path.join(dir, '.harness.py'), file]]},
};

// Loops end after POLL_ROUNDS rounds and timers do not wait: setInterval callbacks run that many
// times, one after the other; setTimeout waits at most 10 ms.
const NODE_HARNESS = `const wait = globalThis.setTimeout;
globalThis.setTimeout = (fn, ms, ...args) => wait(fn, Math.min(ms ?? 0, 10), ...args);
globalThis.setInterval = (fn, ms, ...args) => {
  const handle = {rounds: 1, cleared: false, ref: () => handle, unref: () => handle, hasRef: () => true};
  const tick = () => {
    if (handle.cleared || handle.rounds++ >= ${POLL_ROUNDS}) return;
    Promise.resolve(fn(...args)).finally(() => wait(tick, 10));
  };
  wait(tick, 10);
  return handle;
};
globalThis.clearInterval = (handle) => {
  if (handle) handle.cleared = true;
};
`;
const PYTHON_HARNESS = `import os, runpy, sys, time
class _Stop(BaseException):
    pass
_rounds = [0]
def _sleep(seconds):
    _rounds[0] += 1
    if _rounds[0] >= ${POLL_ROUNDS}:
        raise _Stop()
time.sleep = _sleep
script = sys.argv[1]
sys.argv = sys.argv[1:]
sys.path.insert(0, os.path.dirname(os.path.abspath(script)))
try:
    runpy.run_path(script, run_name="__main__")
except _Stop:
    pass
`;
const BASH_HARNESS = `sleep() {
  __rounds=$(( \${__rounds:-0} + 1 ))
  if [ "$__rounds" -ge ${POLL_ROUNDS} ]; then exit 0; fi
}
`;

/** The file a block is saved as: its `title` when that is a file name, else one named by its line. */
export const fileName = (block: Block) =>
  /^[\w.-]+\.\w+$/.test(block.attrs.title ?? '') ? block.attrs.title : `sample-${block.line}.${LANGS[block.lang].ext}`;

/**
 * The REST samples by page and language, in page order. A block runs when it names an API host or uses another saved
 * file of its track (a script importing the quick start's module); `norun="reason"` blocks are listed, not run.
 */
export function restTracks(blocks: Block[]) {
  const tracks = new Map<string, {file: string; lang: string; blocks: Block[]}>();
  for (const block of blocks) {
    if (!LANGS[block.lang] || block.context.section === 'ios' || block.context.section === 'js') continue;
    if (block.lang === 'ts' && isWebSdkSample(block)) continue; // a Web SDK sample (a blog post's)
    const key = `${block.file}\0${block.lang}`;
    const track = tracks.get(key) ?? {file: block.file, lang: block.lang, blocks: []};
    tracks.set(key, track);
    track.blocks.push(block);
  }
  return [...tracks.values()]
    .map((track) => {
      const stems = track.blocks
        .map(fileName)
        .filter((name) => !name.startsWith('sample-'))
        .map((name) => name.replace(/\.\w+$/, ''));
      const uses = (block: Block) =>
        stems.some((stem) => stem !== fileName(block).replace(/\.\w+$/, '') && block.code.includes(stem));
      const runs = track.blocks.filter((block) => block.code.match(API_HOST) || uses(block));
      return {...track, runs};
    })
    .filter((track) => track.runs.length > 0);
}

/** Runs a command to its end; asynchronous, so the mock API in this process keeps answering meanwhile. */
async function run(command: string, args: string[], options: ExecFileOptions) {
  try {
    const {stdout, stderr} = await promisify(execFile)(command, args, {
      ...options,
      timeout: RUN_TIMEOUT_MS,
      killSignal: 'SIGKILL',
    });
    return {status: 0, stdout, stderr, timedOut: false};
  } catch (caught) {
    const error = caught as ExecFileException & {stdout?: string; stderr?: string};
    if (typeof error.code !== 'number' && !error.killed) throw error;
    return {
      status: error.code,
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
      timedOut: Boolean(error.killed),
    };
  }
}

/** Runs one track (a page's samples in one language) in a fresh folder against the mock. */
async function runTrack(track: ReturnType<typeof restTracks>[number], mock: MockApi, variant: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'skypath-sample-'));
  const problems: Problem[] = [];
  try {
    writeFileSync(path.join(dir, '.harness.mjs'), NODE_HARNESS);
    writeFileSync(path.join(dir, '.harness.py'), PYTHON_HARNESS);
    writeFileSync(path.join(dir, '.harness.sh'), BASH_HARNESS);
    const local = (code: string) => code.replace(API_HOST, mock.url);
    for (const block of track.blocks) writeFileSync(path.join(dir, fileName(block)), local(block.code));
    mock.reset();
    for (const block of track.runs) {
      if (block.attrs.norun) continue;
      const before = mock.requests.length;
      const [command, args] = LANGS[block.lang].run(fileName(block), dir);
      const result = await run(command, args, {
        cwd: dir,
        env: {
          PATH: process.env.PATH,
          HOME: dir,
          LANG: 'C.UTF-8',
          SKYPATH_API_KEY: 'test-api-key',
          BASH_ENV: path.join(dir, '.harness.sh'),
        },
      });
      const where = `with ${variant} responses`;
      if (result.timedOut)
        problems.push({...at(block), message: `${where}: did not finish within ${RUN_TIMEOUT_MS / 1000} s`});
      else if (result.status !== 0) {
        const output = `${result.stderr}\n${result.stdout}`.trim().split('\n').slice(-6).join('\n    ');
        problems.push({...at(block), message: `${where}: exited with code ${result.status}\n    ${output}`});
      }
      for (const request of mock.requests.slice(before)) {
        for (const problem of request.problems) {
          problems.push({
            ...at(block),
            message: `${where}: ${request.method} ${request.path} → ${request.status}: ${problem}`,
          });
        }
      }
    }
    const ran = track.runs.filter((block) => !block.attrs.norun);
    if (ran.length > 0 && mock.requests.length === 0) {
      problems.push({
        ...at(ran[0]),
        message: `with ${variant} responses: names a SkyPath host, but no ${track.lang} sample of the page sent a request`,
      });
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
  return problems;
}

const at = (block: Block) => ({file: block.file, line: block.line});

/** Runs every REST sample against `mock` with full and minimal responses; TypeScript ones are type-checked first. */
export async function checkRest(blocks: Block[], mock: MockApi) {
  const tracks = restTracks(blocks);
  const typescript = tracks.filter((track) => track.lang === 'ts').flatMap((track) => track.blocks);
  const problems = checkRestTypeScript(typescript.map((block) => ({block, name: fileName(block)})));
  for (const variant of ['full', 'minimal'] as const) {
    mock.setVariant(variant);
    for (const track of tracks) problems.push(...(await runTrack(track, mock, variant)));
  }
  const runs = tracks.flatMap((track) => track.runs);
  return {
    checked: runs.filter((block) => !block.attrs.norun).length,
    notRun: runs.filter((block) => block.attrs.norun).map((block) => ({...at(block), reason: block.attrs.norun})),
    problems,
  };
}
