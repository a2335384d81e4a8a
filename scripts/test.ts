// `npm test`: every check. `npm run test:fast` (`--fast`): the inner loop, without the site build,
// the fixture-site builds and the browser tests. First what the checks need from Debian (root on
// Debian: installed with apt-get, and said so), then the API reference, then the quick checks in
// parallel, then (full run only) the slow ones in order: the production build must print no
// warning, a second build must be byte-identical to it, and the browser tests run against the
// build served by nginx (the full-text files and the docs MCP server are checked among them,
// without a browser).
// `--content` (the pull-request job for a content-only change): the writer's check of the changed
// pages (`npm run check`), the production build, then the Nu HTML Checker and the browser crawl (axe
// in both colour modes) of those pages only.
// It stops at the first failing stage and lists every step with its result and time.
import {spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {cpus} from 'node:os';
import {headlessShellRequirement} from './chromium.ts';
import {ensureDebianPackages} from '../src/core/debian.ts';
import {findBuildWarnings} from './build-warnings.ts';
import {restRequirements} from '../src/features/content-checks/samples/rest.ts';
import {nginxRequirement} from './nginx-binary.ts';
import {javaRequirement} from './check-html.ts';
import {apiReferenceIsCurrent} from '../src/core/openapi/reference.ts';
import {changedFiles, checkable} from '../src/features/content-checks/check.ts';
import {touchesFacts} from './ci-changes.ts';
import {loadSiteRoutes} from '../src/features/content-checks/links.ts';

const FAST = process.argv.includes('--fast');
const CONTENT = process.argv.includes('--content');
const steps: {label: string; ok: boolean; seconds: number}[] = [];

/** Runs a step; without `stream` (parallel steps) its output is printed whole when it ends. */
function run(
  label: string,
  command: string,
  args: string[],
  {env = process.env, stream = true}: {env?: NodeJS.ProcessEnv; stream?: boolean} = {},
): Promise<string> {
  const started = Date.now();
  if (stream) console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {env, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    const collect = (target: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk;
      if (stream) target.write(chunk);
    };
    child.stdout.on('data', collect(process.stdout));
    child.stderr.on('data', collect(process.stderr));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      steps.push({label, ok: code === 0, seconds});
      if (!stream) console.log(`\n▶ ${label} (${seconds} s): ${command} ${args.join(' ')}\n${output.trimEnd()}`);
      if (code === 0) resolve(output);
      else reject(new Error(`${label} failed (exit code ${code})`));
    });
  });
}

const tsx = (label: string, script: string) => run(label, 'node', ['--import', 'tsx', script]);

/** Runs the steps, `width` at a time; rejects with the first failure once all have ended. */
async function parallel(tasks: (() => Promise<unknown>)[], width: number) {
  const queue = [...tasks];
  const failures: unknown[] = [];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task().catch((error) => failures.push(error));
  };
  await Promise.all(Array.from({length: width}, worker));
  if (failures.length > 0) throw failures[0];
}

async function main() {
  if (CONTENT) return contentJob();
  // Everything from Debian at once, so the package lists are fetched once.
  ensureDebianPackages(
    FAST ? restRequirements : [headlessShellRequirement, nginxRequirement, javaRequirement, ...restRequirements],
  );

  if (FAST && apiReferenceIsCurrent()) console.log('\n▶ API reference: current (newer than the spec and the config)');
  else await run('Generate API reference', 'npm', ['run', '--silent', 'gen-api-docs']);
  const quiet = {stream: false};
  await parallel(
    [
      // Through the package scripts (with their caches); the API reference is generated above.
      () => run('Type-check', 'npm', ['run', '--silent', '--ignore-scripts', 'typecheck'], quiet),
      () => run('Lint and format', 'npm', ['run', '--silent', 'lint'], quiet),
      () => run('Unit tests', 'node', ['--import', 'tsx', 'scripts/unit-tests.ts', '--fast'], quiet),
      () => run('Content checks', 'npm', ['run', '--silent', 'lint:content'], quiet),
      () => run('OpenAPI lint', 'npm', ['run', '--silent', 'lint:openapi'], quiet),
      () => run('Samples', 'npm', ['run', '--silent', 'check:samples'], quiet),
    ],
    Math.max(2, cpus().length),
  );
  if (FAST) return;

  await run('Slow unit tests (fixture sites)', 'node', ['--import', 'tsx', 'scripts/unit-tests.ts', '--slow']);
  await productionBuild();
  await tsx('Deterministic build (a second build, compared byte for byte)', 'scripts/check-deterministic.ts');
  await tsx(
    "The second deploy's build (one page changed; src/features/hosting/tests/deploy.spec.ts)",
    'scripts/second-deploy.ts',
  );
  await run('Valid HTML (Nu HTML Checker, every page)', 'npm', ['run', '--silent', 'check:html']);
  const e2eError = await run('Browser tests', 'npx', ['playwright', 'test']).then(
    () => undefined,
    (error: unknown) => error,
  );
  const results = 'test-results/results.json';
  if (existsSync(results)) {
    const {stats} = JSON.parse(readFileSync(results, 'utf8'));
    console.log(`\ne2e: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed, ${stats.skipped} skipped`);
  }
  if (e2eError) throw e2eError;
}

/**
 * The production build; it fails on any warning it prints. The model checks every page tree a step
 * hands on with its write against a parse of the page (SKYPATH_CHECK_TREES, src/core/site/model.ts).
 */
async function productionBuild() {
  const buildOutput = await run('Production build', 'npx', ['docusaurus', 'build'], {
    env: {...process.env, SKYPATH_CHECK_TREES: '1'},
  });
  const warnings = findBuildWarnings(buildOutput);
  if (warnings.length > 0) {
    throw new Error(
      `The build printed ${warnings.length} warning(s); the site must build clean:\n${warnings.join('\n')}`,
    );
  }
}

/** A content-only change: the writer's check of its pages, the build, then its pages in the browser and the HTML checker. */
async function contentJob() {
  ensureDebianPackages([headlessShellRequirement, nginxRequirement, javaRequirement, ...restRequirements]);
  await run('Generate API reference', 'npm', ['run', '--silent', 'gen-api-docs']);
  const changed = changedFiles();
  const files = checkable(changed);
  if (files.length > 0)
    await run('The changed pages (npm run check)', 'npm', ['run', '--silent', 'check', '--', ...files]);
  if (touchesFacts(changed)) await tsx('Every page against the facts', 'src/features/content-checks/check-content.ts');
  await productionBuild();
  const site = await loadSiteRoutes();
  const routes = files.flatMap((file) => site.pageOf.get(file) ?? []);
  if (routes.length === 0) return;
  const env = {...process.env, CHECK_PAGES: routes.join(',')};
  await run(`Valid HTML (${routes.length} page(s))`, 'npm', ['run', '--silent', 'check:html'], {env});
  await run(
    `Axe in both colour modes (${routes.length} page(s))`,
    'npx',
    ['playwright', 'test', 'tests/e2e/crawl.spec.ts'],
    {env},
  );
}

const started = Date.now();
main()
  .then(() => {
    for (const step of steps) console.log(`  ✔ ${step.label} (${step.seconds} s)`);
    console.log(
      `\n${FAST ? 'test:fast' : CONTENT ? 'test:content' : 'npm test'}: passed in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  })
  .catch((error) => {
    console.error(`\n✖ ${error.message}`);
    for (const step of steps) console.error(`  ${step.ok ? '✔' : '✖'} ${step.label} (${step.seconds} s)`);
    process.exit(1);
  });
