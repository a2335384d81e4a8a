/**
 * The model of the built site: every page of the build with its route, file, kind, section,
 * version, title, description and last-modified date, and every file the build holds. It is made
 * once, after Docusaurus has written the pages and its plugins their own output, from what
 * Docusaurus hands `postBuild` (the routes, each plugin's loaded content, the routes' build
 * metadata) and, for what only a page knows (the head of the home, search, blog list and not-found
 * pages), from the page parsed once into a syntax tree (./html.ts). Every post-build step
 * (src/plugins/site-pipeline) reads this model and these trees; the steps that write files record
 * them here. `site.json` (./manifest.ts) is the model written out, for what runs without Docusaurus.
 */

import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin, PluginRouteConfig} from '@docusaurus/types';
import type {DocMetadata, LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {sectionOfPath, SECTION_ROOT_REDIRECTS, type SectionKey} from '../sections';
import {metaContents, parseHtml, titleOf, type Root} from './html';

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

type Source = {
  kind: PageKind;
  title?: string;
  description?: string;
  lastModified?: number | string;
  source?: string;
};

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';
const SEARCH_PLUGIN = '@easyops-cn/docusaurus-search-local';

/** What the content plugins know of each route: docs and blog posts by permalink. */
function loadedSources(props: PostBuildProps): Map<string, Source> {
  const sources = new Map<string, Source>();
  for (const plugin of props.plugins) {
    if (plugin.name === DOCS_PLUGIN) {
      const docs = (plugin.content as DocsContent).loadedVersions.flatMap((version) => version.docs);
      docs.forEach((doc: DocMetadata) =>
        sources.set(doc.permalink, {
          kind: doc.frontMatter.api !== undefined ? 'api-operation' : 'doc',
          title: doc.title,
          description: doc.description,
          lastModified: doc.lastUpdatedAt ?? undefined,
          source: doc.source.replace(/^@site\//, ''),
        }),
      );
    } else if (plugin.name === BLOG_PLUGIN) {
      for (const {metadata} of (plugin.content as BlogContent).blogPosts) {
        sources.set(metadata.permalink, {
          kind: 'blog-post',
          title: metadata.title,
          description: metadata.description,
          lastModified: metadata.date instanceof Date ? metadata.date.toISOString() : String(metadata.date),
          source: metadata.source.replace(/^@site\//, ''),
        });
      }
    }
  }
  return sources;
}

/** The kind of a route no content plugin describes, from the plugin that made it. */
function kindOfRoute(plugin: string | undefined, route: string): PageKind {
  if (route === '/404.html') return 'not-found';
  if (plugin === BLOG_PLUGIN) return 'blog-list';
  if (plugin === SEARCH_PLUGIN) return 'search';
  return 'page';
}

/** Each route path with the plugin that made it (nested routes inherit their parent's). */
function routePlugins(routes: PluginRouteConfig[]): Map<string, string> {
  const plugins = new Map<string, string>();
  const walk = (list: PluginRouteConfig['routes'], plugin: string) => {
    for (const route of list ?? []) {
      plugins.set(route.path, plugin);
      walk(route.routes, plugin);
    }
  };
  for (const route of routes) {
    plugins.set(route.path, route.plugin.name);
    walk(route.routes, route.plugin.name);
  }
  return plugins;
}

/** `Title | SkyPath Docs` → `Title`. */
function withoutSiteTitle(title: string | undefined, siteTitle: string, delimiter: string): string | undefined {
  const suffix = ` ${delimiter} ${siteTitle}`;
  return title?.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every file under `dir`, relative and `/`-separated, sorted; the precompressed copies left out. */
async function buildFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The model of the build in `props.outDir`, made after Docusaurus's plugins have written their
 * output. `routeFiles` gives the files a set of routes loads, from the client bundle's chunk graph
 * (./chunks.ts).
 */
export async function createSiteModel(
  props: PostBuildProps,
  {routeFiles}: {routeFiles: (routePaths: Iterable<string>) => string[]},
) {
  const {outDir, siteConfig} = props;
  const files = new Set(await buildFiles(outDir));
  const trees = new Map<string, Root>();
  const tree = async (page: Pick<SitePage, 'file'>): Promise<Root> => {
    let parsed = trees.get(page.file);
    if (!parsed) {
      parsed = parseHtml(await readFile(path.join(outDir, page.file), 'utf8'));
      trees.set(page.file, parsed);
    }
    return parsed;
  };

  const sources = loadedSources(props);
  const plugins = routePlugins(props.routes);
  const pages: SitePage[] = [];
  for (const route of [...new Set(props.routesPaths)].sort()) {
    const file = htmlFileOf(route);
    const known = sources.get(route);
    const page: SitePage = {
      route,
      file,
      kind: known?.kind ?? kindOfRoute(plugins.get(route), route),
      title: '',
      noindex: props.routesBuildMetadata[route]?.noIndex ?? false,
    };
    const section = sectionOfPath(route);
    if (section) {
      page.section = section.key;
      if (section.version) page.version = section.version;
    }
    if (known?.title && known.description !== undefined) {
      page.title = known.title;
      page.description = oneLine(known.description);
    } else {
      // Only the page itself knows its title and description (the home, search, blog list and 404 pages).
      const head = await tree(page);
      page.title = withoutSiteTitle(titleOf(head), siteConfig.title, siteConfig.titleDelimiter) || siteConfig.title;
      const description = metaContents(head, 'description')[0];
      if (description) page.description = oneLine(description);
    }
    if (known?.lastModified !== undefined) page.lastModified = new Date(known.lastModified).toISOString();
    if (known?.source) page.source = known.source;
    pages.push(page);
  }
  // The section roots' redirect pages, which the redirect step writes.
  for (const {from, to} of SECTION_ROOT_REDIRECTS) {
    const section = sectionOfPath(from);
    pages.push({
      route: from,
      file: htmlFileOf(from),
      kind: 'redirect',
      ...(section ? {section: section.key, ...(section.version ? {version: section.version} : {})} : {}),
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
    /** Every script, stylesheet and asset the given routes can load (./chunks.ts). */
    routeFiles,
    pages,
    /** Every file of the build (`/`-separated, relative to it), those the steps write included. */
    files,
    /** The page at a route, or at the route's other trailing-slash form. */
    page(route: string): SitePage | undefined {
      return byRoute.get(route) ?? byRoute.get(route.endsWith('/') ? route.slice(0, -1) : `${route}/`);
    },
    /** A page's HTML as a tree, parsed once. Treat it as read-only: clone it to change it. */
    tree,
    /** Whether the build holds a file at this site path (`/assets/js/main.js`). */
    has(sitePath: string): boolean {
      return files.has(decodeURIComponent(sitePath).replace(/^\/+/, ''));
    },
    /** Reads a file of the build by its relative path. */
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
    /** Records a file a step wrote by other means (a copied card). */
    add(file: string): void {
      files.add(file.replace(/^\/+/, ''));
    },
  };
}
