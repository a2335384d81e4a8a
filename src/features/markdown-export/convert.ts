/**
 * Turns the built HTML of a docs page or blog post into clean Markdown (no file-system access, so
 * it can be tested on small fixtures). It takes the page's article, rewrites the parts Docusaurus
 * renders in its own way (code blocks, tabs, admonitions, details, heading anchors) into plain
 * HTML, then converts that with rehype-remark and prints it with remark-stringify and GFM tables.
 */

import type {Element, ElementContent, Root as HastRoot} from 'hast';
import type {Root as MdastRoot} from 'mdast';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {SITE} from '../../core/constants';
import {
  classList,
  findAll,
  findFirst,
  hasClass,
  hasClassPrefix,
  isElement,
  parseHtml,
  textOf,
  ZERO_WIDTH,
} from '../../core/site/html';
import {operationToMarkdown, type ApiOperation} from './openapi';
import {STRINGIFY_OPTIONS} from './stringify';

export type ConvertOptions = {
  /** The page's path on the site; in-page (`#anchor`) and relative links become absolute paths from it. */
  route?: string;
  /**
   * The OpenAPI operation of an API reference page. Its static HTML holds only the title, method,
   * path and description (the theme renders the schemas in the browser), so the parameters, request
   * body and responses are written from the operation instead.
   */
  operation?: ApiOperation;
};

export type ConvertedPage = {
  /** The page's h1. */
  title: string;
  /** The page as Markdown: `# title`, then the article's content. */
  markdown: string;
};

/** Elements that are never part of the page's text. */
const DROPPED_TAGS = new Set(['script', 'style', 'noscript', 'template', 'button', 'svg', 'nav', 'footer', 'iframe']);

/**
 * Page furniture that is not content, by class: heading anchors, the mobile table of contents,
 * breadcrumbs, version badge and banner, doc footer, the OpenAPI theme's placeholders, and the
 * buttons of code blocks.
 */
const DROPPED_CLASSES = [
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-toc-desktop',
  'theme-doc-breadcrumbs',
  'theme-doc-version-badge',
  'theme-doc-version-banner',
  'theme-doc-footer',
  'theme-blog-footer-edit-meta-row',
  'pagination-nav',
  'openapi-skeleton',
  'openapi__divider',
];
/** CSS-module classes (hashed suffix) of the same kind. */
const DROPPED_CLASS_PREFIXES = ['buttonGroup_', 'copyButton', 'codeLineNumber_'];

/** Dropped only when the operation is given: the schemas, responses and samples it replaces. */
const OPERATION_CLASSES = ['openapi-tabs__container', 'openapi-right-panel__container', 'openapi-tabs__heading'];

