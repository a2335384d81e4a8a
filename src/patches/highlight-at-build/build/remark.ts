import path from 'node:path';
import {DEFAULT_CONFIG} from '@docusaurus/theme-classic/lib/options';
import {esmNode} from '../../../core/docusaurus/mdx-esm';
import {GRAMMARS, TOKENS_AT_BUILD} from '../../../core/prism-grammars';
import {blockKey, type EncodedLines} from '../table';
import {TypesTable, tokenize} from './tokenize';

type Node = {
  type: string;
  value?: string;
  lang?: string | null;
  children?: Node[];
  data?: {[TOKENS_AT_BUILD]?: boolean; estree?: unknown};
};

/** The client module a page hands its blocks' tokens to. */
export const TABLE = path.join(__dirname, '..', 'table.ts');

/**
 * The theme's magic comments (`highlight-next-line`…), which it removes from the code it
 * highlights: a block with one is left to the browser, which highlights what remains. The site
 * keeps the theme's default set.
 */
const MAGIC_WORDS = DEFAULT_CONFIG.prism.magicComments.flatMap((comment) =>
  [comment.line, comment.block?.start, comment.block?.end].filter((word): word is string => Boolean(word)),
);

function codeNodes(node: Node, into: Node[] = []): Node[] {
  if (node.type === 'code') into.push(node);
  for (const child of node.children ?? []) codeNodes(child, into);
  return into;
}

/**
 * The code and language the code block gives Prism for a fenced block in a language the site
 * highlights: the fence's text (MDX adds a newline, the theme takes it off) and its info string's
 * first word, lower-cased.
 */
export function blockOf(node: Node): {code: string; language: string} | undefined {
  const code = node.value ?? '';
  const language = node.lang?.toLowerCase();
  // Text and languages without a grammar render as plain text, with or without Prism.
  if (!language || !GRAMMARS[language] || MAGIC_WORDS.some((word) => code.includes(word))) return undefined;
  return {code, language};
}

/** The tokens of a page's fenced blocks, by block key, with their shared types; flags each block tokenized. */
export function tokensOfTree(tree: Node): {types: string[]; blocks: Record<string, EncodedLines>} {
  const table = new TypesTable();
  const blocks: Record<string, EncodedLines> = {};
  for (const node of codeNodes(tree)) {
    const block = blockOf(node);
    const lines = block && tokenize(block.code, block.language);
    if (!block || !lines) continue;
    blocks[blockKey(block.code, block.language)] = table.encode(lines);
    node.data = {...node.data, [TOKENS_AT_BUILD]: true};
  }
  return {types: table.types, blocks};
}

/**
 * Remark plugin: each fenced code block in a language the site highlights is tokenized here, and
 * the page's module hands the tokens to ./table.ts; the block is flagged, so that
 * code-block-on-demand does not import its grammar.
 */
export function remarkTokensAtBuild() {
  return (tree: Node) => {
    const {types, blocks} = tokensOfTree(tree);
    if (Object.keys(blocks).length === 0) return;
    const value = `import {provideTokens} from ${JSON.stringify(TABLE)};\nexport const codeTokens = provideTokens(${JSON.stringify(types)}, ${JSON.stringify(blocks)});`;
    tree.children = [esmNode(value), ...(tree.children ?? [])];
  };
}
