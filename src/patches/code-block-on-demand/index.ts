import path from 'node:path';
import {API_REFERENCE_DIR} from '../../core/contentFolders.mjs';
import {patchOn, type Feature} from '../../core/feature';
import {fromFolder, replaceModule} from '../../core/docusaurus/replace-module';
import {mediaTypes, readSpec} from '../../core/openapi/spec';
import {TOKENS_AT_BUILD, grammarFiles} from '../../core/prism-grammars';
import {esmNode} from '../../core/docusaurus/mdx-esm';

/** The Markdown components' `code`, which imports the code block on every page that renders Markdown. */
export const MDX_CODE = require.resolve('@docusaurus/theme-classic/lib/theme/MDXComponents/Code.js');
/** What a page with a code block imports (the remark plugin). */
export const PROVIDE = path.join(__dirname, 'provide.ts');
/** Prism's core alone, which a page imports before its grammars. */
export const PRISM_CORE = path.join(__dirname, 'prismCore.ts');
/** What the code block's Highlight gets for Prism: the page's, read when a block is highlighted. */
export const PRISM_ON_DEMAND = path.join(__dirname, 'prismOnDemand.ts');
/** The chunk of Prism's core, which grammar files extend. */
export const CORE_CHUNK = 'prism-core';
export const CHUNK = 'code-block';

/** slim-prism's folder, whose `./prism` (its Prism with every grammar) gets ./prismOnDemand.ts. */
const SLIM_PRISM = path.join(__dirname, '..', 'slim-prism');
/** The API explorer's wrapper, whose `./grammars` (nothing) gets ./explorerGrammars.ts. */
const API_EXPLORER = path.join(__dirname, '..', '..', 'features', 'api-explorer', 'theme', 'ApiExplorer');
/** A grammar file of Prism (not its core), with the grammar's name. */
export const GRAMMAR_MODULE = /[\\/]node_modules[\\/]prismjs[\\/]components[\\/]prism-(?!core\.)([\w-]+)\.js$/;
const GRAMMAR_CHUNKS = 'prism-grammars';

/** The chunk of a grammar's module: `prism-swift`; markup, clike and JavaScript in `prism-javascript`. */
export function grammarChunk(file: string): string {
  const grammar = GRAMMAR_MODULE.exec(file)?.[1] ?? 'grammar';
  return `prism-${['markup', 'clike'].includes(grammar) ? 'javascript' : grammar}`;
}

/** The modules of the code block: theme-classic's CodeBlock, ours, slim-prism's files, its tokens and the Prism the block reads. */
export const CODE_BLOCK_MODULES =
  /[\\/](?:node_modules[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]|node_modules[\\/]parse-numeric-range[\\/]|src[\\/]patches[\\/]slim-prism[\\/]|src[\\/]patches[\\/]code-block-on-demand[\\/]prismOnDemand\.ts$|src[\\/]core[\\/]prism-tokens\.ts$|src[\\/]theme[\\/]CodeBlock[\\/])/;

/** Prism's core, its manual mode and the module that imports them: the `prism-core` chunk. */
export const PRISM_CORE_MODULES =
  /[\\/](?:node_modules[\\/]prismjs[\\/]components[\\/]prism-core\.js$|src[\\/]core[\\/]prism-manual\.ts$|src[\\/]patches[\\/]code-block-on-demand[\\/]prismCore\.ts$)/;

type MdastNode = {
  type: string;
  value?: string;
  lang?: string | null;
  children?: MdastNode[];
  data?: {[TOKENS_AT_BUILD]?: boolean; estree?: unknown};
};

/** The languages of the code blocks Prism highlights in the browser: not those tokenized at build time. */
export function codeLanguages(node: MdastNode, into = new Set<string>()): Set<string> {
  if (node.type === 'code' && node.lang && !node.data?.[TOKENS_AT_BUILD]) into.add(node.lang);
  for (const child of node.children ?? []) codeLanguages(child, into);
  return into;
}

/** Whether the tree has a fenced code block, or raw HTML code (which the Markdown components render too). */
export function hasCodeBlock(node: MdastNode): boolean {
  if (node.type === 'code') return true;
  if (node.type === 'html' && /<(pre|code)\b/i.test(node.value ?? '')) return true;
  return (node.children ?? []).some(hasCodeBlock);
}

/** The MDX ESM node `import "<file>";`. */
const importNode = (file: string): MdastNode => esmNode(`import ${JSON.stringify(file)};`);

export type RemarkOptions = {
  /**
   * Import the grammars of the page's code blocks' languages: only with `slim-prism`, whose core
   * the grammar files extend.
   */
  grammars?: boolean;
  /** Languages a page highlights beyond its fenced code (the API reference's code samples), by its file. */
  moreLanguages?: (file: string) => string[];
};

/**
 * Remark plugin: a page with a code block imports ./provide.ts, which hands the code block to the
 * Markdown components' `code`, then the grammars of its languages. The code block (and with it
 * Prism's core) comes first: the grammar files extend the global Prism.
 */
