/**
 * Markdown for people and tools: after the build, writes every docs page and blog post as clean
 * Markdown next to its HTML (`/ios/basic/data` → `/ios/basic/data.md`, `/docs/` → `/docs.md`),
 * converted from the built HTML by ./convert.ts; writes llms.txt for the site and for each docs
 * section (./llms.ts); and copies the OpenAPI spec into the API section as `openapi.yaml`.
 * The pages come from what the docs and blog plugins loaded (./pages.ts), never from a list here.
 */

import {access, copyFile, mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {htmlToMarkdown} from './convert';
import {rootLlmsTxt, sectionLlmsTxt, type DocumentedOperation} from './llms';
import {markdownPath} from './markdownPath';
import {decodeApiFrontMatter} from './openapi';
import {collectSite} from './pages';

export type MarkdownExportOptions = {
  /** The OpenAPI spec, relative to the site folder; served as `openapi.yaml` in the API docs section. */
  openapiSpec: string;
  /** The docs plugin that holds the API reference generated from that spec. */
  apiDocsPluginId: string;
};

/** The built HTML of a route: `<route>/index.html`, or `<route>.html` when built without trailing slashes. */
async function builtHtml(outDir: string, route: string): Promise<string> {
  const inFolder = path.join(outDir, route, 'index.html');
  const file = await access(inFolder).then(
    () => inFolder,
    () => path.join(outDir, `${route.replace(/\/$/, '')}.html`),
  );
  return readFile(file, 'utf8');
}

async function write(outDir: string, route: string, text: string): Promise<void> {
  const file = path.join(outDir, route);
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, text);
}

/** The options as given in the config, checked (Docusaurus passes a plugin's options untyped). */
function checkedOptions(options: unknown): MarkdownExportOptions {
  const {openapiSpec, apiDocsPluginId} = (options ?? {}) as Partial<Record<keyof MarkdownExportOptions, unknown>>;
  if (typeof openapiSpec !== 'string' || typeof apiDocsPluginId !== 'string') {
    throw new Error('markdown-export needs the options `openapiSpec` and `apiDocsPluginId` (strings).');
  }
  return {openapiSpec, apiDocsPluginId};
}

export default function markdownExport(context: LoadContext, rawOptions: unknown): Plugin {
  const options = checkedOptions(rawOptions);
  return {
    name: 'markdown-export',
    async postBuild({outDir, plugins}) {
      const site = collectSite(plugins);
      const pages = site.groups.flatMap((group) => group.pages);
      const operations: DocumentedOperation[] = pages.flatMap((page) =>
        page.apiFrontMatter !== undefined ? [{page, operation: decodeApiFrontMatter(page.apiFrontMatter)}] : [],
      );

      await Promise.all(
        pages.map(async (page) => {
          const html = await builtHtml(outDir, page.route);
          const operation = operations.find((entry) => entry.page === page)?.operation;
          try {
            const {markdown} = htmlToMarkdown(html, {route: page.route, operation});
            await write(outDir, markdownPath(page.route), markdown);
          } catch (error) {
            throw new Error(`Markdown export of ${page.route} failed: ${String(error)}`, {cause: error});
          }
        }),
      );

      // The spec goes into the API docs section: /api/openapi.yaml.
      const apiDocs = plugins.find(
        (plugin) => plugin.name === 'docusaurus-plugin-content-docs' && plugin.options.id === options.apiDocsPluginId,
      );
      const apiPath = (apiDocs?.content as DocsContent | undefined)?.loadedVersions.find(
        (version) => version.isLast,
      )?.path;
      if (apiPath === undefined)
        throw new Error(`markdown-export: no docs plugin with the id "${options.apiDocsPluginId}".`);
      const specRoute = `${apiPath}/openapi.yaml`;
      await copyFile(path.join(context.siteDir, options.openapiSpec), path.join(outDir, specRoute));

      const input = {site, operations, specRoute};
      await write(outDir, '/llms.txt', rootLlmsTxt(input));
      await Promise.all(
        [...site.sectionPaths].map(([section, sectionPath]) =>
          write(outDir, `${sectionPath}/llms.txt`, sectionLlmsTxt(input, section)),
        ),
      );
    },
  };
}
