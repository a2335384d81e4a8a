// A content page parsed once, as Docusaurus reads it (`markdown.format: 'detect'`: `.md` is
// CommonMark, `.mdx` MDX; GFM, YAML front matter and `:::` directives in both). The content rules,
// `npm run lint:content` and the sample checks read pages through it; no other code parses Markdown
// by hand.

import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Code, Heading, Html, Nodes, Paragraph, Root} from 'mdast';
import remarkComment from '@slorber/remark-comment';
import {Tokenizer, type Token} from 'parse5';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {parse as parseYaml} from 'yaml';

export type {Root} from 'mdast';

/** How a page is read: CommonMark (`.md`) or MDX (`.mdx`). */
export type Format = 'md' | 'mdx';

export interface ParseError {
  line: number | undefined;
  column?: number;
  message: string;
}

/**
 * A fenced code block: `lang` '' when none, `meta` the rest of the info string (`title="poll.py"`);
 * `endLine` is the closing fence's line, or the block's last line when it is never closed.
 */
export interface CodeBlock {
  lang: string;
  meta: string;
  line: number;
  codeLine: number;
  endLine: number;
  code: string;
  unclosed?: boolean;
}

/**
 * An HTML or JSX tag as written. An attribute's value is `{…}` for an expression, '' when it has
 * none; a JSX closing tag's `offset` is where the element ends; `block` is the paragraph or heading
 * it is inline text of (which renders as a `<p>` or `<hN>`).
 */
export interface Tag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attributes: Record<string, string>;
  line: number;
  offset: number;
  block?: Paragraph | Heading;
}

/** Text a reader reads, at its first line: Markdown and JSX text, inline code, alt text, raw HTML's text. */
export interface ProseText {
  kind: 'text' | 'inlineCode' | 'alt' | 'html';
  value: string;
  line: number;
}

/** A content page parsed once. Lines are 1-based lines of the file. */
export interface ContentModel {
  text: string;
  format: Format;
  /** {} when there is none. */
  frontMatter: Record<string, unknown>;
  /** The front matter is not YAML (then `frontMatter` is {}). */
  frontMatterError?: ParseError;
  /** An `.mdx` page MDX cannot read (the build fails on it): the page is then read as CommonMark. */
  mdxError?: ParseError;
  bodyLine: number;
  tree: Root;
  /** The fenced code blocks, in page order (in lists, admonitions and JSX too). */
  codeBlocks: CodeBlock[];
  /** The HTML tags (raw HTML of a `.md` page) and JSX elements (`.mdx`), in page order. */
  tags: Tag[];
  /** The text a reader reads, in page order: no code block, front matter, import, comment, expression or attribute. */
  prose: ProseText[];
}

export const formatOf = (file: string): Format => (path.extname(file) === '.mdx' ? 'mdx' : 'md');

/**
 * The processors, as @docusaurus/mdx-loader composes them (remark-mdx for MDX only). `comments`:
 * HTML comments in MDX too, as MDX 1 read them (only to guess the format of a text with no file).
 */
function processor({mdx = false, comments = false}) {
  const base = unified().use(remarkParse);
  const full = (mdx ? base.use(remarkMdx) : base).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm);
  return comments ? full.use(remarkComment) : full;
}
const PROCESSORS = {md: processor({}), mdx: processor({mdx: true}), guess: processor({mdx: true, comments: true})};

function placeOf(error: Error): {line: number | undefined; column?: number} {
  const {line, column} = error as {line?: unknown; column?: unknown};
  return {line: typeof line === 'number' ? line : undefined, ...(typeof column === 'number' && {column})};
}

