/**
 * What slim-prism's Highlight gets for `./prism`: the page's Prism, whatever grammars it has
 * loaded, read when a block is highlighted. The code block does not bring Prism: a page that
 * highlights in the browser imports ./prismCore.ts and its grammars (the remark plugin), and a
 * block in a language the page did not load (a component's code, a page the plugin missed) loads
 * the core and the grammar here, then is highlighted again.
 */
import type {PrismLike} from '../../core/prism-tokens';
import {GRAMMARS, type Grammar} from '../../core/prism-grammars';

const current = (): PrismLike | undefined => {
  const prism = (globalThis as {Prism?: Partial<PrismLike>}).Prism;
  return prism?.tokenize ? (prism as PrismLike) : undefined;
};

const NO_LANGUAGES: Record<string, unknown> = {};

const prismOnDemand: PrismLike = {
  get languages() {
    return current()?.languages ?? NO_LANGUAGES;
  },
  hooks: {run: (name, env) => current()?.hooks.run(name, env)},
  tokenize: (text, grammar) => {
    const prism = current();
    if (!prism) throw new Error('Prism is not loaded: the caller checks `languages` first');
    return prism.tokenize(text, grammar);
  },
};

export default prismOnDemand;

// Each grammar file by name, in the order GRAMMAR_ORDER lists them (the type keeps the two in step).
const GRAMMAR_FILES: Record<Grammar, () => Promise<unknown>> = {
  markup: () => import('prismjs/components/prism-markup'),
  clike: () => import('prismjs/components/prism-clike'),
  javascript: () => import('prismjs/components/prism-javascript'),
  typescript: () => import('prismjs/components/prism-typescript'),
  jsx: () => import('prismjs/components/prism-jsx'),
  tsx: () => import('prismjs/components/prism-tsx'),
  json: () => import('prismjs/components/prism-json'),
  bash: () => import('prismjs/components/prism-bash'),
  python: () => import('prismjs/components/prism-python'),
  ruby: () => import('prismjs/components/prism-ruby'),
  swift: () => import('prismjs/components/prism-swift'),
};

/** Loads Prism's core and `language`'s grammars, in order; whether the language is one the site highlights. */
export async function loadLanguage(language: string): Promise<boolean> {
  const grammars = GRAMMARS[language.toLowerCase()];
  if (!grammars) return false;
  await import('./prismCore');
  for (const grammar of grammars) await GRAMMAR_FILES[grammar]();
  return true;
}
