/**
 * The llms.txt files (https://llmstxt.org): one for the site and one per docs section. Each has an
 * H1, a one-paragraph `>` summary, notes, then `##` lists of `- [Title](URL): description` links to
 * the pages' Markdown copies, and a final `## Optional` list of secondary pages.
 */

import {SITE} from '../../core/constants';
import {NEXT, sectionLabel, versionBase, VERSIONS} from '../../core/sections';
import {markdownPath} from '../../core/paths';
import {isPreview} from '../../core/openapi/preview';
import type {ApiOperation} from './openapi';
import {sizeText, type FullTextScope} from '../../core/full-text';
import {sectionOf, type ExportedPage, type PageGroup, type SiteContent} from './pages';

export type LlmsLink = {title: string; url: string; description?: string};
export type LlmsList = {heading: string; links: LlmsLink[]};

export type LlmsFile = {
  title: string;
  summary: string;
  /** Markdown paragraphs and lists between the summary and the first list (no headings). */
  notes: string[];
  lists: LlmsList[];
  /** Secondary material, listed last under `## Optional`. */
  optional: LlmsLink[];
};

export function renderLlmsTxt(file: LlmsFile): string {
  const link = ({title, url, description}: LlmsLink) =>
    `- [${title.replace(/([[\]\\])/g, '\\$1')}](${url})${description ? `: ${description}` : ''}`;
  const lists = [
    ...file.lists.filter((list) => list.links.length > 0),
    ...(file.optional.length > 0 ? [{heading: 'Optional', links: file.optional}] : []),
  ];
  const blocks = [
    `# ${file.title}`,
    `> ${file.summary.replace(/\s+/g, ' ').trim()}`,
    ...file.notes,
    ...lists.map((list) => [`## ${list.heading}`, '', ...list.links.map(link)].join('\n')),
  ];
  return `${blocks.join('\n\n')}\n`;
}

/** An API reference page's operation, decoded, with the page it documents. */
export type DocumentedOperation = {page: ExportedPage; operation: ApiOperation};

export type LlmsInput = {
  site: SiteContent;
  operations: DocumentedOperation[];
  /** Where the OpenAPI spec is served (`/api/openapi.yaml`), when it is. */
  specRoute?: string;
  fullText?: FullTextLink[];
};

export type FullTextLink = {scope: FullTextScope; url: string; bytes: number; pages: number};

/** The `## Full text` list: the files of one section (or every file), each with its pages and size. */
function fullTextList(input: LlmsInput, section?: string): LlmsList[] {
  const files = (input.fullText ?? []).filter((file) => section === undefined || file.scope.section === section);
  const links = files.map(({scope, url, bytes, pages}) => ({
    title: `${scope.label}, full text`,
    url,
    description: `${pages} pages in one Markdown file, ${sizeText(bytes)}.`,
  }));
  return links.length > 0 ? [{heading: 'Full text', links}] : [];
}

function absolute(route: string): string {
  return `${SITE.url}${route}`;
}

function firstParagraph(value = ''): string {
  const [first = ''] = value.trim().split(/\n\s*\n/);
  return first.replace(/\s+/g, ' ').trim();
}

