// The growth fixture of `npm run bench -- --growth` (issue #25, "Flatter as it grows"): a copy of
// the site's sources in a temporary folder, never the working tree, grown to about 1,000 pages
// along both axes a docs site grows on: more released versions of each SDK section (copies of the
// oldest version, added to `<id>_versions.json`, from which the URL scheme and the config derive
// everything else) and more pages in every version, Next included (copies of the version's
// top-level pages under new ids and titles, listed in a "Growth" category of its sidebar). Its unit
// test holds it to that.
import {execFileSync} from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {SDK_SECTIONS, type SdkSection} from '../src/core/contentFolders.mjs';

/** The growth `npm run bench -- --growth` measures: about 1,000 pages from about 120. */
export const GROWTH = {versions: {ios: 5, js: 4} satisfies Record<SdkSection, number>, pagesPerVersion: 50};

/**
 * Copies the sources (what git lists, uncommitted edits included) into a new temporary folder, with
 * a node_modules of links to the installed packages but an empty `.cache`, so that a build there
 * draws every social card and reuses no cache of the working tree's builds (and writes none there).
 */
export function copySources(root = process.cwd()): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'skypath-growth-'));
  chmodSync(dir, 0o755); // nginx's workers serve its build
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: root})
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) cpSync(path.join(root, file), path.join(dir, file), {recursive: true});
  const modules = realpathSync(path.join(root, 'node_modules'));
  mkdirSync(path.join(dir, 'node_modules/.cache'), {recursive: true});
  for (const entry of readdirSync(modules).filter((name) => name !== '.cache'))
    symlinkSync(path.join(modules, entry), path.join(dir, 'node_modules', entry));
  return dir;
}

/** Commits the folder in a new repository: the build dates pages ("Last updated") from git, as in a checkout. */
export function commitAll(dir: string) {
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', ...args], {
      cwd: dir,
      stdio: 'ignore',
    });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'growth fixture');
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** The `count` versions below `oldest`, newest first: 2.2 → 2.1, 2.0, 1.9… */
export function olderVersions(oldest: string, count: number): string[] {
  const [major, minor] = oldest.split('.').map(Number);
  return Array.from({length: count}, (_, index) => {
    const step = major * 10 + minor - index - 1;
    if (!(step >= 0)) throw new Error(`no ${count} versions below ${oldest}`);
    return `${Math.floor(step / 10)}.${step % 10}`;
  });
}

type SidebarItem = string | {type: string; label?: string; items?: SidebarItem[]};
type Sidebars = Record<string, SidebarItem[]>;

/** A "Growth" category listing `ids`, appended to a version's first sidebar. */
const withCategory = (sidebars: Sidebars, ids: string[]): Sidebars => {
  const [name] = Object.keys(sidebars);
  return {...sidebars, [name]: [...sidebars[name], {type: 'category', label: 'Growth', items: ids}]};
};

/**
 * Adds `count` pages to a version folder: copies of its top-level pages in turn, as
 * `growth-<n>.md(x)` beside them (so their relative links still resolve) with a title of their own.
 * Returns the new doc ids.
 */
function addPages(folder: string, count: number): string[] {
  const sources = readdirSync(folder)
    .filter((name) => /\.mdx?$/.test(name))
    .sort();
  return Array.from({length: count}, (_, index) => {
    const source = sources[index % sources.length];
    const id = `growth-${index + 1}`;
    const text = readFileSync(path.join(folder, source), 'utf8');
    const title = `title: "Growth page ${index + 1} (from ${source})"`;
    writeFileSync(path.join(folder, id + path.extname(source)), text.replace(/^title: .*$/m, title));
    return id;
  });
}

/**
 * The open questions of the copied version's FAQ are the new versions' too (its `::open-questions`
 * shows them): each place added where `from` is, in the facts and in their schema's list of places.
 */
function addPlaces(dir: string, from: string, places: string[]) {
  const questionsFile = path.join(dir, 'facts/open-questions.json');
  const questions = readJson<{facts: {places?: string[]}[]}>(questionsFile);
  for (const fact of questions.facts) if (fact.places?.includes(from)) fact.places.push(...places);
  writeJson(questionsFile, questions);
  const schemaFile = path.join(dir, 'facts/schema.json');
  writeJson(
    schemaFile,
    JSON.parse(readFileSync(schemaFile, 'utf8'), (key, value: unknown) =>
      key === 'enum' && Array.isArray(value) && value.includes(from) ? [...value, ...places] : value,
    ),
  );
}

/** Grows the copy in `dir` (never the working tree); returns each SDK section's versions. */
export function growSite(dir: string) {
  const versions = {} as Record<SdkSection, string[]>;
  for (const section of SDK_SECTIONS) {
    const versionsFile = path.join(dir, `${section}_versions.json`);
    const released = readJson<string[]>(versionsFile);
    const docs = (version: string) => path.join(dir, `${section}_versioned_docs/version-${version}`);
    const sidebar = (version: string) =>
      path.join(dir, `${section}_versioned_sidebars/version-${version}-sidebars.json`);
    const oldest = released.at(-1) ?? '';
    const added = olderVersions(oldest, GROWTH.versions[section]);
    for (const version of added) {
      cpSync(docs(oldest), docs(version), {recursive: true});
      cpSync(sidebar(oldest), sidebar(version));
    }
    versions[section] = [...released, ...added];
    writeJson(versionsFile, versions[section]);
    addPlaces(
      dir,
      `${section}/${oldest}`,
      added.map((version) => `${section}/${version}`),
    );
    for (const version of versions[section])
      writeJson(
        sidebar(version),
        withCategory(readJson<Sidebars>(sidebar(version)), addPages(docs(version), GROWTH.pagesPerVersion)),
      );
    // Next: its sidebar is TypeScript; the grown one wraps it.
    const nextIds = addPages(path.join(dir, section), GROWTH.pagesPerVersion);
    const nextSidebar = path.join(dir, `sidebars${section[0].toUpperCase()}${section.slice(1)}`);
    renameSync(`${nextSidebar}.ts`, `${nextSidebar}.base.ts`);
    writeFileSync(
      `${nextSidebar}.ts`,
      `import base from './${path.basename(nextSidebar)}.base';\n` +
        `const [name] = Object.keys(base) as (keyof typeof base)[];\n` +
        `export default {...base, [name]: [...base[name], {type: 'category', label: 'Growth', items: ${JSON.stringify(nextIds)}}]};\n`,
    );
  }
  return versions;
}
