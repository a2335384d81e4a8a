/**
 * What slim-prism's Highlight gets for `./prism`: Prism's core without the grammars, which the
 * pages import themselves, the ones their code blocks use.
 */
import '../../core/prism-manual';
import Prism from 'prismjs/components/prism-core';

export default Prism;