function firstSentence(value: string): string {
  return value.split(/(?<=[.!?])\s+(?=[A-Z`(])/)[0] ?? value;
}

function endpoint(operation: ApiOperation): string {
  return `\`${operation.method.toUpperCase()} ${operation.path}\``;
}

/**
 * An API reference page's line: method and path, then the operation's first sentence (the
 * generated front matter description is its first source line, often cut mid-sentence).
 */
function operationDescription({page, operation}: DocumentedOperation): string {
  const text = firstParagraph(operation.description).replace(/^Deprecated\.\s*/, '');
  const sentence = firstSentence(text) || page.description;
  const status = operation.deprecated ? ', deprecated' : isPreview(operation) ? ', preview (provisional shapes)' : '';
  return `${endpoint(operation)}${status}. ${sentence}`;
}

function pageLinks(group: PageGroup, operations: DocumentedOperation[]): LlmsLink[] {
  return group.pages
    .filter((page) => !page.unlisted)
    .map((page) => {
      const documented = operations.find((entry) => entry.page.route === page.route);
      const description = documented
        ? operationDescription(documented)
        : page.preview
          ? `Preview (provisional; confirm with SkyPath). ${page.description}`
          : page.description;
      return {title: page.title, url: absolute(markdownPath(page.route)), ...(description ? {description} : {})};
    });
}

function specLink(specRoute: string): LlmsLink {
  return {
    title: 'OpenAPI spec (YAML)',
    url: absolute(specRoute),
    description: 'The REST API reference as an OpenAPI 3 document.',
  };
}

/** Lists of one section (or all), with the spec first in the API reference list. */
function lists(input: LlmsInput, groups: PageGroup[]): LlmsList[] {
  return groups.map((group) => {
    const links = pageLinks(group, input.operations);
    const spec = group.apiReference && input.specRoute ? [specLink(input.specRoute)] : [];
    return {heading: group.heading, links: [...spec, ...links]};
  });
}

/**
 * What an agent calling the REST API needs, read from the spec's operations (through the API
 * reference pages): the current operations, the previews, the deprecated ones, the hosts and the
 * key header.
 */
export function agentNotes(input: LlmsInput): string[] {
  const operations = input.operations.map((entry) => entry.operation);
  if (operations.length === 0) return [];
  const current = operations.filter((operation) => !operation.deprecated && !isPreview(operation));
  const previews = operations.filter((operation) => !operation.deprecated && isPreview(operation));
  const deprecated = operations.filter((operation) => operation.deprecated);
  const first = operations[0];
  const version = first?.info?.version;
  const servers = first?.servers ?? [];
  const keyHeaders = [
    ...new Set(
      Object.values(first?.securitySchemes ?? {})
        .filter((scheme) => scheme.type === 'apiKey' && scheme.in === 'header' && scheme.name)
        .map((scheme) => `\`${scheme.name}\``),
    ),
  ];
  const lines = [
    `- Call the current operations${version ? ` (API version ${version})` : ''}: ${current.map(endpoint).join(', ')}.`,
    ...(previews.length > 0
      ? [
          `- Previews, with provisional request and response shapes that SkyPath must confirm before use: ${previews.map(endpoint).join(', ')}.`,
        ]
      : []),
    ...deprecated.map((operation) => {
      const advice = firstParagraph(operation.description).replace(/^Deprecated\.\s*/, '');
      return `- Do not use ${endpoint(operation)} in new code: it is deprecated.${advice ? ` ${firstSentence(advice)}` : ''}`;
    }),
    ...servers.map((server) => `- ${server.description ?? 'Host'}: \`${server.url}\`.`),
    ...(keyHeaders.length > 0 ? [`- Send the API key in the ${keyHeaders.join(' or ')} header of every request.`] : []),
    ...(input.specRoute
      ? [`- The operations, parameters and schemas of this reference as OpenAPI: ${absolute(input.specRoute)}`]
      : []),
  ];
  return ['For automated agents calling the REST API:', lines.join('\n')];
}

function versionNotes(sections: string[]): string[] {
  const sdks = (Object.keys(VERSIONS) as (keyof typeof VERSIONS)[]).filter((id) => sections.includes(id));
  if (sdks.length === 0) return [];
  const lines = sdks.map((id) => {
    const {latest, older} = VERSIONS[id];
    const olderText = older
      .map((version) => `; ${version} is an older release, at ${versionBase(id, version)}/`)
      .join('');
    return `- ${sectionLabel(id)}: the latest release is ${latest}, documented at ${versionBase(id, latest)}/${olderText}; "Next" (${versionBase(id, NEXT.name)}/) documents unreleased changes.`;
  });
  return ['SDK versions (write code for the latest release unless told otherwise):', lines.join('\n')];
}

const MARKDOWN_NOTE =
  "Every link below points to the Markdown copy of a page: the page's path with `.md` appended (a path that ends in `/` drops it first). The HTML page is at the same path without `.md`.";

/** The site's llms.txt: every section, the agent notes, and the non-doc pages as HTML links. */
export function rootLlmsTxt(input: LlmsInput): string {
  const {groups, otherPages, sectionPaths} = input.site;
  const sectionFiles = [...sectionPaths].map(
    ([section, path]) => `[${sectionLabel(section)}](${absolute(`${path}/llms.txt`)})`,
  );
  // Current docs, then the blog, then older and unreleased versions.
  const rank = (group: PageGroup) => (group.secondary ? 2 : group.kind === 'blog' ? 1 : 0);
  const ordered = [...groups].sort((a, b) => rank(a) - rank(b));
  return renderLlmsTxt({
    title: SITE.title,
    summary: `${SITE.tagline}. SkyPath's developer documentation explains how to bring its turbulence data (reports measured by aircraft and nowcasts, on a grid of H3 hexagons and 1,000 ft altitude blocks) into your products.`,
    notes: [
      MARKDOWN_NOTE,
      ...(sectionFiles.length > 0 ? [`Each docs section also has its own llms.txt: ${sectionFiles.join(', ')}.`] : []),
      ...agentNotes(input),
      ...versionNotes([...sectionPaths.keys()]),
    ],
    lists: [...fullTextList(input), ...lists(input, ordered)],
    optional: otherPages.map((page) => ({
      title: page.title,
      url: absolute(page.route),
      description: 'HTML page (no Markdown copy).',
    })),
  });
}

/** A docs section's llms.txt (`/ios/llms.txt`): that section's pages only. */
export function sectionLlmsTxt(input: LlmsInput, section: string): string {
  const groups = input.site.groups.filter((group) => group.section === section);
  const label = sectionLabel(section);
  const first = groups.find((group) => !group.secondary)?.pages[0];
  return renderLlmsTxt({
    title: `${SITE.title}: ${label}`,
    summary: `The ${label} section of ${SITE.title}.${first?.description ? ` ${first.description}` : ''}`,
    notes: [
      MARKDOWN_NOTE,
      `The index of the whole site is ${absolute('/llms.txt')}.`,
      ...(input.specRoute && section === sectionOf(input.specRoute) ? agentNotes(input) : []),
      ...versionNotes([section]),
    ],
    lists: [...fullTextList(input, section), ...lists(input, groups)],
    optional: [],
  });
}
