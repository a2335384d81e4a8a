import {Marked} from 'marked';

const marked = new Marked({gfm: true, async: false});
const cache = new Map<string, string>();

/**
 * The HTML of a description or qualifier line of the API reference: CommonMark with GitHub tables
 * and strikethrough. `@theme/Markdown` shows it; the build renders the reference's texts with it
 * ahead of time (the api-markdown-at-build patch), so both give the same HTML.
 */
export function renderMarkdown(text: string): string {
  let html = cache.get(text);
  if (html === undefined) {
    html = marked.parse(text, {async: false});
    cache.set(text, html);
  }
  return html;
}
