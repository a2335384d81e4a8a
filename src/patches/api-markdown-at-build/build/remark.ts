import {readFileSync} from 'node:fs';
import path from 'node:path';
import {esmNode} from '../../../core/docusaurus/mdx-esm';
import {renderMarkdown} from '../../../core/openapi/markdown-html';
import {markdownTexts, type Json} from './texts';

type Node = {type: string; children?: Node[]; attributes?: Node[]; data?: {estree?: unknown}; value?: unknown};
/** The page's file: Docusaurus's MDX loader puts its front matter in its data. */
type File = {path?: string; data: {[key: string]: unknown}};

/** The client module the page hands its table to. */
export const TABLE = path.join(__dirname, '..', 'table.ts');

/** The JSON files a generated page spreads into its components' props: `{...require("./x.json")}`. */
export function requiredJson(tree: Node): string[] {
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const node = value as {type?: string; callee?: {type?: string; name?: string}; arguments?: {value?: unknown}[]};
    const source = node.arguments?.[0]?.value;
    if (node.type === 'CallExpression' && node.callee?.name === 'require' && typeof source === 'string') {
      if (source.endsWith('.json')) found.push(source);
    }
    Object.values(value).forEach(visit);
  };
  const walk = (node: Node): void => {
    // Directives have attributes too, as an object of strings.
    if (node.type.startsWith('mdxJsx')) for (const attribute of node.attributes ?? []) visit(attribute.data?.estree);
    node.children?.forEach(walk);
  };
  walk(tree);
  return found;
}

/** Each text the theme can render from `props` as Markdown, and its HTML, in a stable order. */
export const markdownTable = (props: Json): Record<string, string> =>
  Object.fromEntries([...markdownTexts(props)].sort().map((text) => [text, renderMarkdown(text)]));

/** The MDX ESM node that hands the table to the client module as the page's module loads. */
function tableNode(table: Record<string, string>): Node {
  const value = `import {provide as provideMarkdown} from ${JSON.stringify(TABLE)};\nexport const markdownHtml = provideMarkdown(${JSON.stringify(table)});`;
  return esmNode(value);
}

/**
 * Remark plugin for the API section: a reference page (one with an `api` front matter or JSON props)
 * gets the HTML of every text its components can render as Markdown, rendered now with the same
 * function as the server's, so the browser needs no Markdown parser.
 */
export function remarkApiMarkdown() {
  return (tree: Node, file: File) => {
    const props = requiredJson(tree).map(
      (request) => JSON.parse(readFileSync(path.resolve(path.dirname(file.path ?? '.'), request), 'utf8')) as Json,
    );
    const api = (file.data.frontMatter as {api?: Json} | undefined)?.api;
    if (props.length === 0 && api === undefined) return;
    tree.children = [tableNode(markdownTable([...props, api ?? null])), ...(tree.children ?? [])];
  };
}
