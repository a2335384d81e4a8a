/**
 * Built pages as syntax trees (hast) and the questions the build asks of them. Every reader of
 * built HTML goes through here; nothing matches markup with a regular expression.
 */

import {createHash} from 'node:crypto';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {fromParse5} from 'hast-util-from-parse5';
import {parse} from 'parse5';
import {VFile} from 'vfile';

export type {Element, Root} from 'hast';

// Pages are parsed as rehype-parse parses them (hast-util-from-html 2.1: parse5 with scripting
// off, then fromParse5), without unified's processor and the parse-error reporting. In the build
// at the growth fixture a page's parse went from about 12 ms to 6.4–11 ms (issue #41).
// tests/unit/html-parse.test.ts holds both to rehype-parse's trees.

export function parseHtml(html: string): Root {
  return fromParse5(parse(html, {sourceCodeLocationInfo: true, scriptingEnabled: false}), {
    file: new VFile(html),
  }) as Root;
}

/**
 * A page's tree as the model keeps it: without the source positions, which are a third of a tree's
 * memory. A step that needs an offset into the page's HTML asks the model (tree.withPositions).
 */
export function parseHtmlWithoutPositions(html: string): Root {
  return fromParse5(parse(html, {scriptingEnabled: false})) as Root;
}

/**
 * A copy of an element in which every element and its properties are new objects, and the rest (text,
 * comments, property values) is shared: enough for a step that changes elements (their properties,
 * their children lists) and replaces text rather than editing it. A fifth of structuredClone's time
 * on a page's article, which copies the positions and every string too (issue #41).
 */
export function copyElements(node: Element): Element {
  return {
    ...node,
    properties: {...node.properties},
    children: node.children.map((child) => (child.type === 'element' ? copyElements(child) : child)),
  };
}

export function isElement(node: RootContent | Root | ElementContent | undefined): node is Element {
  return node?.type === 'element';
}

/** Every element under `node` (depth first, document order) that matches. */
export function findAll(node: Element | Root, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) found.push(child);
    found.push(...findAll(child, test));
  }
  return found;
}

/** The first element under `node` (depth first, document order) that matches. */
export function findFirst(node: Element | Root, test: (element: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const inner = findFirst(child, test);
    if (inner) return inner;
  }
  return undefined;
}

const byTag = (root: Element | Root, tagName: string) => findAll(root, (node) => node.tagName === tagName);

