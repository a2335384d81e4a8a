// Finds a system Chromium; never downloads one.
// - The browser tests run in Chromium's headless shell (Debian's `chromium-headless-shell`, what
//   Playwright itself runs headless tests in): a page costs about a third of the CPU time it costs
//   in the full browser, which is most of the suite's time. `E2E_CHROMIUM` names another binary.
// - Lighthouse (npm run bench) measures the full browser readers run: $CHROME_PATH, the usual
//   install paths, then the usual names on $PATH.
// When one is missing and we are root on a Debian-like system, `npm test` installs Debian's
// package with apt-get; otherwise it fails at once with the command to run.
import {accessSync, constants} from 'node:fs';
import {ensureDebianPackages} from '../src/core/debian.ts';
import path from 'node:path';

const PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];
const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
export const TEST_BROWSER_HINT =
  'sudo apt-get update && sudo apt-get install -y chromium-headless-shell   (or set E2E_CHROMIUM to a Chromium binary)';

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Returns the path of a usable Chromium, or undefined. `knownPaths` is for tests. */
export function findChromium(env = process.env, knownPaths = PATHS) {
  if (env.CHROME_PATH) {
    if (isExecutable(env.CHROME_PATH)) return env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${env.CHROME_PATH}, which is not an executable file.`);
  }
  const known = knownPaths.find(isExecutable);
  if (known) return known;
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const name of NAMES) {
      const candidate = path.join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return undefined;
}

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the browser tests run in: `E2E_CHROMIUM` when set (it must be executable), else the
 * headless shell, else (slower, but the same engine) the full Chromium. `shell` is for tests.
 */
export function findTestBrowser(env = process.env, shell = HEADLESS_SHELL, knownPaths = PATHS) {
  if (env.E2E_CHROMIUM) {
    if (isExecutable(env.E2E_CHROMIUM)) return env.E2E_CHROMIUM;
    throw new Error(`E2E_CHROMIUM is set to ${env.E2E_CHROMIUM}, which is not an executable file.`);
  }
  return isExecutable(shell) ? shell : findChromium(env, knownPaths);
}

/** The headless shell as a Debian requirement: `npm test` installs it with the other packages. */
export const headlessShellRequirement = {
  what: "Chromium's headless shell (browser tests)",
  present: () => isExecutable(HEADLESS_SHELL),
  packages: ['chromium-headless-shell', 'fonts-dejavu-core'],
};

/** Finds Chromium, installing Debian's package when allowed; throws with the install command otherwise. */
export function ensureChromium() {
  // It throws unless Chromium is there afterwards.
  ensureDebianPackages([chromiumRequirement]);
  return findChromium()!;
}

/** Full Chromium as a Debian requirement (Lighthouse in npm run bench). */
export const chromiumRequirement = {
  what: 'Chromium (Lighthouse)',
  present: () => findChromium() !== undefined,
  packages: ['chromium', 'fonts-dejavu-core'],
};
