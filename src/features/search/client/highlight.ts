import type {ClientModule} from '@docusaurus/types';
import {HIGHLIGHT_PARAM} from './pagefind';

/** Wraps every occurrence of the words in the article's text in <mark>. */
export function highlightWords(root: Element, words: readonly string[]): void {
  const pattern = words
    .filter(Boolean)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
  if (!pattern) return;
  const matcher = new RegExp(`(${pattern})`, 'gi');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!node.parentElement?.closest('mark, script, style') && matcher.test(node.data)) texts.push(node);
    matcher.lastIndex = 0;
  }
  for (const text of texts) {
    const parts = text.data.split(matcher);
    text.replaceWith(
      ...parts.map((part, i) => {
        if (i % 2 === 0) return part;
        const mark = document.createElement('mark');
        mark.textContent = part;
        return mark;
      }),
    );
  }
}

/** On every page a search result opened: the words of `_highlight` marked in its article. */
const module: ClientModule = {
  onRouteDidUpdate({location}) {
    const words = new URLSearchParams(location.search).getAll(HIGHLIGHT_PARAM);
    const article = document.querySelector('article');
    if (words.length > 0 && article) highlightWords(article, words);
  },
};
export default module;
