// Imported by every Markdown page with a fenced code block (the remark plugin in ./index.ts): the
// code block, with Prism, comes with the page's content, which Docusaurus loads before it renders.
import CodeBlock from '@theme/CodeBlock';
import {provideCodeBlock} from './CodeBlock';

provideCodeBlock(CodeBlock);
