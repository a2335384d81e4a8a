/**
 * Preview operations of the API reference: an operation marked `x-status: preview` in the spec
 * gets a notice under the method and path of its page and a "Preview" badge in the API sidebar.
 * Hooks of docusaurus-plugin-openapi-docs and of the config's `parseFrontMatter`; see UPGRADING.md.
 */
import {createApiPageMD as pluginApiPageMD} from 'docusaurus-plugin-openapi-docs/lib/markdown';
import type {ApiPageMetadata} from 'docusaurus-plugin-openapi-docs/src/types';
import {isPreview} from './status';

export {isPreview, PREVIEW, STATUS_EXTENSION} from './status';

export const PREVIEW_NOTICE =
  ':::warning[Preview]\n\nThis operation is a preview: its request and response shapes are provisional. ' +
  'Confirm them with [SkyPath](https://skypath.io/contact/) before you rely on it.\n\n:::';

/** Where the plugin's page puts the method and path; the notice goes right after it. */
const AFTER_ENDPOINT = '</MethodEndpoint>\n';

/** The plugin's API page, with the preview notice under the method and path of a preview operation. */
export function createApiPageMD(page: ApiPageMetadata): string {
  const markdown = pluginApiPageMD(page);
  if (!isPreview(page.api)) return markdown;
  const at = markdown.indexOf(AFTER_ENDPOINT);
  if (at < 0) {
    throw new Error(
      `openapi-preview: the OpenAPI plugin's page for ${page.id} has no "${AFTER_ENDPOINT.trim()}": ` +
        'its layout changed, so place the preview notice anew (src/core/openapi/preview.ts).',
    );
  }
  const end = at + AFTER_ENDPOINT.length;
  return `${markdown.slice(0, end)}\n${PREVIEW_NOTICE}\n${markdown.slice(end)}`;
}

/**
 * Marks a preview operation's page in its front matter: Docusaurus puts `sidebar_class_name` on the
 * page's sidebar entry, and the site's CSS shows `api-preview` as a badge.
 */
export function markPreviewInFrontMatter(frontMatter: Record<string, unknown>): void {
  if (!isPreview(frontMatter.api as object | undefined)) return;
  const classes = typeof frontMatter.sidebar_class_name === 'string' ? frontMatter.sidebar_class_name : '';
  frontMatter.sidebar_class_name = `${classes} api-preview`.trim();
}