export function classList(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

export function hasClass(node: Element, name: string): boolean {
  return classList(node).includes(name);
}

export function hasClassPrefix(node: Element, prefix: string): boolean {
  return classList(node).some((name) => name.startsWith(prefix));
}

/** An attribute as a string (hast keeps lists, such as `rel`, as arrays); undefined when absent. */
function attribute(node: Element, name: string): string | undefined {
  const value = node.properties[name];
  if (value === undefined || value === null || value === false) return undefined;
  return Array.isArray(value) ? value.join(' ') : String(value);
}

export const isStylesheetLink = (node: Element) =>
  node.tagName === 'link' && (attribute(node, 'rel') ?? '').split(' ').includes('stylesheet');

/**
 * What holds a page's first paint back: the stylesheets its head links (their `href`s, as written)
 * and the text of its head's `<style>` elements.
 */
export function renderBlockingCss(tree: Root): {stylesheets: string[]; inline: string} {
  const head = findFirst(tree, (node) => node.tagName === 'head');
  if (!head) return {stylesheets: [], inline: ''};
  return {
    stylesheets: findAll(head, isStylesheetLink).flatMap((node) => attribute(node, 'href') ?? []),
    inline: byTag(head, 'style')
      .map((node) => textOf(node))
      .join(''),
  };
}

/** Zero-width characters, such as the one inside each heading's "#" link. */
export const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

/** The text of a node, without zero-width characters; `skip` leaves out matching elements. */
export function textOf(node: RootContent | Root, skip: (element: Element) => boolean = () => false): string {
  if (node.type === 'text') return node.value.replace(ZERO_WIDTH, '');
  if (node.type === 'element' ? skip(node) : node.type !== 'root') return '';
  return (node as Element | Root).children.map((child) => textOf(child, skip)).join('');
}

export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The document's `<head>` (hast adds one when the markup has none). */
function head(tree: Root): Element | Root {
  return findFirst(tree, (node) => node.tagName === 'head') ?? tree;
}

export function titleOf(tree: Root): string | undefined {
  const title = findFirst(head(tree), (node) => node.tagName === 'title');
  return title ? oneLine(textOf(title)) : undefined;
}

/** The `content` of every `<meta>` whose `property`, `name` or `http-equiv` is `key` (case-insensitive). */
export function metaContents(tree: Root, key: string): string[] {
  const wanted = key.toLowerCase();
  return byTag(head(tree), 'meta')
    .filter((meta) => ['property', 'name', 'httpEquiv'].some((name) => attribute(meta, name)?.toLowerCase() === wanted))
    .map((meta) => attribute(meta, 'content') ?? '');
}

/** The `<meta>` elements whose `property` or `name` passes `test`, as they are in the page. */
export function metaElements(tree: Root, test: (key: string) => boolean): Element[] {
  return byTag(head(tree), 'meta').filter((meta) => test(attribute(meta, 'property') ?? attribute(meta, 'name') ?? ''));
}

/** The `href` of every `<link>` of the page's head whose `rel` names `rel` (`canonical`, `alternate`). */
export function linkHrefs(tree: Root, rel: string): string[] {
  return byTag(head(tree), 'link')
    .filter((link) => (attribute(link, 'rel') ?? '').toLowerCase().split(/\s+/).includes(rel.toLowerCase()))
    .flatMap((link) => attribute(link, 'href') ?? []);
}

/** Whether the page only sends the reader elsewhere (`<meta http-equiv="refresh">`). */
export function isRedirectPage(tree: Root): boolean {
  return metaContents(tree, 'refresh').length > 0;
}

/** An inline script a browser runs, with the SHA-256 of its text (base64) as a CSP names it. */
export type InlineScript = {sha256: string; text: string};

const SCRIPT_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
  'module',
]);

/** The inline scripts of a page that a browser runs (JSON-LD and other data blocks excepted). */
export function inlineScripts(tree: Root): InlineScript[] {
  return byTag(tree, 'script')
    .filter((script) => attribute(script, 'src') === undefined)
    .filter((script) => SCRIPT_TYPES.has((attribute(script, 'type') ?? '').toLowerCase()))
    .map((script) => {
      const text = script.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
      return {sha256: createHash('sha256').update(text, 'utf8').digest('base64'), text};
    });
}

/** A site path without query or fragment, or undefined for another site's URL. */
export function sitePathOf(url: string): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  return url.split(/[?#]/)[0];
}

const NOT_LOADED = new Set(['canonical', 'alternate', 'next', 'prev', 'search', 'sitemap']);

/** The same-origin files a page loads: scripts, stylesheets, icons, images, media. */
export function pageAssets(tree: Root): string[] {
  const urls = new Set<string>();
  const loaders = new Set(['script', 'link', 'img', 'source', 'video', 'audio']);
  for (const node of findAll(tree, (element) => loaders.has(element.tagName))) {
    if (
      node.tagName === 'link' &&
      attribute(node, 'rel')
        ?.split(' ')
        .some((rel) => NOT_LOADED.has(rel))
    )
      continue;
    for (const name of ['src', 'href', 'poster']) {
      const value = attribute(node, name);
      if (value) urls.add(value);
    }
    for (const candidate of (attribute(node, 'srcSet') ?? '').split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) urls.add(url);
    }
  }
  return [...urls].flatMap((url) => sitePathOf(url) ?? []);
}

/** The same-origin pages a page links to, without query or fragment. */
export function pageLinks(tree: Root): string[] {
  return byTag(tree, 'a').flatMap((link) => {
    const href = attribute(link, 'href');
    return href ? (sitePathOf(href) ?? []) : [];
  });
}

/** Text as HTML text or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]!);
}
