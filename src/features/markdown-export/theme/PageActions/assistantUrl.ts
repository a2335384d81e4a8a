/**
 * A new chat at an AI assistant's `url` (`ASSISTANTS` in src/core/constants.ts) that asks it to read the
 * page's Markdown copy at `markdownUrl` (absolute): "Open in ChatGPT" and "Open in Claude".
 */
export function assistantUrl(url: string, markdownUrl: string): string {
  return `${url}?${new URLSearchParams({q: `Read ${markdownUrl} so I can ask questions about it.`}).toString()}`;
}
