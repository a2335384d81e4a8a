/**
 * The Prism instance that highlights the site's code: Prism's core and the grammars our pages use,
 * no more. prism-react-renderer bundles about twenty grammars and twenty themes into one module
 * that every page evaluates at load.
 *
 * To highlight another language, import its grammar below (a grammar that extends another comes
 * after it). The slim-prism unit test fails, naming the file and line, for a code block whose
 * language has no grammar here.
 */
import '../../core/prism-manual';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-markup'; // markup, html, xml, svg
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript'; // javascript, js
import 'prismjs/components/prism-typescript'; // typescript, ts
import 'prismjs/components/prism-jsx'; // jsx
import 'prismjs/components/prism-tsx'; // tsx (React samples)
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-bash'; // bash, sh, shell
import 'prismjs/components/prism-python'; // python, py
import 'prismjs/components/prism-ruby'; // ruby, rb
import 'prismjs/components/prism-swift';

export default Prism;

/** Every grammar is above: nothing to load on demand (code-block-on-demand's Prism has a loader). */
export const loadLanguage: ((language: string) => Promise<boolean>) | undefined = undefined;
