/**
 * The docs MCP server: SkyPath's developer documentation as tools an assistant calls. Every tool
 * answers in Markdown (the `text` content) and, for programs, the same as `structuredContent`. A
 * request the docs cannot answer (an unknown page, version, section or operation) is a tool result
 * with `isError: true` that says what exists, never a protocol error.
 */

import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {CORRIDOR_LIMITS} from '../../src/core/corridor/rules';
import {checkCorridorTool} from './corridor';
import type {DocPage, Docs, SectionInfo} from './docs';

export const SERVER_NAME = 'skypath-docs';
export const SERVER_VERSION = '0.1.0';

function ok(text: string, structured: Record<string, unknown>): CallToolResult {
  return {content: [{type: 'text', text}], structuredContent: structured};
}

function fail(text: string): CallToolResult {
  return {content: [{type: 'text', text}], isError: true};
}

const sectionList = (docs: Docs) =>
  docs.sections
    .map(
      (section) =>
        `${section.section} (${section.label}${section.versions.length > 0 ? `: versions ${section.versions.map((version) => `${version.version}${version.kind === 'latest' ? ' (latest)' : ''}`).join(', ')}` : ''})`,
    )
    .join('; ');

/** "next", "Next", "v3.0", "latest" → the section's version name, or undefined. */
function resolveVersion(section: SectionInfo, asked: string): string | undefined {
  const wanted = asked
    .trim()
    .replace(/^v(?=\d)/i, '')
    .toLowerCase();
  if (wanted === 'latest') return section.versions.find((version) => version.kind === 'latest')?.version;
  return section.versions.find(
    (version) => version.version.toLowerCase() === wanted || (wanted === 'next' && version.kind === 'next'),
  )?.version;
}

/**
 * The pages a search covers, scoped as the site's search is: the latest version of every SDK
 * section, the one-version sections and the blog by default; for another version (`2.2`, `next`),
 * that version of the SDK sections that have it, with the one-version sections (never the blog, as
 * the site's version bundles). `section` keeps one section.
 */
export function searchScope(
  docs: Docs,
  {section, version}: {section?: string; version?: string},
): {filter: (page: DocPage) => boolean; description: string} | {error: string} {
  const known = docs.sections.find((candidate) => candidate.section === section?.toLowerCase());
  if (section !== undefined && !known) {
    return {error: `There is no section "${section}". The sections are: ${sectionList(docs)}.`};
  }
  if (version === undefined || version.trim().toLowerCase() === 'latest') {
    return {
      filter: (page) =>
        (!known || page.section === known.section) && (!page.versionKind || page.versionKind === 'latest'),
      description: known ? `${known.label}, latest version` : 'the latest version of every section and the blog',
    };
  }
  const versioned = docs.sections.filter((candidate) => candidate.versions.length > 0);
  if (known && known.versions.length === 0) {
    return {error: `${known.label} has one version; leave out "version". The sections are: ${sectionList(docs)}.`};
  }
  const matches = (known ? [known] : versioned)
    .map((candidate) => ({section: candidate, version: resolveVersion(candidate, version)}))
    .filter((entry): entry is {section: SectionInfo; version: string} => entry.version !== undefined);
  if (matches.length === 0) {
    return {
      error: `There is no version "${version}"${known ? ` of ${known.label}` : ''}. The sections are: ${sectionList(docs)}; "next" is each SDK's unreleased version.`,
    };
  }
  const wanted = new Map(matches.map((entry) => [entry.section.section, entry.version]));
  return {
    filter: (page) => {
      if (known) return page.section === known.section && page.version === wanted.get(known.section);
      if (!page.version) return page.kind !== 'blog-post';
      return page.version === wanted.get(page.section);
    },
    description: matches.map((entry) => `${entry.section.label} ${entry.version}`).join(', '),
  };
}

