// Tree-sitter grammars for the sample checks, loaded from the devDependencies web-tree-sitter and
// tree-sitter-wasms. A grammar that cannot be loaded is an error that names what to install.
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Node, Parser, Tree} from 'web-tree-sitter';

const require = createRequire(import.meta.url);
const parsers = new Map<string, Promise<Parser>>();

/** Installs and loads the grammar `name`, or throws an Error saying what is missing and how to fix it. */
async function load(name: string) {
  const missing = (what: string, cause: unknown) =>
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
    throw missing(`${wasm} could not be read (${(error as Error).message})`, error);
  }
}

/** A parser for `name` ('swift', 'ruby': tree-sitter-wasms' `out/tree-sitter-<name>.wasm`), loaded once. */
export function loadGrammar(name: string): Promise<Parser> {
  const parser = parsers.get(name) ?? load(name);
  parsers.set(name, parser);
  return parser;
}

/**
 * A node of a parsed tree. web-tree-sitter types each of a node's children `Node | null`, but a child
 * is never null (a node's parent, first named child and field children can be).
 */
export type SyntaxNode = Omit<
  Node,
  'parent' | 'children' | 'namedChildren' | 'firstNamedChild' | 'childForFieldName'
> & {
  parent: SyntaxNode | null;
  children: SyntaxNode[];
  namedChildren: SyntaxNode[];
  firstNamedChild: SyntaxNode | null;
  childForFieldName(name: string): SyntaxNode | null;
};

/**
 * The root of a parsed tree. web-tree-sitter returns no tree only for a parse cancelled by a timeout
 * or a progress callback, which these checks never set.
 */
export function rootOf(tree: Tree | null) {
  if (!tree) throw new Error('tree-sitter returned no tree');
  return tree.rootNode as SyntaxNode;
}

/** The syntax errors of a parsed tree: each ERROR or MISSING node, at its 1-based line. */
export function syntaxErrors(tree: Tree | null): {line: number; text: string}[] {
  const errors: {line: number; text: string}[] = [];
  const walk = (node: SyntaxNode) => {
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
