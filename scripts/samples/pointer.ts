// JSON pointers into the OpenAPI document (`#/components/schemas/Hexagon`), and the document's
// types as far as the checks read it (parsed from YAML, not validated: every field may be missing).

/**
 * @typedef {import('./json-value.js').JsonValue} JsonValue
 * @typedef {{$ref?: string}} Ref Any object of the spec may be a `$ref` to another.
 * @typedef {{paths?: Record<string, PathItem>, components?: {schemas?: Record<string, Schema>}}} Spec
 * @typedef {Record<string, Operation>} PathItem An operation by method (`get`, `post`…).
 * @typedef {{parameters?: Parameter[], requestBody?: {content?: Record<string, MediaType>}, responses?: Record<string, Response>}} Operation
 * @typedef {Ref & {name?: string, in?: string, description?: string, schema?: Schema}} Parameter
 * @typedef {Ref & {content?: Record<string, MediaType>}} Response
 * @typedef {Ref & {schema?: Schema}} MediaType
 * @typedef {Ref & {type?: string, description?: string, properties?: Record<string, Schema>, required?: string[],
 *   items?: Schema, allOf?: Schema[], enum?: unknown[], minimum?: number, maximum?: number, maxItems?: number}} Schema
 */

/** A segment, escaped (`/observations/v5/corridor` → `~1observations~1v5~1corridor`). */
export const escapePointer = (/** @type {string} */ segment) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** A segment, unescaped. */
export const unescapePointer = (/** @type {string} */ segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~');

/**
 * The value at a local pointer of a document.
 * @param {unknown} document
 * @param {string} pointer
 * @returns {unknown}
 */
export const pointerGet = (document, pointer) =>
  pointer
    .slice(2)
    .split('/')
    .map(unescapePointer)
    .reduce((value, key) => /** @type {Record<string, unknown> | null | undefined} */ (value)?.[key], document);

/**
 * Follows `$ref`s from a node to the node they name (a `$ref` names a node of the same kind).
 * @template {Ref} T
 * @param {unknown} document
 * @param {T | undefined} node
 * @returns {T | undefined}
 */
export function resolveRef(document, node) {
  let current = node;
  while (current?.$ref) current = /** @type {T | undefined} */ (pointerGet(document, current.$ref));
  return current;
}