/** Parses with MDX; undefined (or the error, when `mdxError` is given) when MDX cannot read it. */
function parseMdx(text: string, parser: ReturnType<typeof processor>, mdxError?: {error?: ParseError}) {
  try {
    return parser.parse(text);
  } catch (error) {
    if (!(error instanceof Error) || !mdxError) return undefined;
    const message = 'reason' in error ? String(error.reason) : error.message;
    // The place of the tag the message names, when it names one ("Expected a closing tag for `<img>`
    // (9:1-9:23)": a tag left open at the end of the page has no other), else the parser's own.
    const [, named, namedColumn] = /\((\d+):(\d+)-/.exec(message) ?? [];
    const at = named ? {line: Number(named), column: Number(namedColumn)} : placeOf(error);
    mdxError.error = {...at, message};
    return undefined;
  }
}

/**
 * Parses a page once. `format`: how Docusaurus reads it (`formatOf(file)`); without one (a text
 * that is no file, as in the tests), MDX when MDX can read it, else CommonMark.
 */
export function parseContent(text: string, format?: Format): ContentModel {
  const found: {error?: ParseError} = {};
  let tree: Root | undefined;
  if (format === 'mdx') tree = parseMdx(text, PROCESSORS.mdx, found);
  else if (format === undefined) tree = parseMdx(text, PROCESSORS.guess);
  const read: Format = tree ? 'mdx' : 'md';
  tree ??= PROCESSORS.md.parse(text);

  const yaml = tree.children[0]?.type === 'yaml' ? tree.children[0] : undefined;
  let data: Record<string, unknown> = {};
  let frontMatterError: ParseError | undefined;
  if (yaml) {
    try {
      const parsed: unknown = parseYaml(yaml.value);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) data = {...parsed};
    } catch (error) {
      const linePos = error instanceof Error && 'linePos' in error ? error.linePos : undefined;
      const yamlLine = Array.isArray(linePos) ? Number(linePos[0]?.line) : NaN;
      frontMatterError = {
        line: Number.isNaN(yamlLine) ? 1 : yamlLine + 1,
        message: error instanceof Error ? error.message.split('\n')[0] : String(error),
      };
    }
  }
  const {tags, prose} = walk(tree, text, read);
  return {
    text,
    format: read,
    frontMatter: data,
    ...(frontMatterError && {frontMatterError}),
    ...(found.error && {mdxError: found.error}),
    bodyLine: yaml ? line(yaml, 'end') + 1 : 1,
    tree,
    codeBlocks: codeBlocksOf(tree, text),
    tags,
    prose,
  };
}

/** Reads and parses a content file (`root`-relative), in the format Docusaurus reads it in. */
export function readContent(file: string, root = '.'): ContentModel {
  return parseContent(readFileSync(path.join(root, file), 'utf8'), formatOf(file));
}

/** A node's first (or last) line. Parsed trees always carry positions. */
export const line = (node: Nodes, end: 'start' | 'end' = 'start') => node.position?.[end].line ?? 1;
const offset = (node: Nodes, end: 'start' | 'end' = 'start') => node.position?.[end].offset ?? 0;

export const sourceOf = (text: string, node: Nodes) => text.slice(offset(node), offset(node, 'end'));

/** The fenced code blocks of a tree (indented code has no fence: Docusaurus pages use none). */
function codeBlocksOf(tree: Root, text: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  visit(tree, 'code', (node) => {
    const block = codeBlock(node, text);
    if (block) blocks.push(block);
  });
  return blocks;
}

