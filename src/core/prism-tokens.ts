/**
 * Prism's token tree as prism-react-renderer's lines of tokens: what the code block renders, the
 * same whether Prism runs in the browser (slim-prism's Highlight) or at build time
 * (highlight-at-build).
 */
import type {Token as PrismToken, TokenStream} from 'prismjs';
import type {Token} from 'prism-react-renderer';

/** A line with no text still needs a (newline) token, so that it keeps its height. */
function closeLine(line: Token[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0].content === '') {
    line[0].content = '\n';
    line[0].empty = true;
  }
}

/**
 * Prism's token tree as lines of flat tokens. Each token carries the types of every token it is
 * nested in (and their aliases), outermost first; text outside any token has the type `plain`.
 */
export function tokensByLine(stream: TokenStream): Token[][] {
  const lines: Token[][] = [[]];
  const visit = (items: (string | PrismToken)[], types: string[]): void => {
    for (const item of items) {
      if (typeof item !== 'string') {
        let nested = types.at(-1) === item.type ? types : [...types, item.type];
        if (Array.isArray(item.alias)) nested = [...nested, ...item.alias];
        else if (item.alias && nested.at(-1) !== item.alias) nested = [...nested, item.alias];
        visit(Array.isArray(item.content) ? item.content : [item.content], nested);
        continue;
      }
      const [first, ...rest] = item.split(/\r\n|\r|\n/);
      const tokenTypes = types.length ? types : ['plain'];
      lines.at(-1)!.push({types: tokenTypes, content: first});
      for (const text of rest) {
        closeLine(lines.at(-1)!);
        lines.push([{types: tokenTypes, content: text}]);
      }
    }
  };
  visit(Array.isArray(stream) ? stream : [stream], []);
  closeLine(lines.at(-1)!);
  return lines;
}

/** The minimal Prism a highlighter needs: its grammars, hooks and tokenizer. */
export type PrismLike = {
  languages: Record<string, unknown>;
  hooks: {run(name: string, env: Record<string, unknown>): void};
  tokenize(text: string, grammar: never): TokenStream;
};

/** `code` in `language` as lines of tokens, with Prism's hooks as prism-react-renderer runs them; plain text without a grammar. */
export function highlightLines(prism: PrismLike, code: string, language: string): Token[][] {
  const grammar = prism.languages[language];
  if (!grammar) return tokensByLine(code);
  const env: Record<string, unknown> = {code, grammar, language, tokens: []};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code as string, env.grammar as never);
  prism.hooks.run('after-tokenize', env);
  return tokensByLine(env.tokens as TokenStream);
}
