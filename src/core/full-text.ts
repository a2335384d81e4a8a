/**
 * The full-text exports: the whole text of a part of the site in one Markdown file, for tools that
 * read a section at once. `/llms-full.txt` holds the latest version of every section and the blog;
 * `<version base>/llms-full.txt` one section in one version.
 */

import {SDK_SECTIONS, type SdkSection} from './contentFolders.mjs';
import {NEXT, SECTION_LABELS, sectionOfPath, versionBase, VERSIONS, type SectionKey} from './sections';

export const FULL_TEXT_FILE = 'llms-full.txt';

/** One section in one version (or the latest of every section), and where its file is served. */
export type FullTextScope = {
  /** The file's site path: `/llms-full.txt`, `/ios/2.2/llms-full.txt`. */
  route: string;
  /** "iOS SDK 2.2", "Intro", or "Latest versions of every section" for the site's file. */
  label: string;
  /** The section, or none for the site's file. */
  section?: SectionKey;
  /** The SDK version ("2.2", "Next"), for an SDK section. */
  version?: string;
  /** Whether it is a latest version (or a section with one version): part of `/llms-full.txt`. */
  latest: boolean;
};

const isSdk = (section: string): section is SdkSection => (SDK_SECTIONS as readonly string[]).includes(section);

/** Every section and version with its own file, in the navbar's order: latest, older releases, Next. */
export function sectionScopes(): FullTextScope[] {
  return (Object.keys(SECTION_LABELS) as SectionKey[]).flatMap((section): FullTextScope[] => {
    const label = SECTION_LABELS[section];
    if (!isSdk(section)) return [{route: `/${section}/${FULL_TEXT_FILE}`, label, section, latest: true}];
    const {latest, older} = VERSIONS[section];
    return [latest, ...older, NEXT.label].map((version) => ({
      route: `${versionBase(section, version)}/${FULL_TEXT_FILE}`,
      label: `${label} ${version}`,
      section,
      version,
      latest: version === latest,
    }));
  });
}

/** The site's file: the latest version of every section. */
export const SITE_SCOPE: FullTextScope = {
  route: `/${FULL_TEXT_FILE}`,
  label: 'Latest versions of every section',
  latest: true,
};

/** Whether a page (by its route) belongs to a scope: its section and version, or any latest one. */
export function inScope(route: string, scope: FullTextScope): boolean {
  const place = sectionOfPath(route);
  if (!place) return false;
  if (scope.section === undefined) {
    return !place.version || !isSdk(place.key) || place.version === VERSIONS[place.key].latest;
  }
  return place.key === scope.section && place.version === scope.version;
}

/** What a page contributes: its title, canonical URL, version banner and Markdown copy. */
export type FullTextPage = {route: string; title: string; url: string; banner?: string; markdown: string};

export function pageHeader(title: string, url: string): string {
  return `# ${title}\n\nURL: ${url}\n`;
}

/** A page's entry: header, banner as a quote, then its Markdown copy without the copy's own title. */
export function pageEntry(page: FullTextPage): string {
  const body = page.markdown.replace(/^# [^\n]*\n+/, '').trim();
  const banner = page.banner ? `\n> **Version notice:** ${page.banner}\n` : '';
  return `${pageHeader(page.title, page.url)}${banner}\n${body}\n`;
}

/** A full-text file: a title, a summary line, then every page's entry, separated by rules. */
export function renderFullText(
  scope: FullTextScope,
  pages: readonly FullTextPage[],
  {siteTitle, indexUrl}: {siteTitle: string; indexUrl: string},
): string {
  const what = scope.section === undefined ? 'the latest version of every section and the blog' : scope.label;
  const head = [
    `# ${siteTitle}: ${scope.label} (full text)`,
    `> The whole text of ${what}: ${pages.length} pages, each as Markdown under its title and URL. The index of the site is ${indexUrl}.`,
  ].join('\n\n');
  return `${[head, ...pages.map(pageEntry)].join('\n\n---\n\n').trimEnd()}\n`;
}

/** A file's size for llms.txt: "412 KB". */
export function sizeText(bytes: number): string {
  return bytes < 1000 ? `${bytes} bytes` : `${Math.round(bytes / 1000).toLocaleString('en-US')} KB`;
}

/**
 * The pages of a full-text file, split back from its text (for the docs MCP server): each entry
 * starts with `pageHeader` of a page the caller knows.
 */
export function splitFullText(
  text: string,
  known: readonly {title: string; url: string}[],
): {url: string; title: string; text: string}[] {
  const starts = known
    .map((page) => ({...page, at: text.indexOf(`\n${pageHeader(page.title, page.url)}`)}))
    .filter((page) => page.at >= 0)
    .sort((a, b) => a.at - b.at);
  return starts.map((page, index) => {
    const end = starts[index + 1]?.at ?? text.length;
    const entry = text.slice(page.at + 1, end).replace(/\n+---\n*$/, '');
    return {url: page.url, title: page.title, text: `${entry.trim()}\n`};
  });
}