function codeBlock(node: Code, text: string): CodeBlock | undefined {
  const source = sourceOf(text, node);
  const lines = source.split(/\r?\n/);
  // The fence characters of the first line and of the last one: mdast keeps neither, and a block
  // that is never closed runs to the end of its container.
  const fence = /^[ \t]*(`{3,}|~{3,})/.exec(lines[0]);
  if (!fence) return undefined;
  const closing = /^(?:[ \t]*>)*[ \t]*(`{3,}|~{3,})[ \t]*$/.exec(lines.at(-1) ?? '');
  const closed =
    lines.length > 1 && closing !== null && closing[1][0] === fence[1][0] && closing[1].length >= fence[1].length;
  // The language as Docusaurus's code blocks read it: `js{1,3}` is `js` with the lines `{1,3}`.
  const info = [node.lang, node.meta].filter(Boolean).join(' ');
  const lang = info.split(/[\s{]/)[0] ?? '';
  const start = line(node);
  return {
    lang,
    meta: info.slice(lang.length).trim(),
    line: start,
    codeLine: start + 1,
    endLine: line(node, 'end'),
    code: node.value,
    ...(!closed && {unclosed: true}),
  };
}

/**
 * Whether a paragraph renders as a `<p>`. MDX unwraps a paragraph of JSX elements and expressions
 * only (`<p><Badge /></p>` would be wrong), as @mdx-js/mdx's remark-mark-and-unravel plugin does.
 */
export function isRenderedParagraph(node: Paragraph): boolean {
  const jsx = node.children.filter((child) => child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression');
  const blank = node.children.filter((child) => child.type === 'text' && !child.value.trim());
  return jsx.length === 0 || jsx.length + blank.length < node.children.length;
}

/** The tags and the prose of a tree, in page order. MDX has JSX elements, CommonMark raw HTML. */
function walk(tree: Root, text: string, format: Format) {
  const tags: Tag[] = [];
  const prose: ProseText[] = [];
  const visit = (node: Nodes, block: Paragraph | Heading | undefined) => {
    switch (node.type) {
      case 'text':
        // In a page read as CommonMark, a line that starts with `import` or `export` is MDX's
        // import/export written where MDX cannot read it, not prose (Docusaurus's excerpts skip
        // them too). The tree has no node for it, so the line itself is read; its line break stays.
        prose.push({
          kind: 'text',
          value: format === 'md' ? node.value.replace(/^(?:import|export)[ \t].*$/gm, '') : node.value,
          line: line(node),
        });
        return;
      case 'inlineCode':
        prose.push({kind: node.type, value: node.value, line: line(node)});
        return;
      case 'image':
      case 'imageReference':
        if (node.alt) prose.push({kind: 'alt', value: node.alt, line: line(node)});
        return;
      case 'html':
        readHtml(node, block, tags, prose);
        return;
      case 'code':
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
      case 'definition':
        return;
      case 'paragraph':
        node.children.forEach((child) => visit(child, isRenderedParagraph(node) ? node : undefined));
        return;
      case 'heading':
        node.children.forEach((child) => visit(child, node));
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        // A fragment (<>…</>) has no name and no element.
        const name = node.name;
        const selfClosing = node.children.length === 0 && /\/\s*>$/.test(sourceOf(text, node));
        if (name) {
          const attributes: Record<string, string> = {};
          for (const attribute of node.attributes) {
            if (attribute.type !== 'mdxJsxAttribute') continue;
            const {value} = attribute;
            attributes[attribute.name] = typeof value === 'string' ? value : value ? `{${value.value}}` : '';
          }
          tags.push({name, closing: false, selfClosing, attributes, line: line(node), offset: offset(node), block});
        }
        node.children.forEach((child: Nodes) => visit(child, node.type === 'mdxJsxTextElement' ? block : undefined));
        if (name && !selfClosing) {
          tags.push({
            name,
            closing: true,
            selfClosing: false,
            attributes: {},
            line: line(node, 'end'),
            offset: offset(node, 'end'),
            block,
          });
        }
        return;
      }
      default:
        if ('children' in node) node.children.forEach((child: Nodes) => visit(child, block));
    }
  };
  visit(tree, undefined);
  return {tags, prose};
}

/**
 * The tags and text of a node of raw HTML (a CommonMark page), read by parse5's tokenizer, the HTML
 * standard's: the tags as written. (An HTML tree builder, parse5's or rehype's, mends what the rules
 * must see: a tag never closed or closed in the wrong order, a `<div>` in a `<p>`.)
 */
function readHtml(node: Html, block: Paragraph | Heading | undefined, tags: Tag[], prose: ProseText[]) {
  const first = {line: line(node), offset: offset(node)};
  let text: ProseText | undefined;
  const flush = () => {
    if (text?.value.trim()) prose.push(text);
    text = undefined;
  };
  const characters = (token: Token.CharacterToken) => {
    text ??= {kind: 'html', value: '', line: first.line + (token.location?.startLine ?? 1) - 1};
    text.value += token.chars;
  };
  const tag = (token: Token.TagToken, closing: boolean) => {
    flush();
    const from = token.location?.startOffset ?? 0;
    // parse5 lowercases names; a page's tags are shown as written (`<TabItem>`).
    const nameStart = from + (closing ? 2 : 1);
    tags.push({
      name: node.value.slice(nameStart, nameStart + token.tagName.length),
      closing,
      selfClosing: token.selfClosing,
      attributes: Object.fromEntries(token.attrs.map((attribute) => [attribute.name, attribute.value])),
      line: first.line + (token.location?.startLine ?? 1) - 1,
      offset: first.offset + from,
      block,
    });
  };
  const tokenizer = new Tokenizer(
    {sourceCodeLocationInfo: true},
    {
      onStartTag: (token) => tag(token, false),
      onEndTag: (token) => tag(token, true),
      onCharacter: characters,
      onWhitespaceCharacter: characters,
      onNullCharacter: characters,
      onComment: flush,
      onDoctype: flush,
      onEof: flush,
    },
  );
  tokenizer.write(node.value, true);
}
