/**
 * The pages the Markdown export covers, read from what the docs and blog plugins loaded (no file
 * system): every doc of every docs plugin and version, every blog post, grouped as llms.txt lists
 * them; and the site's other pages (home, blog list, archive, tags), which have no Markdown copy.
 */

import type {LoadedPlugin, RouteConfig} from '@docusaurus/types';
import type {DocMetadata, LoadedContent as DocsContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {sectionLabel} from '../../core/sections';
import {DOCS_PLUGIN, BLOG_PLUGIN, PAGES_PLUGIN} from '../../core/docusaurus/content-plugins';

export type ExportedPage = {
  route: string;
  title: string;
  /** The `description` front matter (or the plugin's excerpt when there is none), on one line. */
  description: string;
  /** Unlisted pages get a Markdown copy but stay out of llms.txt. */
  unlisted: boolean;
  /** An API reference page's `api` front matter: its OpenAPI operation, as the OpenAPI plugin wrote it. */
  apiFrontMatter?: unknown;
  /** A page written without confirmed facts (front matter `preview: true`): llms.txt says so. */
  preview?: boolean;
};

export type PageGroup = {
  kind: 'docs' | 'blog';
  /** The first segment of the group's paths: `docs`, `api`, `ios`, `js` or `blog`. */
  section: string;
  /** The group's `##` heading in llms.txt: "Intro", "iOS SDK 3.0 (latest release)", "Blog". */
  heading: string;
  /** An older or unreleased version, listed after the current material. */
  secondary: boolean;
  /** The API reference generated from the OpenAPI spec, where llms.txt also lists the spec. */
  apiReference: boolean;
  pages: ExportedPage[];
};

export type OtherPage = {route: string; title: string};

export type SiteContent = {
  groups: PageGroup[];
  /** Pages that are not docs or blog posts, which llms.txt links as HTML. */
  otherPages: OtherPage[];
  sectionPaths: Map<string, string>;
};

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The first segment of a path: `/ios/2.2/faq` → `ios`. */
export function sectionOf(route: string): string {
  return route.split('/').find(Boolean) ?? '';
}

type Sidebar = LoadedVersion['sidebars'][string];

/** The doc ids of a version's sidebars in reading order (a category's own page before its items). */
function sidebarOrder(sidebars: LoadedVersion['sidebars']): string[] {
  const ids: string[] = [];
  const walk = (items: Sidebar) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') ids.push(item.id);
      else if (item.type === 'category') {
        if (item.link?.type === 'doc') ids.push(item.link.id);
        walk(item.items);
      }
    }
  };
  Object.values(sidebars).forEach(walk);
  return ids;
}

/** A version's docs in sidebar order; docs in no sidebar follow, by path. */
function orderedDocs(version: LoadedVersion): DocMetadata[] {
  const order = new Map(sidebarOrder(version.sidebars).map((id, index) => [id, index] as const));
  const rank = (doc: DocMetadata) => order.get(doc.id) ?? Number.MAX_SAFE_INTEGER;
  return [...version.docs].sort((a, b) => rank(a) - rank(b) || a.permalink.localeCompare(b.permalink));
}

function docPage(doc: DocMetadata): ExportedPage {
  const api = doc.frontMatter.api;
  return {
    route: doc.permalink,
    title: doc.title,
    description: oneLine(doc.description),
    unlisted: doc.unlisted,
    ...(api !== undefined && api !== null ? {apiFrontMatter: api} : {}),
    ...(doc.frontMatter.preview === true ? {preview: true} : {}),
  };
}

/** Latest release first, then older releases, then unreleased versions (Next). */
function versionRank(version: LoadedVersion): number {
  if (version.isLast) return 0;
  return version.banner === 'unreleased' ? 2 : 1;
}

function versionGroups(content: DocsContent): PageGroup[] {
  const versions = [...content.loadedVersions].sort((a, b) => versionRank(a) - versionRank(b));
  const versioned = versions.length > 1;
  return versions.flatMap((version) => {
    const section = sectionOf(version.path) || sectionOf(version.docs[0]?.permalink ?? '');
    const state = version.isLast ? 'latest release' : version.banner === 'unreleased' ? 'unreleased' : 'older release';
    const label = versioned ? `${sectionLabel(section)} ${version.label} (${state})` : sectionLabel(section);
    const docs = orderedDocs(version).map(docPage);
    // The OpenAPI plugin's generated pages (they carry `api` front matter) form a group of their own.
    const reference = docs.filter((page) => page.apiFrontMatter !== undefined);
    const guides = docs.filter((page) => page.apiFrontMatter === undefined);
    const group = (heading: string, apiReference: boolean, pages: ExportedPage[]): PageGroup => ({
      kind: 'docs',
      section,
      heading,
      secondary: !version.isLast,
      apiReference,
      pages,
    });
    return [
      group(reference.length > 0 ? `${label} guides` : label, false, guides),
      group(`${label} reference`, true, reference),
    ].filter((each) => each.pages.length > 0);
  });
}

function flatRoutes(routes: RouteConfig[]): string[] {
  return routes.flatMap((route) => [route.path, ...flatRoutes(route.routes ?? [])]);
}

/** A name for each of the blog's list pages: the blog itself, its archive, tags and authors. */
function blogPageTitle(route: string, blog: BlogContent, basePath: string): string {
  const tag = blog.blogTags[route];
  if (tag) return `${blog.blogTitle}: posts tagged "${tag.label}"`;
  if (route === basePath) return blog.blogTitle;
  if (route === blog.blogTagsListPath) return `${blog.blogTitle}: tags`;
  const rest = route.slice(basePath.length).split('/').filter(Boolean).join(' ');
  return `${blog.blogTitle}: ${rest}`;
}

export function collectSite(plugins: LoadedPlugin[]): SiteContent {
  const groups: PageGroup[] = [];
  const otherPages: OtherPage[] = [];
  const sectionPaths = new Map<string, string>();
  for (const plugin of plugins) {
    if (plugin.name === DOCS_PLUGIN) {
      const content = plugin.content as DocsContent;
      const latest = content.loadedVersions.find((version) => version.isLast);
      if (latest) sectionPaths.set(sectionOf(latest.path), latest.path);
      groups.push(...versionGroups(content));
    } else if (plugin.name === BLOG_PLUGIN) {
      const blog = plugin.content as BlogContent;
      const posts = blog.blogPosts.map((post) => ({
        route: post.metadata.permalink,
        title: post.metadata.title,
        description: oneLine(post.metadata.description),
        unlisted: post.metadata.unlisted,
      }));
      const section = sectionOf(posts[0]?.route ?? blog.blogTagsListPath);
      if (posts.length > 0)
        groups.push({kind: 'blog', section, heading: 'Blog', secondary: false, apiReference: false, pages: posts});
      const postRoutes = new Set(posts.map((post) => post.route));
      const basePath = `/${section}`;
      for (const route of flatRoutes(plugin.routes))
        if (!postRoutes.has(route)) otherPages.push({route, title: blogPageTitle(route, blog, basePath)});
    } else if (plugin.name === PAGES_PLUGIN) {
      for (const route of flatRoutes(plugin.routes))
        otherPages.unshift({route, title: route === '/' ? 'Home page' : route});
    }
  }
  return {groups, otherPages, sectionPaths};
}
