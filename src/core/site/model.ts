/**
 * The model of the built site: every page of the build and every file it holds. It is made once,
 * after Docusaurus has written the pages, from what Docusaurus hands `postBuild` and, for what only
 * a page knows, from the page's HTML. Every step of the pipeline reads this model and records here
 * the files it writes.
 */

import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin, PluginRouteConfig} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {sectionOfPath, SECTION_ROOT_REDIRECTS, type SectionKey} from '../sections';
import {metaContents, oneLine, parseHtmlWithoutPositions, titleOf, type Root} from './html';
import {SEARCH_ROUTE} from '../paths';

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

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

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

/**
 * How many pages' trees the model keeps. A step that reads the pages one after another finds the
 * page it reads again within a few pages; a tree of every page would make the build's memory grow
 * with the site (issue #41).
 */
export const KEPT_TREES = 32;

/** Reads a page's HTML from `dir` as a tree when a step asks for it, keeping the last `KEPT_TREES` read. */
export function treeReader(dir: string) {
  const trees = new Map<string, Promise<Root>>();
  /** Pages parsed and the milliseconds it took, for the pipeline's log: parsing is most steps' time. */
  const parsed = {pages: 0, ms: 0};
  const parse = (html: string) => {
    const started = performance.now();
    const root = parseHtmlWithoutPositions(html);
    parsed.pages++;
    parsed.ms += performance.now() - started;
    return root;
  };
  const tree = ({file}: Pick<SitePage, 'file'>): Promise<Root> => {
    const kept = trees.get(file) ?? readFile(path.join(dir, file), 'utf8').then(parse);
    trees.delete(file);
    trees.set(file, kept);
    for (const oldest of trees.keys()) {
      if (trees.size <= KEPT_TREES) break;
      trees.delete(oldest);
    }
    return kept;
  };
  /** Forgets the tree of a page a step has rewritten: the next read parses the new file. */
  const replace = (file: string) => trees.delete(file);
  return Object.assign(tree, {replace, kept: () => trees.size, parsed: () => ({...parsed})});
}

/** Every file under `dir`, relative and `/`-separated, sorted, but the precompressed copies. */
async function buildFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The model of the build in `props.outDir`. `routeFiles` gives the files a set of routes loads. */
export async function createSiteModel(
  props: PostBuildProps,
  {
    routeFiles,
  }: {routeFiles: (routePaths: Iterable<string>, options?: {ownChunks?: boolean; entryOnly?: boolean}) => string[]},
) {
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

  return {
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
    read(file: string): Promise<Buffer> {
      return readFile(path.join(outDir, file));
    },
    /** Writes a file into the build and records it. */
    async write(file: string, body: string | Uint8Array): Promise<void> {
      const relative = file.replace(/^\/+/, '');
      await mkdir(path.dirname(path.join(outDir, relative)), {recursive: true});
      await writeFile(path.join(outDir, relative), body);
      if (!/\.(br|gz)$/.test(relative)) files.add(relative);
    },
    /** Writes a page's new HTML; the model's tree of the page is then the new one. */
    async writePage(page: Pick<SitePage, 'file'>, html: string): Promise<void> {
      await this.write(page.file, html);
      tree.replace(page.file);
    },
    /** Records a file a step wrote by other means (a copied card). */
    add(file: string): void {
      files.add(file.replace(/^\/+/, ''));
    },
  };
}
