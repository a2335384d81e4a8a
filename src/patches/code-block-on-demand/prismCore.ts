/**
 * What ../slim-prism/Highlight.tsx gets for `./prism` (./index.ts): Prism's core without the
 * grammars, which the pages import themselves, the ones their code blocks use (./grammars.ts).
 */
import '../../core/prism-manual';
import Prism from 'prismjs/components/prism-core';

export default Prism;
