// JSON pointers into the OpenAPI document (`#/components/schemas/Hexagon`).

/** A segment, escaped (`/observations/v5/corridor` → `~1observations~1v5~1corridor`). */
export const escapePointer = (segment) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** A segment, unescaped. */
export const unescapePointer = (segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~');

/** The value at a local pointer of a document. */
export const pointerGet = (document, pointer) =>
  pointer
    .slice(2)
    .split('/')
    .map(unescapePointer)
    .reduce((value, key) => value?.[key], document);

/** Follows `$ref`s from a node to the node they name. */
export function resolveRef(document, node) {
  let current = node;
  while (current?.$ref) current = pointerGet(document, current.$ref);
  return current;
}
