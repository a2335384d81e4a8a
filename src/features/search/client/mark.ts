// Loaded by client/highlight.ts when a page opens from a search result.
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
