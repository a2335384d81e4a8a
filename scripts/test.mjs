// `npm test`: every check, in order, stopping at the first failure.
//   1. find (or, as root on Debian, install) what the checks need from Debian: a system Chromium,
//      curl, jq and python3-requests for the REST samples
//   2. generate the API reference from openapi/
//   3. type-check (tsc --noEmit) and unit tests (node --test tests/unit)
//   4. content: page rules (scripts/check-content.mjs), spelling (cspell), markdownlint;
//      the OpenAPI spec with Redocly's recommended rules and SkyPath's domain limits; every code
//      sample and OpenAPI example (npm run check:samples, scripts/samples)
//   5. production build; fails on any warning the build prints (broken anchors,
//      duplicate routes, broken Markdown links...)
//   6. browser tests (Playwright + system Chromium) against the build served on loopback
import {spawn} from 'node:child_process';
import {readFileSync, existsSync} from 'node:fs';
import {chromiumRequirement, ensureChromium} from './chromium.mjs';
import {ensureDebianPackages} from './debian.mjs';
import {restRequirements} from './samples/rest.mjs';
import {findBuildWarnings} from './build-warnings.mjs';

const steps = [];

/** Runs a command, streaming its output; resolves with the captured output, rejects on failure. */
function run(label, command, args, {env = process.env} = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {env, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    const tee = (stream, target) =>
      stream.on('data', (chunk) => {
        output += chunk;
        target.write(chunk);
      });
    tee(child.stdout, process.stdout);
    tee(child.stderr, process.stderr);
    child.on('error', reject);
    child.on('close', (code) => {
      steps.push({label, ok: code === 0});
      if (code === 0) resolve(output);
      else reject(new Error(`${label} failed (exit code ${code})`));
    });
  });
}

function e2eSummary() {
  const file = 'test-results/results.json';
  if (!existsSync(file)) return undefined;
  const {stats} = JSON.parse(readFileSync(file, 'utf8'));
  return {passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped};
}

async function main() {
  // Everything from Debian at once, so the package lists are fetched once.
  ensureDebianPackages([chromiumRequirement, ...restRequirements]);
  const chromium = ensureChromium();
  console.log(`Chromium: ${chromium}`);
  const env = {...process.env, CHROME_PATH: chromium};

  await run('Generate API reference', 'npm', ['run', '--silent', 'gen-api-docs']);
  await run('Type-check', 'npx', ['tsc', '--noEmit']);
  await run('Unit tests', 'npm', ['run', '--silent', 'test:unit']);
  await run('Content checks', 'npm', ['run', '--silent', 'lint:content']);
  await run('OpenAPI lint', 'npm', ['run', '--silent', 'lint:openapi']);
  await run('Samples', 'npm', ['run', '--silent', 'check:samples']);
  const buildOutput = await run('Production build', 'npx', ['docusaurus', 'build'], {env});
  const warnings = findBuildWarnings(buildOutput);
  if (warnings.length > 0) {
    throw new Error(
      `The build printed ${warnings.length} warning(s); the site must build clean:\n${warnings.join('\n')}`,
    );
  }
  let e2eError;
  try {
    await run('Browser tests', 'npx', ['playwright', 'test'], {env});
  } catch (error) {
    e2eError = error;
  }
  const summary = e2eSummary();
  if (summary) console.log(`\ne2e: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`);
  if (e2eError) throw e2eError;
}

main().catch((error) => {
  console.error(`\n✖ ${error.message}`);
  for (const step of steps) console.error(`  ${step.ok ? '✔' : '✖'} ${step.label}`);
  process.exit(1);
});
