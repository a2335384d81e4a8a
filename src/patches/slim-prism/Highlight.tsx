/**
 * What the site imports as `prism-react-renderer` (the alias is in ./index.ts): its `Highlight`
 * render-prop component and its `Prism`, backed by our own Prism build instead of the package's
 * bundle. The markup is the package's (2.4.1): the same tokens, class names and inline theme
 * styles, which Docusaurus's code block and the OpenAPI theme's code block render.
 */
import {useEffect, useMemo, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
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
import {highlightLines, tokensByLine, type PrismLike} from '../../core/prism-tokens';
import Prism, {loadLanguage} from './prism';
import {prebuiltTokens} from './prebuilt';

export {Prism, tokensByLine};
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
  // Tokens from the build (./prebuilt: none, unless the highlight-at-build patch fills it), else
  // Prism's. A grammar the page did not load comes on demand (./prism's loadLanguage, when it has
  // one), and the block is highlighted again.
  const prebuilt = useMemo(() => prebuiltTokens(code, language), [code, language]);
  const [grammarsLoaded, setGrammarsLoaded] = useState(0);
  const missing = !prebuilt && !prism.languages[language];
  useEffect(() => {
    if (!missing || !loadLanguage) return undefined;
    let current = true;
    void loadLanguage(language).then((found) => {
      if (found && current) setGrammarsLoaded((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [missing, language]);
  const tokens = useMemo(
    () => prebuilt ?? highlightLines(prism as unknown as PrismLike, code, language),
    // grammarsLoaded: Prism's grammars changed in place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [prebuilt, prism, code, language, grammarsLoaded],
  );

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