export function remarkProvideCodeBlock({grammars = false, moreLanguages}: RemarkOptions = {}) {
  return (tree: MdastNode, file: {path?: string}) => {
    const more = grammars ? (moreLanguages?.(file.path ?? '') ?? []) : [];
    const fenced = hasCodeBlock(tree);
    if (!fenced && more.length === 0) return;
    const grammarImports = grammars ? grammarFiles([...codeLanguages(tree), ...more]) : [];
    // The code block, then Prism's core, then the grammar files, which extend it.
    const imports = [
      ...(fenced ? [PROVIDE] : []),
      ...(grammarImports.length > 0 ? [PRISM_CORE, ...grammarImports] : []),
    ];
    if (imports.length === 0) return;
    tree.children = [...imports.map(importNode), ...(tree.children ?? [])];
  };
}

/**
 * The languages of the API reference's response and request examples: the OpenAPI theme shows a
 * JSON media type's example as `json`, an XML one as `xml`, any other as `shell`
 * (`ResponseExamples`). Its code samples are the explorer's, which loads their grammars with it.
 */
export const exampleLanguages = (siteDir = '.') => [
  ...new Set(
    mediaTypes(readSpec(siteDir)).map((type) =>
      type.endsWith('json') ? 'json' : type.endsWith('xml') ? 'xml' : 'shell',
    ),
  ),
];

/** The remark plugins; the API section's also import its reference's examples' grammars. */
function remarkPlugins() {
  // With slim-prism, the pages import their grammars: its Prism is the core alone.
  const grammars = patchOn('slim-prism');
  const plain = [[remarkProvideCodeBlock, {grammars}]] as const;
  const reference = `/${API_REFERENCE_DIR}/`;
  const moreLanguages = (file: string) =>
    file.split(path.sep).join('/').includes(reference) ? exampleLanguages() : [];
  const api = [[remarkProvideCodeBlock, {grammars, moreLanguages} satisfies RemarkOptions]] as const;
  return {docs: [...plain], blog: [...plain], pages: [...plain], api: [...api]};
}

/**
 * Docusaurus's Markdown components import the code block (and with it Prism, about 17 KB gzipped)
 * for every page that renders Markdown, with or without a code block. Here theme-classic's
 * `MDXComponents/Code` gets ./CodeBlock.tsx for its `@theme/CodeBlock` import: the code block that
 * the page's content provided. The code block, Prism's core and slim-prism go in one chunk of their
 * own. With slim-prism, Prism's grammars are not in it: each page imports those of its code, each
 * grammar from a chunk of its own.
 */
export default {
  name: 'code-block-on-demand',
  folder: __dirname,
  remark: remarkPlugins(),
  plugin: () => ({
    configureWebpack(config, isServer, {currentBundler}) {
      const grammars = patchOn('slim-prism');
      const core = replaceModule(currentBundler, /^\.\/(prism|grammars)$/, (request, importer) => {
        if (!grammars) return undefined;
        if (importer === SLIM_PRISM && request === './prism') return PRISM_ON_DEMAND;
        if (importer === API_EXPLORER && request === './grammars') return path.join(__dirname, 'explorerGrammars.ts');
        return undefined;
      });
      // Only the Markdown components' request (their folder has no other importer of the code block).
      const replacement = replaceModule(
        currentBundler,
        /^@theme\/CodeBlock$/,
        fromFolder(path.dirname(MDX_CODE), path.join(__dirname, 'CodeBlock.tsx')),
      );
      const splitChunks = config.optimization?.splitChunks;
      if (!isServer && splitChunks && splitChunks.cacheGroups) {
        splitChunks.cacheGroups[CHUNK] = {
          name: CHUNK,
          test: (module: {nameForCondition(): string | null}) =>
            CODE_BLOCK_MODULES.test(module.nameForCondition() ?? ''),
          chunks: 'async',
          enforce: true,
          priority: 45,
        };
        splitChunks.cacheGroups[CORE_CHUNK] = {
          name: CORE_CHUNK,
          test: (module: {nameForCondition(): string | null}) =>
            PRISM_CORE_MODULES.test(module.nameForCondition() ?? ''),
          chunks: 'async',
          enforce: true,
          priority: 46,
        };
        // Each grammar a chunk of its own; markup, clike and JavaScript, which travel together, one.
        splitChunks.cacheGroups[GRAMMAR_CHUNKS] = {
          name: (module: {nameForCondition(): string | null}) => grammarChunk(module.nameForCondition() ?? ''),
          test: (module: {nameForCondition(): string | null}) => GRAMMAR_MODULE.test(module.nameForCondition() ?? ''),
          chunks: 'async',
          enforce: true,
          priority: 46,
        };
      }
      return {plugins: [core, replacement]};
    },
  }),
} satisfies Feature;
