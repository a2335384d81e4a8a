/**
 * What a block in a language its page did not load fetches (./prismOnDemand.ts): Prism's core and
 * the language's grammars. Most pages never do, so neither this map nor the language table travels
 * in the code block's chunk.
 */
import {GRAMMARS, type Grammar} from '../../core/prism-grammars';

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
