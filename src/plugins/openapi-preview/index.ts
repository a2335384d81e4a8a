/**
 * Preview operations of the API reference: an operation marked `x-status: preview` in
 * openapi/skypath.yaml gets a notice at the top of its page (the plugin's page layout with the
 * notice after the method and path) and a "Preview" badge in the API sidebar. The same marking
 * reaches llms.txt and the page's Markdown copy (src/plugins/markdown-export).
 *
 * Hooks of docusaurus-plugin-openapi-docs (`markdownGenerators.createApiPageMD` and
 * `sidebarOptions.sidebarGenerators.createDocItem`); see UPGRADING.md.
 */
import clsx from 'clsx';
import {createApiPageMD as pluginApiPageMD} from 'docusaurus-plugin-openapi-docs/lib/markdown';
import type {ApiDocItemGenerator, ApiPageMetadata} from 'docusaurus-plugin-openapi-docs/src/types';

/** The vendor extension and the one status it takes. */
export const STATUS_EXTENSION = 'x-status';
export const PREVIEW = 'preview';

/** Whether an OpenAPI operation (or the plugin's `api` object) is a preview. */
export function isPreview(operation: object | undefined): boolean {
  return (operation as Record<string, unknown> | undefined)?.[STATUS_EXTENSION] === PREVIEW;
}

/** The notice, as Markdown: what the status means and what to do. */
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
        'its layout changed, so place the preview notice anew (src/plugins/openapi-preview).',
    );
  }
  const end = at + AFTER_ENDPOINT.length;
  return `${markdown.slice(0, end)}\n${PREVIEW_NOTICE}\n${markdown.slice(end)}`;
}

/**
 * The plugin's sidebar entry (the same id, label and classes as its default generator) with the
 * `api-preview` class on preview operations, which src/css/custom.css shows as a badge.
 */
export const createDocItem: ApiDocItemGenerator = (item, {sidebarOptions: {customProps}, basePath}) => {
  const id = item.type === 'schema' ? `schemas/${item.id}` : item.id;
  const className =
    item.type === 'api'
      ? clsx(
          {
            'menu__list-item--deprecated': item.api.deprecated,
            'api-method': !!item.api.method,
            'api-preview': isPreview(item.api),
          },
          item.api.method,
        )
      : clsx({'menu__list-item--deprecated': item.schema.deprecated}, 'schema');
  return {
    type: 'doc',
    id: basePath === '' ? id : `${basePath}/${id}`,
    label: (item.frontMatter.sidebar_label as string | undefined) ?? item.title ?? id,
    customProps,
    className: className || undefined,
  };
};