function element(tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element {
  return {type: 'element', tagName, properties, children};
}

function text(value: string): ElementContent {
  return {type: 'text', value};
}

/** A line in bold, the form tab labels, admonition titles and details summaries take. */
function boldLine(label: string): Element {
  return element('p', [element('strong', [text(label)])]);
}

/** `href` or `src` as an absolute path when it points into the site; other URLs are kept. */
function sitePath(url: string, route: string | undefined): string {
  if (url.startsWith(SITE.url)) url = url.slice(SITE.url.length) || '/';
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  const base = new URL(route ?? '/', 'https://site.invalid');
  const resolved = new URL(url, base);
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/**
 * A Docusaurus code block (highlighted line by line, with buttons and optional line numbers) as a
 * plain `<pre><code class="language-x">`, its text taken one line at a time.
 */
function codeBlock(container: Element): ElementContent[] {
  const language = [container, ...findAll(container, (node) => node.tagName === 'pre' || node.tagName === 'code')]
    .flatMap(classList)
    .find((name) => name.startsWith('language-'));
  const skip = (node: Element) =>
    node.tagName === 'button' || DROPPED_CLASS_PREFIXES.some((prefix) => hasClassPrefix(node, prefix));
  const code = findFirst(container, (node) => node.tagName === 'code');
  const lines = code ? findAll(code, (node) => hasClass(node, 'token-line')) : [];
  const body = lines.length > 0 ? lines.map((line) => textOf(line, skip)).join('\n') : code ? textOf(code, skip) : '';
  const title = findFirst(container, (node) => hasClassPrefix(node, 'codeBlockTitle_'));
  const pre = element('pre', [
    element('code', [text(body.replace(/\n+$/, ''))], language ? {className: [language]} : {}),
  ]);
  return title ? [element('p', [element('code', [text(textOf(title).trim())])]), pre] : [pre];
}

/** Docusaurus tabs (every panel is rendered, the unselected ones hidden): each label in bold, then its panel. */
function tabs(container: Element): ElementContent[] {
  const labels = findAll(container, (node) => node.properties.role === 'tab').map((tab) => textOf(tab).trim());
  const panels = findAll(container, (node) => node.properties.role === 'tabpanel');
  return panels.flatMap((panel, index) => {
    const label = labels[index];
    return [...(label ? [boldLine(label)] : []), ...panel.children];
  });
}

/** An admonition as a blockquote that opens with its title in bold ("note" becomes "Note"). */
function admonition(container: Element): ElementContent[] {
  const heading = findFirst(container, (node) => hasClassPrefix(node, 'admonitionHeading_'));
  const content = findFirst(container, (node) => hasClassPrefix(node, 'admonitionContent_'));
  const title = heading ? textOf(heading).trim() : '';
  const label = title.charAt(0).toUpperCase() + title.slice(1);
  const body = content ? content.children : container.children.filter((child) => child !== heading);
  return [element('blockquote', [...(label ? [boldLine(label)] : []), ...body])];
}

/** `<details>`: the summary as a bold line, then the content. */
function details(container: Element): ElementContent[] {
  const summary = container.children.find((child): child is Element => isElement(child) && child.tagName === 'summary');
  const body = container.children.filter((child) => child !== summary);
  return [...(summary ? [boldLine(textOf(summary).trim())] : []), ...body];
}

/**
 * The OpenAPI theme's method and path as one code span (`POST /observations/v5/corridor`); with the
 * operation, its path as the spec writes it (`{hexId}`, where the theme shows `:hexId`).
 */
function methodEndpoint(container: Element, operation: ApiOperation | undefined): ElementContent[] {
  const method = findFirst(container, (node) => hasClass(node, 'badge'));
  const path = findFirst(container, (node) => hasClass(node, 'openapi__method-endpoint-path'));
  const label = operation
    ? `${operation.method.toUpperCase()} ${operation.path}`
    : [method && textOf(method).trim().toUpperCase(), path && textOf(path).trim()].filter(Boolean).join(' ');
  return label ? [element('p', [element('code', [text(label)])])] : [];
}

type Context = {route: string | undefined; title: Element | undefined; operation: ApiOperation | undefined};

function isDropped(node: Element, context: Context): boolean {
  if (node === context.title) return true;
  if (DROPPED_TAGS.has(node.tagName)) return true;
  if (node.properties.hidden !== undefined && node.properties.hidden !== false) return true;
  if (String(node.properties.ariaHidden) === 'true') return true;
  if (DROPPED_CLASSES.some((name) => hasClass(node, name))) return true;
  if (DROPPED_CLASS_PREFIXES.some((prefix) => hasClassPrefix(node, prefix))) return true;
  return context.operation !== undefined && OPERATION_CLASSES.some((name) => hasClass(node, name));
}

/** One node as plain HTML: replaced, dropped, or kept with its children rewritten. */
function rewrite(node: ElementContent, context: Context): ElementContent[] {
  if (node.type === 'text') {
    const value = node.value.replace(ZERO_WIDTH, '');
    return value ? [{...node, value}] : [];
  }
  if (node.type !== 'element') return [];
  let replacement: ElementContent[] | undefined;
  if (hasClass(node, 'theme-code-block') || hasClassPrefix(node, 'codeBlockContainer_')) replacement = codeBlock(node);
  else if (hasClass(node, 'tabs-container')) replacement = tabs(node);
  else if (hasClass(node, 'theme-admonition')) replacement = admonition(node);
  else if (node.tagName === 'details') replacement = details(node);
  else if (hasClass(node, 'openapi__method-endpoint')) replacement = methodEndpoint(node, context.operation);
  else if (isDropped(node, context)) return [];
  // A replacement holds plain new elements and original content (a tab's panel, an admonition's
  // body), which goes through the same rules: a code block inside a tab is still a code block.
  if (replacement) return replacement.flatMap((child) => rewrite(child, context));
  if (node.tagName === 'a' && typeof node.properties.href === 'string')
    node.properties = {href: sitePath(node.properties.href, context.route)};
  if (node.tagName === 'img') {
    const alt = String(node.properties.alt ?? '').trim();
    const src = String(node.properties.src ?? '');
    // An image inlined as a data: URL has no file to point to; its alt text stands in for it.
    if (src.startsWith('data:')) return alt ? [element('em', [text(`Image: ${alt}`)])] : [];
    node.properties = {src: sitePath(src, context.route), alt};
  }
  return [rewriteChildren(node, context)];
}

function rewriteChildren(node: Element, context: Context): Element {
  node.children = node.children.flatMap((child) => rewrite(child, context));
  return node;
}

/** The part of the page that is its article: the doc's Markdown, or the blog post's body. */
function articleParts(tree: HastRoot) {
  const article = findFirst(tree, (node) => node.tagName === 'article');
  if (!article) return {title: undefined, content: undefined, published: undefined};
  const title = findFirst(article, (node) => node.tagName === 'h1');
  const content =
    findFirst(article, (node) => hasClass(node, 'theme-doc-markdown')) ??
    findFirst(article, (node) => hasClass(node, 'markdown')) ??
    article;
  // A blog post's header carries its date, outside the post's body.
  const header = findFirst(article, (node) => node.tagName === 'header' && !isWithin(content, node));
  const time = header && findFirst(header, (node) => node.tagName === 'time');
  return {title, content, published: time ? textOf(time).trim() : undefined};
}

function isWithin(ancestor: Element, node: Element): boolean {
  return ancestor === node || findFirst(ancestor, (candidate) => candidate === node) !== undefined;
}

/** A table's delimiter row (`| - | :- |`, as remark-gfm prints it unpadded) with the usual three hyphens. */
function widenDelimiterRows(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length)))
        fence = fence ? undefined : marker;
      if (fence || !/^\s*\|(\s*:?-+:?\s*\|)+\s*$/.test(line)) return line;
      return line.replace(/(:?)-+(:?)/g, '$1---$2');
    })
    .join('\n');
}

