import {renderMarkdown} from '../../core/openapi/markdown-html';

/**
 * The HTML of a text, rendered here with marked. The api-markdown-at-build patch gives the browser's
 * bundle its own `./render`, which reads the HTML the build rendered.
 */
export function useMarkdownHtml(text: string): string | undefined {
  return text === '' ? '' : renderMarkdown(text);
}
