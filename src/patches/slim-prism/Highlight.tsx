/**
 * What the site imports as `prism-react-renderer` (the alias is in ./index.ts): its `Highlight`
 * render-prop component and its `Prism`, backed by our own Prism build instead of the package's
 * bundle. The markup is the package's (2.4.1): the same tokens, class names and inline theme
 * styles, which Docusaurus's code block and the OpenAPI theme's code block render.
 */
import {useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Token as PrismToken, TokenStream} from 'prismjs';
import type {
  Language,
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  RenderProps,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import Prism from './prism';

export {Prism};
export type {Language, PrismTheme, RenderProps, Token};

/**
 * The package's bundled themes are left out: every code block gets the site's theme (config
 * `prism.theme`). react-live, under the API explorer's body editor, names `themes.nightOwl` only
 * as a fallback it never reaches; reading any theme fails loudly rather than unstyled.
 */
export const themes: Record<string, PrismTheme> = new Proxy(
  {},
  {
    get(_target, name) {
      throw new Error(
        `prism-react-renderer's theme "${String(name)}" is not in the site's bundle (src/patches/slim-prism); pass the site's theme from usePrismTheme().`,
      );
    },
  },
);

/** Each token type's style for one language, `root` (the block) and `plain` (text outside tokens). */
type ThemeDictionary = Record<string, CSSProperties>;

function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const dictionary: ThemeDictionary = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dictionary[type] = {...dictionary[type], ...style};
  }
  dictionary.root = theme.plain;
  dictionary.plain = {...theme.plain, backgroundColor: undefined};
  return dictionary;
}

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

type HighlightProps = {
  code: string;
  language: Language;
  theme?: PrismTheme;
  prism?: typeof Prism;
  children: (props: RenderProps) => ReactNode;
};

export function Highlight({code, language: languageProp, theme, prism = Prism, children}: HighlightProps): ReactNode {
  const language = languageProp.toLowerCase();
  const dictionary = useMemo(() => (theme ? themeDictionary(theme, language) : undefined), [theme, language]);
  const tokens = useMemo(() => {
    const grammar = prism.languages[language];
    if (!grammar) return tokensByLine(code);
    const env = {code, grammar, language, tokens: [] as TokenStream};
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(env.code, env.grammar);
    prism.hooks.run('after-tokenize', env);
    return tokensByLine(env.tokens);
  }, [prism, code, language]);

  const getLineProps = ({className, style, line: _line, ...rest}: LineInputProps): LineOutputProps => ({
    ...rest,
    className: clsx('token-line', className),
    style: dictionary || style ? {...dictionary?.plain, ...style} : undefined,
  });

  const tokenStyle = ({types, empty}: Token): CSSProperties | undefined => {
    if (!dictionary) return undefined;
    // The package's rules, kept exactly so that the markup does not change.
    if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
    if (types.length === 1 && empty) return dictionary[types[0]];
    return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => dictionary[type]));
  };

  const getTokenProps = ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
    const base = tokenStyle(token);
    return {
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style ? {...base, ...style} : base,
    };
  };

  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dictionary?.root ?? {},
    getLineProps,
    getTokenProps,
  });
}
