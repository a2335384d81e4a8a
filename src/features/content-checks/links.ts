// Links and anchors checked on the sources, before any build: each page's routes and its headings'
// ids come from Docusaurus itself (its plugins' loaded content, its own heading-id remark plugin),
// so a link that passes here is one the build's broken-link check passes too.
import {mkdtempSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, LoadedPlugin, RouteConfig} from '@docusaurus/types';
import type {Root} from 'mdast';
import docusaurusHeadings from '@docusaurus/mdx-loader/lib/remark/headings/index.js';
import leven from 'leven';
import {visit} from 'unist-util-visit';
import {ensureApiReference} from '../../core/openapi/reference.ts';
import type {ContentModel} from './content-model.ts';

/** What the site routes: every route path, and the page each content file becomes. */
export type SiteRoutes = {
  routes: Set<string>;
  /** Content file (`/`-separated, site-relative) → its page's path (`/ios/basic/data`). */
  pageOf: Map<string, string>;
};

/** Docusaurus's loading functions: internal modules of @docusaurus/core (UPGRADING.md, content-checks row). */
type Loaders = {
  loadContext: (params: {siteDir: string}) => Promise<LoadContext>;
  loadPlugins: (context: LoadContext) => Promise<{routes: RouteConfig[]; plugins: LoadedPlugin[]}>;
};

/** Docusaurus's remark plugin that gives each heading its id (`heading.data.id`). */
const headingIds = docusaurusHeadings as unknown as (options: {
  anchorsMaintainCase: boolean;
}) => (tree: Root) => Promise<void>;

const trim = (route: string) => (route.length > 1 ? route.replace(/\/+$/, '') : route);

/**
 * Loads the site's content and routes as `docusaurus build` does, writing the generated data to a
 * temporary folder: a running `npm start` owns `.docusaurus`.
 */
