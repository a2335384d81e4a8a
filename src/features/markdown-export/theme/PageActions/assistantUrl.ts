/** A new chat at an assistant's `url` (the constants' `ASSISTANTS`) asking it to read the page's Markdown copy. */
export function assistantUrl(url: string, markdownUrl: string): string {
  return `${url}?${new URLSearchParams({q: `Read ${markdownUrl} so I can ask questions about it.`}).toString()}`;
}
