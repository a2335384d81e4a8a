// The pipeline's search step: a Pagefind bundle for each search base (SEARCH_BASES), written to
// `<base>/pagefind/`. The root's holds the latest version of every section and the blog; each
// other SDK version's holds its own pages, and the single-version sections (Intro, API) answer in
// every one. Each page goes to Pagefind's Node API as a small HTML document made from the model's
// tree of the page (its article, with its title and "section version › breadcrumb" label), so
// Pagefind never reads the build folder itself.
import {existsSync} from 'node:fs';
import {gunzipSync} from 'node:zlib';
import {createRequire} from 'node:module';
import path from 'node:path';
import {toHtml} from 'hast-util-to-html';
import {SINGLE_VERSION_SECTIONS} from '../../core/contentFolders.mjs';
import {SEARCH_BASES, searchBaseOfPath, sectionOfPath} from '../../core/sections';
import {copyElements, escapeHtml, findAll, findFirst, hasClass, textOf, type Element} from '../../core/site/html';
import {bundleDir} from '../../core/paths';
import type {SiteModel, SitePage} from '../../core/site/model';
import {FIELD_WEIGHTS, pageWeight} from '../../core/search-weights';

/** The pages search finds. */
const SEARCHED = new Set<SitePage['kind']>(['doc', 'api-operation', 'blog-post']);

/** What a page shows around its text that is not its content. */
const EXCLUDED = [
  'nav',
  'button',
  'footer',
  'svg',
  '[role="group"]',
  '[role="status"]',
  '.theme-doc-toc-mobile',
  '.hash-link',
];

/**
 * Pagefind's files the site does not use: its own UIs (the site has its own, theme/SearchBar),
 * its worker (the client searches on the page's thread) and the WebAssembly for unknown languages.
 */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight|worker)\.|^wasm\.unknown\./;

/** Smaller index chunks than Pagefind's default: a query downloads only the small chunks of its words. */
export const INDEX_CHUNK_SIZE = '2000';

/** The site's own file in each bundle: what the navbar shows of each page, by Pagefind's page id. */
export const PAGES_FILE = 'skypath-pages.json';

/** A page of the navbar's results: URL, title, label, and its headings as [word location, id, text]. */
export type ResultPage = {u: string; t: string; l: string; h: [number, string, string][]};

/** Pagefind's fragment of a page (gzip data after a `pagefind_dcd` signature): what the table needs. */
type Fragment = {
  url: string;
  meta: Record<string, string>;
  anchors: {element: string; id: string; text: string; location: number}[];
};

/**
 * Each page's URL, title, label and h2/h3 headings, by Pagefind's page id (its fragment's name), read
 * from the fragments Pagefind wrote. The navbar lists results from this one small file instead of a
 * fragment per result (each holds its page's whole text, for excerpts), and finds the headings a
 * result matched under from the word locations `search()` returns.
 */
export function resultPages(files: readonly {path: string; content: Uint8Array}[]): Record<string, ResultPage> {
  const pages: Record<string, ResultPage> = {};
  for (const file of files) {
    const id = /^fragment\/(.+)\.pf_fragment$/.exec(file.path)?.[1];
    if (!id) continue;
    const data = gunzipSync(file.content);
    if (data.subarray(0, 12).toString() !== 'pagefind_dcd') throw new Error(`${file.path}: not a Pagefind fragment`);
    const fragment = JSON.parse(data.subarray(12).toString('utf8')) as Fragment;
    pages[id] = {
      u: fragment.url,
      t: fragment.meta.title ?? '',
      l: fragment.meta.label ?? '',
      h: fragment.anchors
        .filter((anchor) => /^h[23]$/.test(anchor.element) && anchor.id)
        .map((anchor) => [anchor.location, anchor.id, anchor.text.trim()]),
    };
  }
  return Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b)));
}

/** A page's label: its section and version, then its breadcrumb without home and the page ("API › Reference › Turbulence"). */
export function searchLabel(page: SitePage, article: Element): string {
  const isHome = (item: Element) => findFirst(item, (node) => node.tagName === 'a' && node.properties.href === '/');
  const crumbs = findAll(article, (node) => hasClass(node, 'breadcrumbs__item'))
    .filter((item) => !hasClass(item, 'breadcrumbs__item--active') && !isHome(item))
    .map((item) => textOf(item).trim())
    .filter(Boolean);
  return [sectionOfPath(page.route)?.label ?? '', ...crumbs].filter(Boolean).join(' › ');
}

/** The document Pagefind indexes for a page: its article, its title and label as metadata. */
export function searchDocument(page: SitePage, article: Element): string {
  const meta = (key: string, value: string) =>
    `<span data-pagefind-meta="${key}" data-pagefind-ignore>${escapeHtml(value)}</span>`;
  const weight = pageWeight(page) === 1 ? '' : ` data-pagefind-weight="${pageWeight(page)}"`;
  // The title and headings weigh what the MCP server's index weighs them (the shared definition);
  // the section and version are each bundle's scope, as the server's are its filter.
  const weighed = copyElements(article);
  const fields: Record<string, number> = {
    h1: FIELD_WEIGHTS.title,
    h2: FIELD_WEIGHTS.section,
    h3: FIELD_WEIGHTS.subsection,
  };
  for (const heading of findAll(weighed, (node) => node.tagName in fields))
    heading.properties['dataPagefindWeight'] = String(fields[heading.tagName]);
  return (
    `<html lang="en"><head><title>${escapeHtml(page.title)}</title></head><body><main data-pagefind-body${weight}>` +
    `${meta('title', page.title)}${meta('label', searchLabel(page, article))}${toHtml(weighed)}</main></body></html>`
  );
}

