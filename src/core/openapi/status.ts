// An OpenAPI operation's status marking, written once: `x-status: preview`. No Node or browser API,
// so the build and the API explorer's sample server read the same rule.

export const STATUS_EXTENSION = 'x-status';
export const PREVIEW = 'preview';

/** Whether an OpenAPI operation (or the plugin's `api` object) is a preview. */
export function isPreview(operation: object | undefined): boolean {
  return (operation as Record<string, unknown> | undefined)?.[STATUS_EXTENSION] === PREVIEW;
}
