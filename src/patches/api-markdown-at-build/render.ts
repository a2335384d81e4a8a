import {useEffect, useState} from 'react';
import {renderedAtBuild} from './table';

/**
 * The browser's `@theme/Markdown/render`: the HTML the build rendered for the text. A text it did
 * not render (a theme upgrade that shows a new one) still shows, once marked has loaded for it, and
 * says so: the browser tests fail on the message.
 */
export function useMarkdownHtml(text: string): string | undefined {
  const known = text === '' ? '' : renderedAtBuild(text);
  const [late, setLate] = useState<{text: string; html: string}>();
  useEffect(() => {
    if (known !== undefined) return undefined;
    console.error(`[skypath] api-markdown-at-build: no HTML from the build for ${JSON.stringify(text.slice(0, 80))}`);
    let current = true;
    void import(/* webpackChunkName: "marked" */ '../../core/openapi/markdown-html').then(({renderMarkdown}) => {
      if (current) setLate({text, html: renderMarkdown(text)});
    });
    return () => {
      current = false;
    };
  }, [known, text]);
  return known ?? (late?.text === text ? late.html : undefined);
}
