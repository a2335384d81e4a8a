/**
 * Every page as Markdown, for readers and their AI assistants: the step writes each page's copy
 * (`<page>.md`), the full-text files and `llms.txt`; the page actions (beside the breadcrumbs and
 * under a blog post's header) copy a page, show it or open it in an assistant.
 */
import type {Feature} from '../../core/feature';
import {startMarkdownCopies, writeMarkdownCopies} from './step';

export default {
  name: 'markdown-export',
  folder: __dirname,
  steps: [{name: 'Markdown copies and llms.txt', start: startMarkdownCopies, run: writeMarkdownCopies}],
} satisfies Feature;