/** Converts a built page to Markdown. Throws when the page has no article or no h1. */
export function htmlToMarkdown(html: string, options: ConvertOptions = {}): ConvertedPage {
  return treeToMarkdown(parseHtml(html), options);
}

/**
 * Converts a built page's tree to Markdown; the tree is changed on the way, so
 * give it a copy of a tree you keep. Throws when the page has no article or no h1.
 */
export function treeToMarkdown(tree: HastRoot, options: ConvertOptions = {}): ConvertedPage {
  const {title: titleElement, content, published} = articleParts(tree);
  if (!content || !titleElement) throw new Error('The page has no article with an h1.');
  const title = textOf(titleElement).replace(/\s+/g, ' ').trim();
  const context: Context = {route: options.route, title: titleElement, operation: options.operation};
  const body = rewriteChildren(content, context).children;

  const processor = unified()
    .use(rehypeRemark)
    .use(remarkGfm, {tablePipeAlign: false})
    .use(remarkStringify, STRINGIFY_OPTIONS);
  const mdast: MdastRoot = processor.runSync({type: 'root', children: body});
  mdast.children.unshift(
    {type: 'heading', depth: 1, children: [{type: 'text', value: title}]},
    ...(published
      ? [{type: 'paragraph' as const, children: [{type: 'text' as const, value: `Published ${published}.`}]}]
      : []),
  );
  let markdown = widenDelimiterRows(processor.stringify(mdast)).trimEnd();
  if (options.operation) markdown += `\n\n${operationToMarkdown(options.operation).trimEnd()}`;
  return {title, markdown: `${markdown}\n`};
}
