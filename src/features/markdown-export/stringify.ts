/** How remark-stringify prints the Markdown copies, of pages and of API operations alike. */

import type {Options as StringifyOptions} from 'remark-stringify';

export const STRINGIFY_OPTIONS: StringifyOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  // [text](url) even when the text is the URL: an <https://…> autolink reads as an HTML tag.
  resourceLink: true,
};