export async function loadSiteRoutes(siteDir = process.cwd()): Promise<SiteRoutes> {
  // As `docusaurus start` loads it: no git history read for "Last updated" (a fake date instead), and
  // every version, whatever SKYPATH_LATEST_ONLY says (a link into an older version is a real link).
  process.env.NODE_ENV ??= 'development';
  delete process.env.SKYPATH_LATEST_ONLY;
  const require = createRequire(import.meta.url);
  const {loadContext} = require('@docusaurus/core/lib/server/site.js') as Loaders;
  const {loadPlugins} = require('@docusaurus/core/lib/server/plugins/plugins.js') as Loaders;
  ensureApiReference(siteDir);
  const context = await loadContext({siteDir});
  const generated = mkdtempSync(path.join(tmpdir(), 'skypath-routes-'));
  try {
    const {routes, plugins} = await loadPlugins({...context, generatedFilesDir: generated});
    const all = new Set<string>();
    const walk = (list: RouteConfig[] | undefined) =>
      list?.forEach((route) => {
        all.add(trim(route.path));
        walk(route.routes);
      });
    walk(routes);
    const pageOf = new Map<string, string>();
    for (const plugin of plugins) {
      const content = plugin.content as
        | {loadedVersions?: {docs: {source: string; permalink: string}[]}[]}
        | {blogPosts?: {metadata: {source: string; permalink: string}}[]}
        | undefined;
      const pages = [
        ...(content && 'loadedVersions' in content ? (content.loadedVersions ?? []).flatMap((v) => v.docs) : []),
        ...(content && 'blogPosts' in content ? (content.blogPosts ?? []).map((post) => post.metadata) : []),
      ];
      for (const {source, permalink} of pages) pageOf.set(source.replace(/^@site\//, ''), trim(permalink));
    }
    return {routes: all, pageOf};
  } finally {
    rmSync(generated, {recursive: true, force: true});
  }
}

/** The ids a page's headings get, as Docusaurus gives them (explicit `{#id}` ones included), and JSX `id`s. */
export async function anchorsOf(page: ContentModel): Promise<Set<string>> {
  const tree = structuredClone(page.tree) as Root;
  await headingIds({anchorsMaintainCase: false})(tree);
  const ids = new Set<string>();
  visit(tree, 'heading', (node) => {
    const id = (node.data as {id?: string} | undefined)?.id;
    if (id) ids.add(id);
  });
  for (const tag of page.tags) if (tag.attributes.id) ids.add(tag.attributes.id);
  return ids;
}

export type PageLink = {url: string; line: number; column: number};

/** The links of a page: Markdown links and definitions, and the `href`/`to` of its tags and JSX. */
export function linksOf(page: ContentModel): PageLink[] {
  const links: PageLink[] = [];
  visit(page.tree, (node) => {
    if ((node.type === 'link' || node.type === 'definition') && node.position)
      links.push({url: node.url, line: node.position.start.line, column: node.position.start.column});
  });
  for (const tag of page.tags) {
    const url = tag.attributes.href ?? tag.attributes.to;
    if (url && !url.startsWith('{')) links.push({url, line: tag.line, column: 1});
  }
  return links;
}

export type LinkProblem = PageLink & {rule: 'link' | 'anchor'; message: string; fix: string};

/** The closest of `candidates` to `target` by edit distance, if any is near. */
export function nearest(target: string, candidates: Iterable<string>): string | undefined {
  let best: {value: string; distance: number} | undefined;
  for (const value of candidates) {
    const distance = leven(target, value);
    if (!best || distance < best.distance) best = {value, distance};
  }
  return best && best.distance <= Math.max(3, target.length / 2) ? best.value : undefined;
}

/**
 * The broken links and anchors of a page (`file`, site-relative): a relative link to a content file
 * resolves to that file's page; a link to a path must match a route; an anchor must be a heading or
 * `id` of its target page (pages whose anchors `anchors` does not know are not checked for anchors).
 */
export async function linkProblems(
  file: string,
  page: ContentModel,
  site: SiteRoutes,
  anchors: (route: string) => Promise<Set<string> | undefined>,
): Promise<LinkProblem[]> {
  const problems: LinkProblem[] = [];
  const own = site.pageOf.get(file);
  for (const link of linksOf(page)) {
    const {url} = link;
    if (/^[a-z][a-z+.-]*:/i.test(url) || url.startsWith('//')) continue; // another site, mailto:, pathname://
    const [target = '', anchor] = url.split('#') as [string, string | undefined];
    let route: string | undefined;
    if (target === '') route = own;
    else if (/\.mdx?$/.test(target) && !target.startsWith('/')) {
      const source = path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(target)));
      route = site.pageOf.get(source);
      if (!route) {
        const near = nearest(source, site.pageOf.keys());
        problems.push({
          ...link,
          rule: 'link',
          message: `"${url}" links to ${source}, which is no page of the site`,
          fix: near
            ? `link ./${path.posix.relative(path.posix.dirname(file), near)} (${near})`
            : 'link an existing page',
        });
        continue;
      }
    } else if (target.startsWith('/')) {
      const wanted = trim(decodeURI(target.split('?')[0] ?? ''));
      if (!site.routes.has(wanted)) {
        const near = nearest(wanted, site.routes);
        problems.push({
          ...link,
          rule: 'link',
          message: `"${url}" is no page of the site`,
          fix: near ? `link ${near}, the nearest existing page` : 'link an existing page',
        });
        continue;
      }
      route = wanted;
    } else continue; // a relative link to a static file or a route: the build checks those
    if (!anchor || !route) continue;
    const known = await anchors(route);
    if (!known || known.has(anchor)) continue;
    const near = nearest(anchor, known);
    problems.push({
      ...link,
      rule: 'anchor',
      message: `"${url}": ${route} has no heading or element with the id "${anchor}"`,
      fix: near ? `link #${near}, the nearest heading there` : `link one of ${[...known].slice(0, 5).join(', ')}`,
    });
  }
  return problems;
}

/**
 * The anchors of each route's page, read from its source when first asked for (the pages given are
 * read already; the generated API reference is left to the build's own anchor check).
 */
export function anchorReader(site: SiteRoutes, read: (file: string) => ContentModel, known: Map<string, ContentModel>) {
  const sourceOf = new Map([...site.pageOf].map(([file, route]) => [route, file]));
  const cache = new Map<string, Promise<Set<string> | undefined>>();
  return (route: string) => {
    const source = sourceOf.get(route);
    if (!source || source.startsWith('api/reference/')) return Promise.resolve(undefined);
    if (!cache.has(source)) cache.set(source, anchorsOf(known.get(source) ?? read(source)));
    return cache.get(source)!;
  };
}
