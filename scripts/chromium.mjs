// Finds a system Chromium for the browser tests; never downloads one.
// Order: $CHROME_PATH, the usual install paths, then the usual names on $PATH.
// When none is found and we are root on a Debian-like system, installs Debian's
// `chromium` package with apt-get; otherwise fails at once with the command to run.
import {accessSync, constants} from 'node:fs';
import {ensureDebianPackages} from './debian.mjs';
import path from 'node:path';

const PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];
const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
export const INSTALL_HINT =
  'sudo apt-get update && sudo apt-get install -y chromium   (or set CHROME_PATH to a Chromium or Chrome binary)';

function isExecutable(file) {
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

/** Finds Chromium, installing Debian's package when allowed; throws with the install command otherwise. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  ensureDebianPackages([chromiumRequirement]);
  const installed = findChromium();
  if (!installed) throw new Error(`No Chromium found for the browser tests. Install it with:\n  ${INSTALL_HINT}`);
  return installed;
}

/** Chromium as a Debian requirement, so that `npm test` can install it with the other packages. */
export const chromiumRequirement = {
  what: 'Chromium (browser tests)',
  present: () => findChromium() !== undefined,
  packages: ['chromium', 'fonts-dejavu-core'],
};
