// Tree-sitter grammars for the sample checks, loaded from the devDependencies web-tree-sitter and
// tree-sitter-wasms. A grammar that cannot be loaded is an error that names what to install.
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
/** @type {Map<string, Promise<import('web-tree-sitter').Parser>>} */
const parsers = new Map();

/** Installs and loads the grammar `name`, or throws an Error saying what is missing and how to fix it. */
async function load(/** @type {string} */ name) {
  const missing = (/** @type {string} */ what, /** @type {unknown} */ cause) =>
    new Error(
      `The ${name} grammar for the code-sample check cannot be loaded: ${what}. ` +
        'Install the devDependencies web-tree-sitter and tree-sitter-wasms with `npm ci`.',
      {cause},
    );
  let treeSitter;
  try {
    treeSitter = await import('web-tree-sitter');
  } catch (error) {
    throw missing('the package web-tree-sitter is missing', error);
  }
  let wasm;
  try {
    const folder = path.dirname(require.resolve('tree-sitter-wasms/package.json'));
    wasm = path.join(folder, 'out', `tree-sitter-${name}.wasm`);
  } catch (error) {
    throw missing('the package tree-sitter-wasms is missing', error);
  }
  try {
    await treeSitter.Parser.init();
    const parser = new treeSitter.Parser();
    parser.setLanguage(await treeSitter.Language.load(wasm));
    return parser;
  } catch (error) {
    throw missing(`${wasm} could not be read (${/** @type {Error} */ (error).message})`, error);
  }
}

/**
 * A tree-sitter parser for `name` ('swift' or 'ruby'), loaded once.
 * @param {string} name the grammar, as named in tree-sitter-wasms' `out/tree-sitter-<name>.wasm`
 * @returns {Promise<import('web-tree-sitter').Parser>}
 */
export function loadGrammar(name) {
  const parser = parsers.get(name) ?? load(name);
  parsers.set(name, parser);
  return parser;
}

/**
 * A node of a parsed tree. web-tree-sitter types each of a node's children `Node | null`, but a child
 * is never null (a node's parent, first named child and field children can be).
 * @typedef {Omit<import('web-tree-sitter').Node, 'parent' | 'children' | 'namedChildren' | 'firstNamedChild' | 'childForFieldName'> & {
 *   parent: SyntaxNode | null, children: SyntaxNode[], namedChildren: SyntaxNode[], firstNamedChild: SyntaxNode | null,
 *   childForFieldName(name: string): SyntaxNode | null}} SyntaxNode
 */

/**
 * The root of a parsed tree. web-tree-sitter returns no tree only for a parse cancelled by a timeout
 * or a progress callback, which these checks never set.
 * @param {import('web-tree-sitter').Tree | null} tree
 */
export function rootOf(tree) {
  if (!tree) throw new Error('tree-sitter returned no tree');
  return /** @type {SyntaxNode} */ (tree.rootNode);
}

/**
 * The syntax errors of a parsed tree: each ERROR or MISSING node, with its 1-based line in the
 * parsed text and a short description. Empty when the code parses.
 * @param {import('web-tree-sitter').Tree | null} tree
 * @returns {Array<{line: number, text: string}>}
 */
export function syntaxErrors(tree) {
  /** @type {{line: number, text: string}[]} */
  const errors = [];
  const walk = (/** @type {SyntaxNode} */ node) => {
    if (node.isMissing) {
      errors.push({line: node.startPosition.row + 1, text: `missing ${JSON.stringify(node.type)}`});
    } else if (node.isError) {
      const text = node.text.split('\n')[0].trim().slice(0, 60);
      errors.push({line: node.startPosition.row + 1, text: `unexpected ${JSON.stringify(text)}`});
    } else if (node.hasError) {
      node.children.forEach(walk);
    }
  };
  walk(rootOf(tree));
  return errors;
}
