/**
 * The pipeline step: every docs page and blog post as Markdown next to its HTML (`/ios/basic/data`
 * → `/ios/basic/data.md`, `/docs/` → `/docs.md`), the full-text files, llms.txt for the site and each
 * docs section, and the OpenAPI spec as the API section's `openapi.yaml`. The pages come from what
 * the docs and blog plugins loaded, never from a list here.
 */

import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {OPENAPI_SPEC} from '../../core/contentFolders.mjs';
import {DOCS_PLUGIN} from '../../core/docusaurus/content-plugins';
import type {SiteModel} from '../../core/site/model';
import {copyElements, findFirst, findAll, hasClass, textOf, type Root} from '../../core/site/html';
import {treeToMarkdown} from './convert';
import {
  FULL_TEXT_FILE,
  inScope,
  renderFullText,
  sectionScopes,
  SITE_SCOPE,
  type FullTextPage,
} from '../../core/full-text';
import {rootLlmsTxt, sectionLlmsTxt, type DocumentedOperation, type FullTextLink} from './llms';
import {markdownPath} from '../../core/paths';
import {decodeApiFrontMatter} from './openapi';
import {collectSite} from './pages';

/** The docs plugin that holds the API reference generated from the spec (the API section's). */
const API_DOCS_PLUGIN_ID = 'api';

/** The pages the step exports, each with its built page and its API operation, if any. */
function exported(site: SiteModel) {
  const content = collectSite(site.props.plugins);
  const pages = content.groups.flatMap((group) => group.pages);
  const operations: DocumentedOperation[] = pages.flatMap((page) =>
    page.apiFrontMatter !== undefined ? [{page, operation: decodeApiFrontMatter(page.apiFrontMatter)}] : [],
  );
  const operationOf = new Map(operations.map((entry) => [entry.page, entry.operation]));
  const built = pages.map((page) => {
    const builtPage = site.page(page.route);
    if (!builtPage) throw new Error(`no built page for ${page.route}`);
    return {exported: page, page: builtPage, operation: operationOf.get(page)};
  });
  return {content, operations, built};
}

/** Each exported page's Markdown and version banner, made from a tree as a step reads or writes the page. */
function copies(site: SiteModel, built: ReturnType<typeof exported>['built']) {
  const operationOf = new Map(built.map((entry) => [entry.page.file, entry.operation]));
  return site.derive(
    built.map((entry) => entry.page),
    (page, tree) => {
      // The conversion changes the elements it is given (never a text node): it gets a copy of the
      // article's, all it reads.
      const article = findFirst(tree, (node) => node.tagName === 'article');
      const {markdown} = treeToMarkdown(
        {type: 'root', children: article ? [copyElements(article)] : []},
        {route: page.route, operation: operationOf.get(page.file)},
      );
      return {markdown, banner: versionBanner(tree, site.siteUrl)};
    },
  );
}

/** The pages the step exports and their copies in the making. */
function prepare(site: SiteModel) {
  const pages = exported(site);
  return {pages, made: copies(site, pages.built)};
}

const started = new WeakMap<SiteModel, ReturnType<typeof prepare>>();

/** From the model's start: each page's Markdown is made as an earlier step reads or writes the page (critical CSS writes every one). */
export function startMarkdownCopies(site: SiteModel): void {
  started.set(site, prepare(site));
}

export async function writeMarkdownCopies(site: SiteModel): Promise<string> {
  const {plugins} = site.props;
  const {pages, made: markdownOf} = started.get(site) ?? prepare(site);
  started.delete(site);
  const {content, operations, built} = pages;
  let reused = 0;

  const fullTextPages: FullTextPage[] = [];
  for (const {exported: entry, page} of built) {
    try {
      const {value, reused: wasMade} = await markdownOf.take(page);
      if (wasMade) reused++;
      const {markdown, banner} = value;
      page.markdown = markdownPath(page.route);
      await site.write(page.markdown, markdown);
      if (!entry.unlisted) {
        fullTextPages.push({
          route: page.route,
          title: page.title,
          url: `${site.siteUrl}${page.route}`,
          markdown,
          ...(banner ? {banner} : {}),
        });
      }
    } catch (error) {
      throw new Error(`Markdown export of ${page.route} failed: ${String(error)}`, {cause: error});
    }
  }
  markdownOf.close();

  const apiDocs = plugins.find((plugin) => plugin.name === DOCS_PLUGIN && plugin.options.id === API_DOCS_PLUGIN_ID);
  const apiPath = (apiDocs?.content as DocsContent | undefined)?.loadedVersions.find((version) => version.isLast)?.path;
  if (apiPath === undefined) throw new Error(`no docs plugin with the id "${API_DOCS_PLUGIN_ID}".`);
  const specRoute = `${apiPath}/openapi.yaml`;
  await site.write(specRoute, await readFile(path.join(site.siteDir, OPENAPI_SPEC)));

  // The full-text files: each section and version, then the latest of every section.
  const fullText: FullTextLink[] = [];
  const indexUrl = `${site.siteUrl}/llms.txt`;
  const scopes = sectionScopes();
  for (const scope of [...scopes, SITE_SCOPE]) {
    const scopePages =
      scope === SITE_SCOPE
        ? scopes
            .filter((each) => each.latest)
            .flatMap((each) => fullTextPages.filter((page) => inScope(page.route, each)))
        : fullTextPages.filter((page) => inScope(page.route, scope));
    if (scopePages.length === 0) continue;
    const text = renderFullText(scope, scopePages, {siteTitle: site.siteTitle, indexUrl});
    await site.write(scope.route, text);
    fullText.push({
      scope,
      url: `${site.siteUrl}${scope.route}`,
      bytes: Buffer.byteLength(text),
      pages: scopePages.length,
    });
  }

  const input = {site: content, operations, specRoute, fullText};
  await site.write('/llms.txt', rootLlmsTxt(input));
  for (const [section, sectionPath] of content.sectionPaths)
    await site.write(`${sectionPath}/llms.txt`, sectionLlmsTxt(input, section));
  return `${built.length} pages, ${content.sectionPaths.size + 1} llms.txt files, ${fullText.length} ${FULL_TEXT_FILE} files; ${reused} pages made as an earlier step read them`;
}

/** The text of an older or unreleased version's banner, with its link to the latest version made absolute. */
function versionBanner(tree: Root, siteUrl: string): string | undefined {
  const banner = findFirst(tree, (node) => hasClass(node, 'theme-doc-version-banner'));
  if (!banner) return undefined;
  const text = banner.children
    .map((child) => textOf(child))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const href = findAll(banner, (node) => node.tagName === 'a')[0]?.properties.href;
  return typeof href === 'string' ? `${text} Latest version: ${href.startsWith('/') ? siteUrl + href : href}` : text;
}
