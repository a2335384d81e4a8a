/**
 * The model of the built site: every page of the build and every file it holds. It is made once,
 * after Docusaurus has written the pages, from what Docusaurus hands `postBuild` and, for what only
 * a page knows, from the page's HTML. Every step of the pipeline reads this model and records here
 * the files it writes.
 */

import {mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import type {RootContent} from 'hast';
import type {Plugin, PluginRouteConfig} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {olderReleaseBase, sectionOfPath, SECTION_ROOT_REDIRECTS, type SectionKey} from '../sections';
import {
  inlineScripts,
  metaContents,
  oneLine,
  pageAssets,
  pageLinks,
  parseHtml,
  parseHtmlWithoutPositions,
  titleOf,
  type InlineScript,
  type Root,
} from './html';
import {SEARCH_ROUTE} from '../paths';
import {precompressor} from './precompress';
import {DOCS_PLUGIN, BLOG_PLUGIN} from '../docusaurus/content-plugins';

/** What Docusaurus hands a plugin's `postBuild`. */
export type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

export type PageKind =
  'doc' | 'api-operation' | 'blog-post' | 'blog-list' | 'page' | 'search' | 'not-found' | 'redirect';

export type SitePage = {
  /** The path Docusaurus routes it at (`/docs/`, `/ios/basic/data`, `/404.html`). */
  route: string;
  /** Its HTML file in the build, `/`-separated (`ios/basic/data/index.html`). */
  file: string;
  kind: PageKind;
  section?: SectionKey;
  /** The SDK version of a page of an SDK section ("3.0", "Next"). */
  version?: string;
  /** Its title, without the site's name. */
  title: string;
  description?: string;
  /** When its content last changed (ISO 8601), where the content plugins know it. */
  lastModified?: string;
  /** Kept out of search engines (`<meta name="robots" content="noindex">`). */
  noindex: boolean;
  /** Its source file, relative to the site folder. */
  source?: string;
  /** A redirect page's target. */
  redirectTo?: string;
  /** The site path of its Markdown copy, once the Markdown step has written it. */
  markdown?: string;
  /** The SHA-256 (base64) of each inline script it runs, once the hosting step has read them. */
  inlineScripts?: string[];
};

/**
 * The HTML file Docusaurus writes for a route (its SSG's rule, `trailingSlash` unset): a path
 * ending in `.html` is the file itself, any other gets `index.html` in its folder.
 */
export function htmlFileOf(route: string): string {
  const file = route.replace(/^\/+/, '');
  if (/\.html?$/i.test(file)) return file;
  return file === '' || file.endsWith('/') ? `${file}index.html` : `${file}/index.html`;
}

export type SiteModel = Awaited<ReturnType<typeof createSiteModel>>;

/** What the model knows of a page before it looks at its HTML. */
type Known = Pick<SitePage, 'kind' | 'title' | 'description' | 'lastModified' | 'source'>;

const sourceFile = (source: string) => source.replace(/^@site\//, '');

/** What the content plugins know of their pages: docs and blog posts, by permalink. */
function loadedPages(props: PostBuildProps): Map<string, Known> {
  const known = new Map<string, Known>();
  for (const plugin of props.plugins) {
    if (plugin.name === DOCS_PLUGIN) {
      for (const doc of (plugin.content as DocsContent).loadedVersions.flatMap((version) => version.docs)) {
        known.set(doc.permalink, {
          kind: doc.frontMatter.api !== undefined ? 'api-operation' : 'doc',
          title: doc.title,
          description: oneLine(doc.description),
          ...(doc.lastUpdatedAt ? {lastModified: new Date(doc.lastUpdatedAt).toISOString()} : {}),
          source: sourceFile(doc.source),
        });
      }
    } else if (plugin.name === BLOG_PLUGIN) {
      for (const {metadata} of (plugin.content as BlogContent).blogPosts) {
        known.set(metadata.permalink, {
          kind: 'blog-post',
          title: metadata.title,
          description: oneLine(metadata.description),
          lastModified: new Date(metadata.date).toISOString(),
          source: sourceFile(metadata.source),
        });
      }
    }
  }
  return known;
}

/** Each route path with the plugin that made it (nested routes inherit their parent's). */
function routePlugins(routes: readonly PluginRouteConfig[]): Map<string, string> {
  const plugins = new Map<string, string>();
  const walk = (list: PluginRouteConfig['routes'], plugin: string) =>
    list?.forEach((route) => {
      plugins.set(route.path, plugin);
      walk(route.routes, plugin);
    });
  routes.forEach((route) => walk([route], route.plugin.name));
  return plugins;
}

/** The kind of a route no content plugin describes, from the plugin that made it. */
function kindOfRoute(plugin: string | undefined, route: string): PageKind {
  if (route === '/404.html') return 'not-found';
  if (route === SEARCH_ROUTE) return 'search';
  return plugin === BLOG_PLUGIN ? 'blog-list' : 'page';
}

/** The section and SDK version of a path, as page fields. */
function placeOf(route: string): Pick<SitePage, 'section' | 'version'> {
  const section = sectionOfPath(route);
  return section ? {section: section.key, ...(section.version ? {version: section.version} : {})} : {};
}

/** Drops every node's source position (in place) and returns the tree. */
export function withoutPositions<T extends Root | RootContent>(node: T): T {
  delete node.position;
  if ('children' in node) for (const child of node.children) withoutPositions(child);
  if (node.type === 'element' && node.content) withoutPositions(node.content);
  return node;
}

/** Where two trees first differ (a path of tag names and child indexes), or undefined when equal. */
export function treeDifference(a: Root | RootContent, b: Root | RootContent, at = 'root'): string | undefined {
  const {children: aChildren, ...aRest} = a as Root;
  const {children: bChildren, ...bRest} = b as Root;
  if (!isDeepStrictEqual(aRest, bRest))
    return `${at}: ${JSON.stringify(aRest).slice(0, 200)} ≠ ${JSON.stringify(bRest).slice(0, 200)}`;
  const [left, right] = [aChildren ?? [], bChildren ?? []];
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const [x, y] = [left[index], right[index]];
    const name = `${at} > ${x?.type === 'element' ? x.tagName : (x?.type ?? y?.type)}[${index}]`;
    if (!x || !y) return `${name}: ${x ? 'not in the parse' : 'missing'}`;
    const found = treeDifference(x, y, name);
    if (found) return found;
  }
  return undefined;
}

/**
 * How many pages' trees the model keeps. A step that reads the pages one after another finds the
 * page it reads again within a few pages; a tree of every page would make the build's memory grow
 * with the site (issue #41).
 */
export const KEPT_TREES = 32;

/** What a page links to, the files it loads and the scripts it runs inline (./html.ts). */
export type PageRefs = {links: string[]; assets: string[]; inlineScripts: InlineScript[]};
const refsOf = (root: Root): PageRefs => ({
  links: pageLinks(root),
  assets: pageAssets(root),
  inlineScripts: inlineScripts(root),
});

/**
 * Reads a page's HTML from `dir` as a tree when a step asks for it, keeping the last `KEPT_TREES`
 * read, and the refs of every page it has read (small beside a tree): a step that needs only those
 * does not parse a page a step before it has parsed.
 */
export function treeReader(dir: string) {
  const trees = new Map<string, Promise<Root>>();
  const kept = new Map<string, PageRefs>();
  /** How often each page has been rewritten: a read begun before a rewrite keeps no refs. */
  const rewrites = new Map<string, number>();
  /** Given each tree parsed from what its page then held (observe). */
  const observers: ((file: string, root: Root) => void)[] = [];
  /** Pages parsed and the milliseconds it took, for the pipeline's log: parsing is most steps' time. */
  const parsed = {pages: 0, ms: 0};
  const parse = (html: string, withPositions = false) => {
    const started = performance.now();
    const root = withPositions ? parseHtml(html) : parseHtmlWithoutPositions(html);
    parsed.pages++;
    parsed.ms += performance.now() - started;
    return root;
  };
  const tree = ({file}: Pick<SitePage, 'file'>): Promise<Root> => {
    const rewritten = rewrites.get(file) ?? 0;
    const read =
      trees.get(file) ??
      readFile(path.join(dir, file), 'utf8').then((html) => {
        const root = parse(html);
        if ((rewrites.get(file) ?? 0) === rewritten) {
          if (!kept.has(file)) kept.set(file, refsOf(root));
          for (const observer of observers) observer(file, root);
        }
        return root;
      });
    trees.delete(file);
    trees.set(file, read);
    for (const oldest of trees.keys()) {
      if (trees.size <= KEPT_TREES) break;
      trees.delete(oldest);
    }
    return read;
  };
  /** A page's refs, from its last parse (parsed now if not since it was last written). */
  const refs = async (page: Pick<SitePage, 'file'>): Promise<PageRefs> => {
    const known = kept.get(page.file);
    if (known) return known;
    trees.delete(page.file);
    const root = await tree(page);
    // Rewritten while it was read: the refs of what was read, not kept.
    return kept.get(page.file) ?? refsOf(root);
  };
  /** Forgets the tree and refs of a page a step has rewritten: the next read parses the new file. */
  const replace = (file: string) => {
    rewrites.set(file, (rewrites.get(file) ?? 0) + 1);
    trees.delete(file);
    kept.delete(file);
  };
  /**
   * A page's HTML and its tree with source positions, for a step that cuts and pastes the HTML by
   * offsets: parsed afresh and not kept (positions are a third of a tree's memory).
   */
  const withPositions = async ({file}: Pick<SitePage, 'file'>): Promise<{html: string; tree: Root}> => {
    const html = await readFile(path.join(dir, file), 'utf8');
    return {html, tree: parse(html, true)};
  };
  /**
   * Takes `root` as the tree of what the page now holds (just written), as if the page had been
   * parsed: kept, its refs recorded, given to the observers. Its positions are dropped, as a kept
   * tree's are.
   */
  const adopt = (file: string, root: Root) => {
    withoutPositions(root);
    trees.delete(file);
    trees.set(file, Promise.resolve(root));
    for (const oldest of trees.keys()) {
      if (trees.size <= KEPT_TREES) break;
      trees.delete(oldest);
    }
    kept.set(file, refsOf(root));
    for (const observer of observers) observer(file, root);
  };
  /**
   * Calls `observer` with every page tree parsed from here on (not one a rewrite overtook, not a kept
   * one given again): a step can take what it needs of a page while an earlier step reads it,
   * instead of parsing it again. Treat the tree as read-only; compare the page's version at the call
   * (SiteModel.version) with its version when the step runs.
   */
  const observe = (observer: (file: string, root: Root) => void) => {
    observers.push(observer);
  };
  return Object.assign(tree, {
    replace,
    adopt,
    withPositions,
    refs,
    observe,
    kept: () => trees.size,
    parsed: () => ({...parsed}),
  });
}

/** Every file under `dir`, relative and `/`-separated, sorted, but the precompressed copies. */
async function buildFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The files of the routes' own chunks that only an older release's pages load (precompress.ts). */
function olderReleaseAssets(pages: readonly SitePage[], routeFiles: RouteFiles): Set<string> {
  const [older, rest] = [true, false].map((isOlder) =>
    pages.filter((page) => (olderReleaseBase(page.route) !== undefined) === isOlder).map((page) => page.route),
  );
  const shared = new Set([...routeFiles(rest, {ownChunks: true}), ...routeFiles([], {entryOnly: true})]);
  return new Set(routeFiles(older, {ownChunks: true}).filter((file) => !shared.has(file)));
}

type RouteFiles = (routePaths: Iterable<string>, options?: {ownChunks?: boolean; entryOnly?: boolean}) => string[];

/** The model of the build in `props.outDir`. `routeFiles` gives the files a set of routes loads. */
export async function createSiteModel(props: PostBuildProps, {routeFiles}: {routeFiles: RouteFiles}) {
  const {outDir, siteConfig} = props;
  const files = new Set(await buildFiles(outDir));
  const tree = treeReader(outDir);
  const known = loadedPages(props);
  const plugins = routePlugins(props.routes);
  const siteSuffix = ` ${siteConfig.titleDelimiter} ${siteConfig.title}`;
  const pages: SitePage[] = [];
  for (const route of [...new Set(props.routesPaths)].sort()) {
    const page: SitePage = {
      route,
      file: htmlFileOf(route),
      kind: kindOfRoute(plugins.get(route), route),
      ...placeOf(route),
      title: '',
      noindex: props.routesBuildMetadata[route]?.noIndex ?? false,
      ...known.get(route),
    };
    if (!known.has(route)) {
      // Only the page itself knows its title and description (the home, search, blog list and 404 pages).
      const head = await tree(page);
      const title = titleOf(head) ?? '';
      page.title = (title.endsWith(siteSuffix) ? title.slice(0, -siteSuffix.length) : title) || siteConfig.title;
      const description = metaContents(head, 'description')[0];
      if (description) page.description = oneLine(description);
    }
    pages.push(page);
  }
  // The section roots' redirect pages, which the redirect step writes.
  for (const {from, to} of SECTION_ROOT_REDIRECTS) {
    pages.push({
      route: from,
      file: htmlFileOf(from),
      kind: 'redirect',
      ...placeOf(from),
      title: `Moved to ${to}`,
      noindex: true,
      redirectTo: to,
    });
  }
  pages.sort((a, b) => a.file.localeCompare(b.file));
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const pageFiles = new Set(pages.map((page) => page.file));

  /** Each file's writes since the model was made, counted at a write's start and at its end (odd: under way). */
  const versions = new Map<string, number>();
  const bump = (file: string) => versions.set(file, (versions.get(file) ?? 0) + 1);
  /** The step running that may not write pages (Step.writesPages), if any. */
  let pagesClosedTo: string | undefined;
  const read = (file: string): Promise<Buffer> => readFile(path.join(outDir, file));
  /** Fails when a step that does not say it writes pages writes (or records) one. */
  const checkOpen = (relative: string) => {
    if (pagesClosedTo !== undefined && pageFiles.has(relative))
      throw new Error(
        `the step "${pagesClosedTo}" writes the page ${relative}: give the step \`writesPages: true\` (src/core/pipeline/step.ts).`,
      );
  };
  /** Writes a file into the build and records it. */
  const write = async (file: string, body: string | Uint8Array): Promise<void> => {
    const relative = file.replace(/^\/+/, '');
    checkOpen(relative);
    bump(relative);
    try {
      await mkdir(path.dirname(path.join(outDir, relative)), {recursive: true});
      await writeFile(path.join(outDir, relative), body);
    } finally {
      bump(relative);
      // A page's tree and refs are of what it held: the next read parses what it holds now.
      if (pageFiles.has(relative)) tree.replace(relative);
    }
    if (!/\.(br|gz)$/.test(relative)) files.add(relative);
    // A step's files are compressed while it goes on; its pages once no later step may write them.
    if (compressWrites && (compressPages || !pageFiles.has(relative))) compressor.early([relative]);
  };
  const remove = (file: string) => rm(path.join(outDir, file), {force: true});
  const version = (file: string): number => versions.get(file) ?? 0;
  // Asked for at the first script compressed: a build whose chunk graph was not recorded fails in the step that needs it.
  let olderAssets: Set<string> | undefined;
  const compressor = precompressor({
    read,
    write,
    remove,
    version,
    olderAssets: () => (olderAssets ??= olderReleaseAssets(pages, routeFiles)),
  });
  /** Whether a file is queued for compression as soon as it is written (compressWritesEarly), and a page. */
  let compressWrites = false;
  let compressPages = false;

  const model = {
    outDir,
    siteDir: props.siteDir,
    siteUrl: siteConfig.url,
    siteTitle: siteConfig.title,
    /** Docusaurus's postBuild props, for the steps that read a plugin's loaded content. */
    props,
    /** Every script, stylesheet and asset the given routes can load. */
    routeFiles,
    pages,
    /** Every file of the build (`/`-separated, relative to it), those the steps write included. */
    files,
    /** The page at a route, or at the route's other trailing-slash form. */
    page(route: string): SitePage | undefined {
      return byRoute.get(route) ?? byRoute.get(route.endsWith('/') ? route.slice(0, -1) : `${route}/`);
    },
    /** A page's HTML as a tree (the last `KEPT_TREES` read are kept). Treat it as read-only: clone it to change it. */
    tree,
    /** Whether the build holds a file at this site path (`/assets/js/main.js`). */
    has(sitePath: string): boolean {
      return files.has(decodeURIComponent(sitePath).replace(/^\/+/, ''));
    },
    read,
    write,
    /** How often a file has been written since the model was made: odd while a write is under way. */
    version,
    /** Whether a file is a page's HTML. */
    isPage: (file: string): boolean => pageFiles.has(file),
    /**
     * While a step that does not write pages runs, the pipeline closes the pages (`step` names it):
     * writing one then fails. Their copies are made in the background from then on.
     */
    closePages(step: string | undefined): void {
      pagesClosedTo = step;
    },
    /** The build's compressor (./precompress.ts): the pipeline feeds it files as they are done. */
    precompressor: compressor,
    /**
     * From now on, every file but a page is queued for compression as soon as it is written; a page
     * too once `pages` is given (the last step that may write pages is running: a page it writes is
     * final).
     */
    compressWritesEarly({pages = false}: {pages?: boolean} = {}): void {
      compressWrites = true;
      compressPages ||= pages;
    },
    /**
     * Writes a page's new HTML; the model's tree of the page is then the new one. A step that made
     * the new HTML by cutting and pasting its parse of the page can give the tree, changed the same
     * way (with or without positions): the model takes it as the new HTML's parse and no step parses
     * the page again. Under SKYPATH_CHECK_TREES=1 (`npm test`'s build) the model parses the HTML and
     * fails, naming where, when the tree differs.
     */
    async writePage(page: Pick<SitePage, 'file'>, html: string, newTree?: Root): Promise<void> {
      await write(page.file, html);
      if (!newTree) return;
      if (process.env.SKYPATH_CHECK_TREES === '1') {
        const difference = treeDifference(withoutPositions(newTree), parseHtmlWithoutPositions(html));
        if (difference) throw new Error(`the tree given for ${page.file} is not its HTML's parse: ${difference}`);
      }
      tree.adopt(page.file, newTree);
    },
    /**
     * What a step makes of each of the given pages' trees (`make`), made as the steps before it
     * parse or write the pages (tree.observe), so that the step itself parses only the pages no
     * step has read since they were last written. `take(page)` gives what was made of the page as
     * it now holds, made now if need be (a failure is then the step's, naming the page); from the
     * first `take`, nothing more is made in advance. Call it from the step's `start`.
     */
    derive<T>(pagesOf: Iterable<SitePage>, make: (page: SitePage, root: Root) => T) {
      const wanted = new Map([...pagesOf].map((page) => [page.file, page]));
      const made = new Map<string, {version: number; value: T}>();
      let taking = false;
      tree.observe((file, root) => {
        const page = wanted.get(file);
        const at = version(file);
        // Not once the step takes (it makes its own), nor during a write (odd: the next version's).
        if (!page || taking || at % 2 === 1) return;
        try {
          made.set(file, {version: at, value: make(page, root)});
        } catch {
          made.delete(file); // made again when taken, where the failure names the page
        }
      });
      return {
        async take(page: SitePage): Promise<{value: T; reused: boolean}> {
          taking = true;
          const seen = made.get(page.file);
          made.delete(page.file);
          if (seen && seen.version === version(page.file)) return {value: seen.value, reused: true};
          // Through the model's own `tree`, as every step reads a page.
          return {value: make(page, await model.tree(page)), reused: false};
        },
        /** Lets go of what was made and not taken. */
        close(): void {
          taking = true;
          made.clear();
        },
      };
    },
    /** Records a file a step wrote by other means (a copied card): a finished write, like `write`'s. */
    add(file: string): void {
      const relative = file.replace(/^\/+/, '');
      checkOpen(relative);
      bump(relative);
      bump(relative);
      if (pageFiles.has(relative)) tree.replace(relative);
      files.add(relative);
    },
  };
  return model;
}
