// Finds a system Chromium for the browser tests; never downloads one.
// Order: $CHROME_PATH, the usual install paths, then the usual names on $PATH.
// When none is found and we are root on a Debian-like system, installs Debian's
// `chromium` package with apt-get; otherwise fails at once with the command to run.
import {accessSync, constants, existsSync} from 'node:fs';
import {execFileSync, spawnSync} from 'node:child_process';
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

function canAptInstall() {
  return (
    typeof process.getuid === 'function' &&
    process.getuid() === 0 &&
    existsSync('/etc/debian_version') &&
    spawnSync('apt-get', ['--version'], {stdio: 'ignore'}).status === 0
  );
}

/** Finds Chromium, installing Debian's package when allowed; throws with the install command otherwise. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (!canAptInstall()) {
    throw new Error(`No Chromium found for the browser tests. Install it with:\n  ${INSTALL_HINT}`);
  }
  console.log("No Chromium found: installing Debian's chromium package with apt-get (root on Debian).");
  const aptEnv = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update'], {stdio: 'inherit', env: aptEnv});
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], {
    stdio: 'inherit',
    env: aptEnv,
  });
  const installed = findChromium();
  if (!installed) {
    throw new Error(`apt-get installed chromium but no binary was found. Install it with:\n  ${INSTALL_HINT}`);
  }
  return installed;
}
