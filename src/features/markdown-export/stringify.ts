/** How the Markdown copies are printed by remark-stringify: the pages' (./convert.ts) and the API operations' (./openapi.ts). */

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
