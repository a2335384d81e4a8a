// The second deploy of the hosting feature's deploy-skew browser tests (issue #26): a real
// production build of the site whose content differs from the working tree's in one page, so that
// its JavaScript (that page's chunk, the runtime naming it, the build id) differs from `build/`'s
// the way the next deploy's would. It builds a copy of the sources (never the working tree) with
// CHANGED_PAGE's text added, into DEPLOY_B_DIR.
// `npm test` runs it after the production build:
//   node --import tsx scripts/second-deploy.ts
import {spawnSync} from 'node:child_process';
import {appendFileSync, existsSync, mkdirSync, rmSync, symlinkSync} from 'node:fs';
import path from 'node:path';
import {commitAll, copySources} from './growth-fixture.ts';

/** Where the second deploy's build goes (gitignored, like every build-* folder). */
export const DEPLOY_B_DIR = 'build-deploy-b';
/** The page the second deploy changes, its route, and the sentence it adds. */
export const CHANGED_PAGE = {
  file: 'docs/faq.md',
  route: '/docs/faq',
  sentence: 'This sentence is only in the second deploy of the deploy tests.',
};

/** Builds the second deploy into `out` (an absolute path); returns the seconds it took. */
export function buildSecondDeploy(out = path.resolve(DEPLOY_B_DIR)): number {
  const started = Date.now();
  const dir = copySources();
  try {
    appendFileSync(path.join(dir, CHANGED_PAGE.file), `\n${CHANGED_PAGE.sentence}\n`);
    // The social cards are cached by content: the copy shares the working tree's cache of them.
    const cards = path.resolve('node_modules/.cache/social-cards');
    mkdirSync(cards, {recursive: true});
    symlinkSync(cards, path.join(dir, 'node_modules/.cache/social-cards'));
    commitAll(dir);
    rmSync(out, {recursive: true, force: true});
    for (const [command, ...args] of [
      ['npm', 'run', '--silent', 'gen-api-docs'],
      ['npx', 'docusaurus', 'build', '--out-dir', out],
    ]) {
      const result = spawnSync(command, args, {cwd: dir, stdio: ['ignore', 'ignore', 'inherit']});
      if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${dir} (exit ${result.status})`);
    }
    if (!existsSync(path.join(out, 'index.html.br')))
      throw new Error(`the second deploy's build in ${out} is incomplete`);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
  return Math.round((Date.now() - started) / 1000);
}

// Not import.meta: the browser tests import this module, and Playwright's loader would take it for ESM.
if (require.main === module) {
  try {
    const seconds = buildSecondDeploy();
    console.log(`second deploy: ${DEPLOY_B_DIR}/ built in ${seconds} s, ${CHANGED_PAGE.route} changed`);
  } catch (error) {
    console.error(`second deploy: ${(error as Error).message}`);
    process.exit(1);
  }
}
