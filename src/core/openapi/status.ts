/**
 * An OpenAPI operation's status marking, written once: `x-status: preview` in openapi/skypath.yaml.
 * No Node or browser API, so the build (src/plugins/openapi-preview, src/markdown) and the API
 * explorer's sample server (src/components/SampleServer) read the same rule.
 */

/** The vendor extension and the one status it takes. */
export const STATUS_EXTENSION = 'x-status';
export const PREVIEW = 'preview';

/** Whether an OpenAPI operation (or the plugin's `api` object) is a preview. */
export function isPreview(operation: object | undefined): boolean {
  return (operation as Record<string, unknown> | undefined)?.[STATUS_EXTENSION] === PREVIEW;
}
