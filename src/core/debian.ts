// Installs what a check needs from Debian's packages, never from elsewhere: as root on Debian,
// `apt-get install` it and say so; otherwise fail at once with the exact command to run.
import {existsSync} from 'node:fs';
import {execFileSync, spawnSync} from 'node:child_process';

export function canAptInstall() {
  return (
    typeof process.getuid === 'function' &&
    process.getuid() === 0 &&
    existsSync('/etc/debian_version') &&
    spawnSync('apt-get', ['--version'], {stdio: 'ignore'}).status === 0
  );
}

/** What a check needs, whether it is there, and the Debian packages that bring it. */
export type Requirement = {what: string; present: () => boolean; packages: string[]};

export const installCommand = (packages: string[]) =>
  `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`;

/** Installs what is missing in one apt-get call when allowed; otherwise, or if that fails, throws with the command. */
export function ensureDebianPackages(requirements: Requirement[]): void {
  const missing = requirements.filter((requirement) => !requirement.present());
  if (missing.length === 0) return;
  const packages = [...new Set(missing.flatMap((requirement) => requirement.packages))];
  const what = missing.map((requirement) => requirement.what).join(', ');
  if (!canAptInstall()) {
    throw new Error(`Missing ${what}. Install it with:\n  ${installCommand(packages)}`);
  }
  console.log(`Missing ${what}: installing Debian's ${packages.join(', ')} with apt-get (root on Debian).`);
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update'], {stdio: 'inherit', env});
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {stdio: 'inherit', env});
  const still = missing.filter((requirement) => !requirement.present());
  if (still.length > 0) {
    throw new Error(
      `apt-get ran but ${still.map((r) => r.what).join(', ')} is still missing. Install it with:\n  ${installCommand(packages)}`,
    );
  }
}

/** Whether `command` runs and exits 0 (`args` default to `--version`). */
export function commandWorks(command: string, args = ['--version']): boolean {
  return spawnSync(command, args, {stdio: 'ignore'}).status === 0;
}
