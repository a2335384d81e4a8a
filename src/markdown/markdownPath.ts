/**
 * The path of a page's Markdown copy: the page's path with `.md` appended, after dropping a trailing
 * slash (`/ios/basic/data` → `/ios/basic/data.md`, `/docs/` → `/docs.md`). Shared by the build
 * (src/markdown/step.ts) and the "Copy page as Markdown" button, so both name the same file.
 */
export function markdownPath(pagePath: string): string {
  const path = pagePath.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return `${path || '/index'}.md`;
}
