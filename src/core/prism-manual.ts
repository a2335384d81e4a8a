/**
 * Prism's core highlights every `code.language-*` element on the page by itself when it loads in a
 * browser, unless `Prism.manual` is set first. React owns those elements, so it must not: this
 * module runs before the core (slim-prism's and code-block-on-demand's Prism import it first). The core reads the flag and replaces
 * the global with itself, which its grammar files then extend.
 */
(globalThis as {Prism?: {manual: boolean}}).Prism = {manual: true};
export {};