/** Whether a page answers in a search base: its own, or every base for the single-version sections. */
export function answersIn(page: SitePage, base: string): boolean {
  return searchBaseOfPath(page.route) === base || isSingleVersion(page);
}

const isSingleVersion = (page: SitePage) => (SINGLE_VERSION_SECTIONS as readonly string[]).includes(page.section ?? '');

/**
 * Pagefind's Node API. The package is an ES module that exports only an `import` condition, which
 * the config's loader (jiti, which turns `import()` into `require`) cannot resolve: import its
 * entry file by path.
 */
async function loadPagefind(): Promise<typeof import('pagefind')> {
  const dirs = createRequire(__filename).resolve.paths('pagefind') ?? [];
  const dir = dirs.map((modules) => path.join(modules, 'pagefind')).find((candidate) => existsSync(candidate));
  if (!dir) throw new Error('the pagefind package is not installed (npm ci)');
  return (await import(path.join(dir, 'lib', 'index.js'))) as typeof import('pagefind');
}

const isArticle = (node: Element) => node.tagName === 'article';

/** Each searched page's document (UTF-8, outside the heap), made as earlier steps read the pages (startSearch). */
const documents = new WeakMap<SiteModel, ReturnType<typeof searchDocuments>>();

/** A searched page's document: its article as HTML, a third of the page. Throws naming a page without one. */
const searchDocuments = (site: SiteModel) =>
  site.derive(
    site.pages.filter((page) => SEARCHED.has(page.kind)),
    (page, root) => {
      const article = findFirst(root, isArticle);
      if (!article) throw new Error(`${page.file} has no <article> to index`);
      return Buffer.from(searchDocument(page, article));
    },
  );

/**
 * From the model's start, makes each searched page's document from the tree of any step that parses
 * or writes the page (critical CSS hands on every page's tree): the step then parses only the pages
 * no step has read since they were last written. They are let go as they are indexed.
 */
export function startSearch(site: SiteModel): void {
  documents.set(site, searchDocuments(site));
}

/** The step: every search base's bundle, from the model's pages. */
export async function writeSearchIndexes(site: SiteModel): Promise<string> {
  process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE = INDEX_CHUNK_SIZE;
  const pagefind = await loadPagefind();
  const searched = site.pages.filter((candidate) => SEARCHED.has(candidate.kind));
  const made = documents.get(site) ?? searchDocuments(site);
  documents.delete(site);
  const summary: string[] = [];
  let reused = 0;
  try {
    // One base at a time, each page read when it is added: the step holds one index and one page,
    // whatever the site's size, and the documents of the single-version sections' pages, which
    // answer in every base (read once; their number does not grow with versions).
    const shared = new Map<string, string>();
    const documentOf = async (page: SitePage) => {
      const kept = shared.get(page.route);
      if (kept !== undefined) return kept;
      const {value, reused: wasMade} = await made.take(page);
      const document = value.toString('utf8');
      if (wasMade) reused++;
      if (isSingleVersion(page)) shared.set(page.route, document);
      return document;
    };
    for (const base of SEARCH_BASES) {
      const {index, errors} = await pagefind.createIndex({forceLanguage: 'en', excludeSelectors: EXCLUDED});
      if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
      const answering = searched.filter((page) => answersIn(page, base));
      // The next page is read while Pagefind (its own process) indexes this one: two cores at work.
      // (Its failure is reported when its turn comes, not as an unhandled rejection before.)
      const ahead = (at: number) => {
        const document = at < answering.length ? documentOf(answering[at]) : Promise.resolve('');
        document.catch(() => undefined);
        return document;
      };
      let next = ahead(0);
      for (const [at, page] of answering.entries()) {
        const content = await next;
        next = ahead(at + 1);
        const added = await index.addHTMLFile({url: page.route, content});
        if (added.errors.length > 0) throw new Error(`Pagefind, ${page.file}: ${added.errors.join('; ')}`);
      }
      const {files, errors: writeErrors} = await index.getFiles();
      if (writeErrors.length > 0) throw new Error(`Pagefind: ${writeErrors.join('; ')}`);
      const kept = files.filter((file) => !UNUSED.test(file.path));
      for (const file of kept) await site.write(`${bundleDir(base)}${file.path}`, file.content);
      await site.write(`${bundleDir(base)}${PAGES_FILE}`, JSON.stringify(resultPages(files)));
      await index.deleteIndex();
      summary.push(`/${bundleDir(base)} ${answering.length} pages, ${kept.length} files`);
    }
  } finally {
    made.close();
    await pagefind.close();
  }
  return `${summary.join('; ')}; ${reused} pages' documents made as an earlier step read them`;
}
