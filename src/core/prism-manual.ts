/**
 * Prism's core highlights every `code.language-*` element on the page by itself when it loads in a
 * browser, unless `Prism.manual` is set first. React owns those elements, so it must not: the
 * patches' Prism imports this module before the core, which reads the flag and replaces the global
 * with itself, which its grammar files then extend.
 */
(globalThis as {Prism?: {manual: boolean}}).Prism = {manual: true};
export {};
