// What the API explorer loads in place of src/theme/ApiExplorer/grammars.ts (./index.ts): the
// grammars of its code samples' languages (the config's `languageTabs`: bash, javascript, python,
// swift), after Prism's core, in slim-prism's order (./grammars.ts; the unit test compares them).
import './prismCore';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-swift';
