// Imported by every Markdown page with a code block (this patch's remark plugin): the code block,
// with Prism, comes with the page's content, which Docusaurus loads before it renders.
import CodeBlock from '@theme/CodeBlock';
import {provideCodeBlock} from './CodeBlock';

provideCodeBlock(CodeBlock);
