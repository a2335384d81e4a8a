import {defineConfig, devices} from '@playwright/test';
import {findTestBrowser, TEST_BROWSER_HINT} from './scripts/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The build to serve: `build` unless E2E_BUILD_DIR names another (parallel local runs). */
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';
const executablePath = findTestBrowser();
if (!executablePath) {
  throw new Error(`No Chromium found for the browser tests. Install it with:\n  ${TEST_BROWSER_HINT}`);
}

/**
 * Browser tests against the production build (`npm run build`), served on loopback the way
 * production serves it: through nginx with the site's hosting rules (`npm run preview`).
 */
export default defineConfig({
  // Browser tests sit beside what they test: tests/e2e for the site as a whole, each feature's and
  // patch's own in its folder's tests/, the docs MCP server's in mcp/tests.
  testDir: '.',
  testMatch: ['tests/e2e/**/*.spec.ts', 'src/**/tests/*.spec.ts', 'mcp/tests/*.spec.ts'],
  testIgnore: ['**/node_modules/**'],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: process.env.CI ? 2 : undefined,
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/results.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records every step of every test, a quarter of the suite's time on a 2-core runner; CI
    // keeps only its log, so the trace is for local runs.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    ...devices['Desktop Chrome'],
    // Playwright already passes --no-sandbox, --no-first-run, --disable-background-networking,
    // --disable-component-update and --disable-sync.
    launchOptions: {executablePath, args: ['--disable-gpu', '--disable-quic']},
  },
  webServer: {
    command: `node --import tsx scripts/preview.ts --dir ${BUILD_DIR} --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
  },
});
