// What a pull request changes, for the workflow: `content` when every file is a writer's (pages,
// sidebars, images, blog data, the spelling list, the claims' lists, the maintainers' Markdown), so
// that the quick content job stands in for the whole suite; `code` otherwise. With --github it
// writes `kind`, `files` and `routes` (the changed pages' paths) to $GITHUB_OUTPUT.
import {appendFileSync} from 'node:fs';
import {CONTENT_DIRS, GENERATED_DIRS} from '../src/core/contentFolders.mjs';
import {changedFiles, checkable} from '../src/features/content-checks/check.ts';
import {loadSiteRoutes} from '../src/features/content-checks/links.ts';

/** Files a writer changes that no code reads beyond the checks and the build. */
const WRITERS_FILES = [
  new RegExp(`^(${CONTENT_DIRS.join('|')})/`),
  /^(ios|js)_versioned_sidebars\/[^/]+\.json$/,
  /^sidebars[A-Za-z]*\.ts$/,
  /^static\/img\/(?!social\/).+\.(png|jpe?g|svg|webp|gif)$/,
  /^cspell-words\.txt$/,
  /^claims\/[^/]+\.yaml$/,
  // The domain limits feed the corridor rules and every sample's check: a change runs the whole suite.
  /^facts\/(?!domain\.json$)[^/]+\.json$/,
  /^[A-Z]+\.md$/,
  /^src\/(features|patches)\/[^/]+\/README\.md$/,
  /^mcp\/README\.md$/,
];
const GENERATED = new RegExp(`^(${GENERATED_DIRS.join('|')})/`);

export type ChangeKind = 'content' | 'code';

/** `content` when every file is a writer's; `code` when any is not, or when there is none. */
export function classify(files: readonly string[]): ChangeKind {
  if (files.length === 0) return 'code';
  return files.every((file) => !GENERATED.test(file) && WRITERS_FILES.some((pattern) => pattern.test(file)))
    ? 'content'
    : 'code';
}

/** Whether the change holds facts or the claims' lists: then every page is checked against them, not only the changed. */
export function touchesFacts(files: readonly string[]): boolean {
  return files.some((file) => /^(facts|claims)\//.test(file));
}

async function main() {
  const files = changedFiles();
  const kind = classify(files);
  const pages = checkable(files);
  const site = kind === 'content' && pages.length > 0 ? await loadSiteRoutes() : undefined;
  const routes = pages.flatMap((file) => site?.pageOf.get(file) ?? []);
  console.log(`${kind}: ${files.length} file(s) changed, ${routes.length} page(s): ${routes.join(' ') || 'none'}`);
  if (process.argv.includes('--github') && process.env.GITHUB_OUTPUT) {
    appendFileSync(process.env.GITHUB_OUTPUT, `kind=${kind}\nfiles=${pages.join(' ')}\nroutes=${routes.join(',')}\n`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
