// The site's XML files as the browser tests read them, parsed by fast-xml-parser: the sitemap's
// entries and the blog feeds' (RSS 2.0 and Atom) items.
import {XMLParser} from 'fast-xml-parser';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Text stays text: a lastmod or an id is not a number.
  parseTagValue: false,
  isArray: (name) => ['url', 'item', 'entry', 'link'].includes(name),
});

type Link = string | {href?: string};
type Parsed = {
  urlset?: {url?: {loc?: string; lastmod?: string}[]};
  rss?: {channel?: {item?: {link?: Link[]}[]}};
  feed?: {entry?: {link?: Link[]}[]};
};

/** A sitemap's entries: each page's URL and its lastmod, when it has one. */
export function sitemapEntries(xml: string): {loc: string; lastmod: string | undefined}[] {
  const parsed = parser.parse(xml) as Parsed;
  return (parsed.urlset?.url ?? []).map((entry) => ({loc: entry.loc ?? '', lastmod: entry.lastmod}));
}

/**
 * A blog feed: its format (`rss` for RSS 2.0, `atom`, or undefined when it is neither) and the links
 * of its items (RSS `<item><link>`, Atom `<entry><link href>`).
 */
export function feedOf(xml: string): {format: 'rss' | 'atom' | undefined; links: string[]} {
  const parsed = parser.parse(xml) as Parsed;
  const hrefs = (links: Link[] | undefined) =>
    (links ?? []).flatMap((link) => (typeof link === 'string' ? link : (link.href ?? [])));
  if (parsed.rss) return {format: 'rss', links: (parsed.rss.channel?.item ?? []).flatMap((item) => hrefs(item.link))};
  if (parsed.feed) return {format: 'atom', links: (parsed.feed.entry ?? []).flatMap((entry) => hrefs(entry.link))};
  return {format: undefined, links: []};
}
