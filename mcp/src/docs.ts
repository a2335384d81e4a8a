/**
 * The docs as the MCP server sees them, read once from a built site or a deployed one: the pages
 * of `site.json` with their section and version; each page's text from the full-text file of its
 * section and version; each page's breadcrumb label and heading anchors from the search bundles'
 * `skypath-pages.json`; and the OpenAPI spec the site serves (`/api/openapi.yaml`). Which version
 * of a section is the latest, an older release or Next is read from where the site serves it, so a
 * deployed site with other versions than this checkout is read as it is.
 */

import {parse as parseYaml} from 'yaml';
import {FULL_TEXT_FILE, splitFullText} from '../../src/core/full-text';
import {pageWeight} from '../../src/core/search-weights';
import {SECTION_LABELS, sectionLabel} from '../../src/core/sections';
import type {SiteManifest} from '../../src/core/site/manifest';
import type {SitePage} from '../../src/core/site/model';
import {createIndex} from './search';
import type {DocsSource} from './source';

export type VersionKind = 'latest' | 'older' | 'next';

export type DocPage = {
  route: string;
  url: string;
  markdownUrl: string;
  title: string;
  section: string;
  /** The SDK version ("3.0", "Next"); none for a section with one version. */
  version?: string;
  versionKind?: VersionKind;
  /** "iOS SDK 3.0 › Basic", as the site's search lists it. */
  label: string;
  kind: SitePage['kind'];
  /** Its text: title, URL, version banner, then its Markdown. */
  text: string;
  /** Its h2 and h3 headings with their anchors. */
  headings: {id: string; text: string}[];
  /** What a reader must know before using it: its version notice, its Preview notice. */
  notices: string[];
};

/** A page's version notice (from its full-text entry) and Preview notice (an admonition or a "Preview:" paragraph). */
export function noticesOf(text: string): string[] {
  const version = /^> \*\*Version notice:\*\* (.+)$/m.exec(text)?.[1];
  const preview = /^> \*\*Preview\*\*\n>\n> (.+)$/m.exec(text)?.[1] ?? /^(Preview: .+)$/m.exec(text)?.[1];
  return [...(version ? [version] : []), ...(preview ? [`Preview: ${preview.replace(/^Preview: /, '')}`] : [])];
}

export type SectionVersion = {version: string; kind: VersionKind; path: string; pages: number; fullText?: string};
export type SectionInfo = {
  section: string;
  label: string;
  pages: number;
  /** The SDK versions, latest first, then older releases, then Next; empty for a one-version section. */
  versions: SectionVersion[];
  fullText?: string;
  llmsTxt?: string;
};

export type Docs = Awaited<ReturnType<typeof loadDocs>>;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Where the site serves a page's version: latest at /ios/..., older at /ios/2.2/..., Next at /ios/next/... */
function versionKind(page: Pick<SitePage, 'route' | 'version'>): VersionKind | undefined {
  if (!page.version) return undefined;
  const second = page.route.split('/').filter(Boolean)[1];
  if (second === 'next') return 'next';
  return second === page.version ? 'older' : 'latest';
}

const KIND_ORDER: Record<VersionKind, number> = {latest: 0, older: 1, next: 2};

async function required(source: DocsSource, sitePath: string): Promise<string> {
  const text = await source.read(sitePath);
  if (text === undefined) {
    throw new Error(`${source.description} has no ${sitePath}: give a built SkyPath docs site (npm run build).`);
  }
  return text;
}

