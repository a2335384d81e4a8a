import {readFileSync} from 'node:fs';
import vm from 'node:vm';
import type {Token} from 'prism-react-renderer';
import {GRAMMAR_ORDER} from '../../../core/prism-grammars';
import {highlightLines, type PrismLike} from '../../../core/prism-tokens';
import type {EncodedLines} from '../table';

/**
 * A Prism of Prism's core and the grammar `files` (`prism-<name>`), in order, in a context of its
 * own: the build's Prism neither reads nor sets the global one the server bundle's code blocks use.
 */
export function isolatedPrism(files: string[]): PrismLike {
  const context = vm.createContext({});
  for (const name of ['prism-core', ...files]) {
    const file = require.resolve(`prismjs/components/${name}.js`);
    vm.runInContext(readFileSync(file, 'utf8'), context, {filename: file});
  }
  return (context as {Prism: PrismLike}).Prism;
}

let prism: PrismLike | undefined;

/** `code`'s tokens in `language` as the code block renders them, or undefined for a language without a grammar. */
export function tokenize(code: string, language: string): Token[][] | undefined {
  // Every grammar the site highlights, in their order.
  prism ??= isolatedPrism(GRAMMAR_ORDER.map((grammar) => `prism-${grammar}`));
  return prism.languages[language] ? highlightLines(prism, code, language) : undefined;
}

/** A page's blocks' types table, shared by its blocks; encodes each block's lines against it. */
export class TypesTable {
  readonly types: string[] = [];
  private readonly index = new Map<string, number>();

  encode(lines: Token[][]): EncodedLines {
    return lines.map((line) =>
      line.flatMap((token) => [this.indexOf(token.types.join(' ')), token.empty ? -1 : token.content.length]),
    );
  }

  private indexOf(types: string): number {
    let index = this.index.get(types);
    if (index === undefined) {
      index = this.types.length;
      this.types.push(types);
      this.index.set(types, index);
    }
    return index;
  }
}
