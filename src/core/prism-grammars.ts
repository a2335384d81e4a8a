/**
 * Prism's grammars as pages import them (the remark plugin): each language (and its aliases) with
 * the grammar files it needs, in the order slim-prism's Prism imports them. JavaScript brings
 * markup first: prism-javascript extends markup's `<script>` when markup is already there, so
 * markup is the same on every page, in the server's render (where grammars accumulate from page to
 * page) and in the browser's.
 */
export const GRAMMAR_ORDER = [
  'markup',
  'clike',
  'javascript',
  'typescript',
  'jsx',
  'tsx',
  'json',
  'bash',
  'python',
  'ruby',
  'swift',
] as const;

export type Grammar = (typeof GRAMMAR_ORDER)[number];

const WITH_JAVASCRIPT: Grammar[] = ['markup', 'clike', 'javascript'];

/** A language name or alias (a fence's info string) → the grammars it needs. */
export const GRAMMARS: Record<string, Grammar[]> = {
  markup: ['markup'],
  html: ['markup'],
  xml: ['markup'],
  svg: ['markup'],
  mathml: ['markup'],
  clike: ['clike'],
  javascript: WITH_JAVASCRIPT,
  js: WITH_JAVASCRIPT,
  typescript: [...WITH_JAVASCRIPT, 'typescript'],
  ts: [...WITH_JAVASCRIPT, 'typescript'],
  jsx: [...WITH_JAVASCRIPT, 'jsx'],
  tsx: [...WITH_JAVASCRIPT, 'typescript', 'jsx', 'tsx'],
  json: ['json'],
  webmanifest: ['json'],
  bash: ['bash'],
  sh: ['bash'],
  shell: ['bash'],
  python: ['python'],
  py: ['python'],
  ruby: ['clike', 'ruby'],
  rb: ['clike', 'ruby'],
  swift: ['swift'],
};

/** The grammar files (`prismjs/components/prism-<name>`) the languages need, in slim-prism's order. */
export function grammarFiles(languages: Iterable<string>): string[] {
  const needed = new Set<Grammar>();
  for (const language of languages) for (const grammar of GRAMMARS[language.toLowerCase()] ?? []) needed.add(grammar);
  return GRAMMAR_ORDER.filter((grammar) => needed.has(grammar)).map((grammar) => `prismjs/components/prism-${grammar}`);
}

/**
 * The flag (in a code node's `data`) of a code block whose tokens were computed at build time: its
 * page need not load its grammar.
 */
export const TOKENS_AT_BUILD = 'tokensAtBuild';
