/**
 * What the Markdown components' `code` (theme-classic's `MDXComponents/Code`) gets for
 * `@theme/CodeBlock`: the code block a page's content module provided (pages with a code block
 * import ./provide.ts), so that the code block and Prism load with those pages only, before
 * hydration as before; elsewhere, lazily.
 */
import type {Props} from '@theme/CodeBlock';
import {onDemand} from '../../core/on-demand';

const codeBlock = onDemand<Props>(() => import('@theme/CodeBlock'));

export const provideCodeBlock = codeBlock.provide;
export default codeBlock.Component;