export async function loadDocs(source: DocsSource) {
  const manifest = JSON.parse(await required(source, '/site.json')) as SiteManifest;
  const {siteUrl} = manifest;
  const exported = manifest.pages.filter((page) => page.markdown && page.section);

  // Breadcrumb labels and heading anchors, from every search bundle.
  type SearchPage = {u: string; l: string; h: [number, string, string][]};
  const searchPages = new Map<string, SearchPage>();
  for (const file of manifest.files.filter((name) => name.endsWith('/skypath-pages.json'))) {
    const table = JSON.parse(await required(source, `/${file}`)) as Record<string, SearchPage>;
    for (const entry of Object.values(table)) searchPages.set(entry.u, entry);
  }

  // Every page's text, from the full-text file of its section and version (not the site's file,
  // which repeats the latest versions).
  const texts = new Map<string, string>();
  const fullTextFiles = manifest.files.filter((name) => name.endsWith(`/${FULL_TEXT_FILE}`) && name !== FULL_TEXT_FILE);
  const known = exported.map((page) => ({title: page.title, url: `${siteUrl}${page.route}`}));
  const routeOf = new Map(exported.map((page) => [`${siteUrl}${page.route}`, page.route]));
  await Promise.all(
    fullTextFiles.map(async (file) => {
      for (const entry of splitFullText(await required(source, `/${file}`), known)) {
        texts.set(routeOf.get(entry.url)!, entry.text);
      }
    }),
  );

  const pages: DocPage[] = exported.map((page) => {
    const section = page.section!;
    const kind = versionKind(page);
    const found = searchPages.get(page.route);
    const place = page.version ? `${sectionLabel(section)} ${page.version}` : sectionLabel(section);
    return {
      route: page.route,
      url: `${siteUrl}${page.route}`,
      markdownUrl: `${siteUrl}${page.markdown}`,
      title: page.title,
      section,
      ...(page.version ? {version: page.version} : {}),
      ...(kind ? {versionKind: kind} : {}),
      label: found?.l || place,
      kind: page.kind,
      text: texts.get(page.route) ?? '',
      headings: (found?.h ?? []).map(([, id, text]) => ({id, text})),
      notices: noticesOf(texts.get(page.route) ?? ''),
    };
  });
  // Pages a full-text file leaves out (unlisted ones) are read from their Markdown copy when asked for.
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const redirects = new Map(
    manifest.pages.filter((page) => page.redirectTo).map((page) => [page.route, page.redirectTo!]),
  );

  const sections: SectionInfo[] = (Object.keys(SECTION_LABELS) as string[])
    .map((section) => {
      const ofSection = pages.filter((page) => page.section === section);
      const versions = new Map<string, SectionVersion>();
      for (const page of ofSection) {
        if (!page.version || !page.versionKind) continue;
        const entry = versions.get(page.version) ?? {
          version: page.version,
          kind: page.versionKind,
          path: page.versionKind === 'latest' ? `/${section}` : `/${section}/${page.route.split('/')[2]}`,
          pages: 0,
        };
        entry.pages++;
        versions.set(page.version, entry);
      }
      const has = (name: string) => manifest.files.includes(name.replace(/^\//, ''));
      for (const entry of versions.values()) {
        const file = `${entry.path}/${FULL_TEXT_FILE}`;
        if (has(file)) entry.fullText = `${siteUrl}${file}`;
      }
      const fullText = `/${section}/${FULL_TEXT_FILE}`;
      const llmsTxt = `/${section}/llms.txt`;
      return {
        section,
        label: sectionLabel(section),
        pages: ofSection.length,
        versions: [...versions.values()].sort(
          (a, b) =>
            KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.version.localeCompare(a.version, 'en', {numeric: true}),
        ),
        ...(has(fullText) ? {fullText: `${siteUrl}${fullText}`} : {}),
        ...(has(llmsTxt) ? {llmsTxt: `${siteUrl}${llmsTxt}`} : {}),
      };
    })
    .filter((section) => section.pages > 0);

  // The REST operations, each with its API reference page (the one whose Markdown names its method and path).
  const spec = parseYaml(await required(source, '/api/openapi.yaml')) as {
    paths?: Record<
      string,
      Record<string, {operationId?: string; summary?: string; deprecated?: boolean; 'x-status'?: string}>
    >;
  };
  const operations = Object.entries(spec.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => {
        const endpoint = `\`${method.toUpperCase()} ${path}\``;
        const page = pages.find(
          (candidate) => candidate.kind === 'api-operation' && candidate.text.includes(`\n${endpoint}\n`),
        );
        return {
          operationId: operation.operationId ?? `${method} ${path}`,
          method: method.toUpperCase(),
          path,
          summary: operation.summary ?? '',
          // The vendor extension `x-status: preview` marks a preview operation.
          status: operation.deprecated ? 'deprecated' : operation['x-status'] === 'preview' ? 'preview' : 'current',
          ...(page ? {page} : {}),
        };
      }),
  );

  const index = createIndex(
    pages.map((page) => ({
      id: page.route,
      title: page.title,
      text: page.text.replace(/^# [^\n]*\n+URL: [^\n]*\n/, ''),
      weight: pageWeight(page),
    })),
  );

  return {
    source: source.description,
    siteUrl,
    pages,
    sections,
    operations,
    index,
    page: (route: string) => byRoute.get(route),
    redirect: (route: string) => redirects.get(route),
    /** A page's text; a page no full-text file holds is read from its Markdown copy. */
    async text(page: DocPage): Promise<string> {
      if (page.text) return page.text;
      const markdown = await source.read(page.markdownUrl.slice(siteUrl.length));
      page.text = markdown ?? '';
      return page.text;
    },
  };
}
