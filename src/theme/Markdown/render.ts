import {Marked} from 'marked';

const marked = new Marked({gfm: true, async: false});
const cache = new Map<string, string>();

/** CommonMark with GitHub tables and strikethrough, to HTML; each text is rendered once per page load. */
export function renderMarkdown(text: string): string {
  let html = cache.get(text);
  if (html === undefined) {
    html = marked.parse(text, {async: false});
    cache.set(text, html);
  }
  return html;
}
