/**
 * Markdown for people and tools, a step of the post-build pipeline: writes every docs page and blog
 * post as clean Markdown next to its HTML (`/ios/basic/data` → `/ios/basic/data.md`, `/docs/` →
 * `/docs.md`), converted from the page's tree by ./convert.ts; writes llms.txt for the site and for
 * each docs section (./llms.ts); and copies the OpenAPI spec into the API section as `openapi.yaml`.
 * The pages come from what the docs and blog plugins loaded (./pages.ts), never from a list here.
 */

import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {OPENAPI_SPEC} from '../contentFolders.mjs';
import type {SiteModel} from '../site/model';
import {treeToMarkdown} from './convert';
import {rootLlmsTxt, sectionLlmsTxt, type DocumentedOperation} from './llms';
import {markdownPath} from './markdownPath';
import {decodeApiFrontMatter} from './openapi';
import {collectSite} from './pages';

/** The docs plugin that holds the API reference generated from the spec (the API section's). */
const API_DOCS_PLUGIN_ID = 'api';

export async function writeMarkdownCopies(site: SiteModel): Promise<string> {
  const {plugins} = site.props;
  const content = collectSite(plugins);
  const pages = content.groups.flatMap((group) => group.pages);
  const operations: DocumentedOperation[] = pages.flatMap((page) =>
    page.apiFrontMatter !== undefined ? [{page, operation: decodeApiFrontMatter(page.apiFrontMatter)}] : [],
  );

  for (const exported of pages) {
    const page = site.page(exported.route);
    if (!page) throw new Error(`no built page for ${exported.route}`);
    const operation = operations.find((entry) => entry.page === exported)?.operation;
    try {
      const {markdown} = treeToMarkdown(structuredClone(await site.tree(page)), {route: page.route, operation});
      page.markdown = markdownPath(page.route);
      await site.write(page.markdown, markdown);
    } catch (error) {
      throw new Error(`Markdown export of ${page.route} failed: ${String(error)}`, {cause: error});
    }
  }

  // The spec goes into the API docs section: /api/openapi.yaml.
  const apiDocs = plugins.find(
    (plugin) => plugin.name === 'docusaurus-plugin-content-docs' && plugin.options.id === API_DOCS_PLUGIN_ID,
  );
  const apiPath = (apiDocs?.content as DocsContent | undefined)?.loadedVersions.find((version) => version.isLast)?.path;
  if (apiPath === undefined) throw new Error(`no docs plugin with the id "${API_DOCS_PLUGIN_ID}".`);
  const specRoute = `${apiPath}/openapi.yaml`;
  await site.write(specRoute, await readFile(path.join(site.siteDir, OPENAPI_SPEC)));

  const input = {site: content, operations, specRoute};
  await site.write('/llms.txt', rootLlmsTxt(input));
  for (const [section, sectionPath] of content.sectionPaths) {
    await site.write(`${sectionPath}/llms.txt`, sectionLlmsTxt(input, section));
  }
  return `${pages.length} pages, ${content.sectionPaths.size + 1} llms.txt files`;
}