/** A page by URL, path or Markdown path: `https://docs.skypath.io/ios/basic/data`, `/ios/basic/data.md`, `ios/faq`. */
export function findPage(docs: Docs, urlOrPath: string): DocPage | undefined {
  let route = urlOrPath.trim().replace(/^[a-z]+:\/\/[^/]+/i, '');
  route = route.replace(/[?#].*$/, '');
  if (!route.startsWith('/')) route = `/${route}`;
  route = route.replace(/\/index\.md$/, '/').replace(/\.md$/, '');
  const candidates = [route, route.endsWith('/') ? route.slice(0, -1) : `${route}/`];
  for (const candidate of candidates) {
    const page = docs.page(candidate);
    if (page) return page;
    const target = docs.redirect(candidate);
    if (target) return docs.page(target);
  }
  return undefined;
}

/** The pages whose path looks most like the one asked for, for an error message. */
function closePages(docs: Docs, asked: string): DocPage[] {
  const words = new Set(
    asked
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );
  return docs.pages
    .map((page) => ({page, score: page.route.split(/[^a-z0-9]+/).filter((word) => words.has(word)).length}))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.page.route.length - b.page.route.length)
    .slice(0, 5)
    .map((entry) => entry.page);
}

function operationKey(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9/{}]+/g, '');
}

