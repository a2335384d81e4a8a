/**
 * What slim-prism's Highlight gets for `./prism`: the page's Prism, whatever grammars it has
 * loaded, read when a block is highlighted. The code block does not bring Prism: a page that
 * highlights in the browser imports ./prismCore.ts and its grammars (the remark plugin), and a
 * block in a language the page did not load (a component's code, a page the plugin missed) loads
 * the core and the grammar (./loadLanguage.ts, fetched only then), then is highlighted again.
 */
import type {PrismLike} from '../../core/prism-tokens';

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

/** Languages shown unhighlighted: their blocks fetch nothing. */
const PLAIN = new Set(['text', 'plain', 'plaintext', 'txt', '']);

/** Loads Prism's core and `language`'s grammars; whether the language is one the site highlights. */
export const loadLanguage = async (language: string): Promise<boolean> =>
  !PLAIN.has(language.toLowerCase()) &&
  (await import(/* webpackChunkName: "prism-loader" */ './loadLanguage')).loadLanguage(language);
