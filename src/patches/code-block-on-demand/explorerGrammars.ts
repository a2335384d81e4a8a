// What the API explorer loads in place of its `./grammars` (empty): the grammars of its code
// samples' languages (the config's `languageTabs`), after Prism's core, in slim-prism's order (the
// unit test compares them).
import './prismCore';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-swift';