export function createServer(docs: Docs): McpServer {
  const server = new McpServer(
    {name: SERVER_NAME, version: SERVER_VERSION},
    {
      instructions:
        `SkyPath's developer documentation (${docs.source}): the REST API, the iOS SDK and the Web SDK. ` +
        'Search it with search_docs, read a page with get_page, see the sections and versions with list_sections, ' +
        'read one REST operation with get_api_operation, and check a route corridor with check_corridor. ' +
        'Write code for the latest SDK version unless the user works with another. Pages and operations marked ' +
        'Preview are provisional: tell the user to confirm them with SkyPath.',
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the SkyPath docs',
      description:
        'Full-text search of the SkyPath developer docs. Returns the best pages with title, URL, section and the passage that matches. ' +
        'By default it searches the latest version of every section; give `version` ("2.2", "next") for another SDK version, `section` to keep one section.',
      inputSchema: {
        query: z.string().min(1).describe('Words to look for: a class, method, endpoint, concept or question.'),
        section: z.string().optional().describe('One section only: docs (Intro), api, ios, js or blog.'),
        version: z
          .string()
          .optional()
          .describe('An SDK version: "latest" (the default), an older release such as "2.2", or "next" (unreleased).'),
        limit: z.number().int().min(1).max(20).optional().describe('How many pages (default 5).'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query, section, version, limit = 5}) => {
      const scope = searchScope(docs, {section, version});
      if ('error' in scope) return fail(scope.error);
      const hits = docs.index.search(query, {filter: (route) => scope.filter(docs.page(route)!), limit});
      const results = hits.map((hit) => {
        const page = docs.page(hit.id)!;
        const anchor = page.headings.find((heading) => heading.text === hit.passage.heading)?.id;
        return {
          title: page.title,
          url: anchor ? `${page.url}#${anchor}` : page.url,
          markdownUrl: page.markdownUrl,
          label: page.label,
          section: page.section,
          ...(page.version ? {version: page.version} : {}),
          ...(hit.passage.heading ? {heading: hit.passage.heading} : {}),
          passage: hit.passage.text,
          ...(page.notices.length > 0 ? {notices: page.notices} : {}),
          score: hit.score,
        };
      });
      const text =
        results.length === 0
          ? `No page of ${scope.description} matches "${query}". Try other words, or another section or version (list_sections).`
          : [
              `Results for "${query}" in ${scope.description}:`,
              ...results.map(
                (result, index) =>
                  `${index + 1}. **${result.title}** (${result.label}): ${result.url}` +
                  (result.notices ?? []).map((notice) => `\n   Note: ${notice}`).join('') +
                  `${result.heading ? `\n   Under "${result.heading}":` : ''}\n   ${result.passage.replace(/\n/g, '\n   ')}`,
              ),
            ].join('\n\n');
      return ok(text, {query, scope: scope.description, results});
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description:
        'The Markdown of one page of the SkyPath docs, by URL or path (https://docs.skypath.io/ios/basic/data, /api/quick-start, /ios/2.2/faq.md). ' +
        'An older or unreleased version carries its version notice; a Preview page its Preview notice.',
      inputSchema: {url_or_path: z.string().min(1).describe('The page URL or path, with or without the site and .md.')},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({url_or_path: asked}) => {
      const page = findPage(docs, asked);
      if (!page) {
        const close = closePages(docs, asked);
        return fail(
          `There is no page at "${asked}".` +
            (close.length > 0 ? ` Pages with a similar path: ${close.map((each) => each.route).join(', ')}.` : '') +
            ` The sections are: ${sectionList(docs)}; search_docs finds pages by their words.`,
        );
      }
      const markdown = await docs.text(page);
      return ok(markdown, {
        title: page.title,
        url: page.url,
        markdownUrl: page.markdownUrl,
        section: page.section,
        ...(page.version ? {version: page.version, versionKind: page.versionKind} : {}),
        notices: page.notices,
        markdown,
      });
    },
  );

  server.registerTool(
    'list_sections',
    {
      title: 'List the docs sections and versions',
      description:
        'The sections of the SkyPath docs (Intro, API, iOS SDK, Web SDK, Blog) with their versions: which is the latest release, which are older, which is Next (unreleased), and where their llms.txt and full-text files are.',
      inputSchema: {},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async () => {
      const lines = docs.sections.map((section) => {
        const versions = section.versions.map(
          (version) =>
            `  - ${version.version}: ${version.kind === 'latest' ? 'latest release' : version.kind === 'next' ? 'Next, unreleased' : 'older release'}, ${version.pages} pages at ${docs.siteUrl}${version.path}/${version.fullText ? `; full text ${version.fullText}` : ''}`,
        );
        return [
          `- **${section.label}** (\`${section.section}\`): ${section.pages} pages${section.llmsTxt ? `; index ${section.llmsTxt}` : ''}${section.fullText && section.versions.length === 0 ? `; full text ${section.fullText}` : ''}`,
          ...versions,
        ].join('\n');
      });
      return ok(
        [
          `SkyPath docs (${docs.siteUrl}): site index ${docs.siteUrl}/llms.txt, latest versions in full ${docs.siteUrl}/llms-full.txt.`,
          ...lines,
        ].join('\n'),
        {siteUrl: docs.siteUrl, sections: docs.sections},
      );
    },
  );

  server.registerTool(
    'get_api_operation',
    {
      title: 'Read one REST API operation',
      description:
        'One operation of the SkyPath REST API (openapi/skypath.yaml) with its hosts, parameters, body fields and limits, and request and response examples, ' +
        'by operationId (getCorridorDataGeoFencing), method and path (POST /observations/v5/corridor) or reference page (/api/reference/get-aircraft). Preview operations carry their notice.',
      inputSchema: {
        operation: z.string().min(1).describe('operationId, "METHOD /path", a path, or the reference page URL.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({operation: asked}) => {
      const key = operationKey(asked);
      const page = findPage(docs, asked);
      const found =
        docs.operations.find(
          (operation) =>
            operationKey(operation.operationId) === key ||
            operationKey(`${operation.method} ${operation.path}`) === key ||
            (page !== undefined && operation.page === page),
        ) ?? docs.operations.find((operation) => operationKey(operation.path) === key);
      const list = docs.operations
        .map(
          (operation) =>
            `${operation.operationId} (${operation.method} ${operation.path}${operation.status === 'current' ? '' : `, ${operation.status}`})`,
        )
        .join('; ');
      if (!found) return fail(`There is no operation "${asked}". The operations are: ${list}.`);
      if (!found.page) {
        return fail(
          `The operation ${found.operationId} has no reference page on this site. The operations are: ${list}.`,
        );
      }
      const markdown = await docs.text(found.page);
      const {page: _page, ...operation} = found;
      return ok(markdown, {
        ...operation,
        url: found.page.url,
        markdownUrl: found.page.markdownUrl,
        notices: found.page.notices,
        markdown,
      });
    },
  );

  server.registerTool(
    'check_corridor',
    {
      title: 'Check a route corridor',
      description:
        `Checks a corridor for the REST corridor operation and the SDKs against the documented rules: a GeoJSON Polygon with one closed ring of [longitude, latitude] positions, at most ${CORRIDOR_LIMITS.maxVertices} vertices, at most ${CORRIDOR_LIMITS.maxAreaKm2.toLocaleString('en-US')} km², convex, not crossing itself or 180° of longitude. ` +
        'Returns every problem with its figure (vertices, area), the position where it is, and how to fix it.',
      inputSchema: {
        geojson: z
          .union([z.string(), z.object({}).passthrough(), z.array(z.unknown())])
          .describe(
            'The corridor: a GeoJSON Polygon (or a Feature, a FeatureCollection of one Feature, or a corridor request body holding one), as an object or JSON text.',
          ),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({geojson}) => checkCorridorTool(geojson),
  );

  return server;
}
