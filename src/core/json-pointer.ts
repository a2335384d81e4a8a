// JSON pointers into the OpenAPI document (`#/components/schemas/Hexagon`), and the document's
// types as far as the checks read it (parsed from YAML, not validated: every field may be missing).

export type JsonValue = null | boolean | number | string | JsonValue[] | {[key: string]: JsonValue};
/** Any object of the spec may be a `$ref` to another. */
export type Ref = {$ref?: string};
export type Spec = {paths?: Record<string, PathItem>; components?: {schemas?: Record<string, Schema>}};
/** An operation by method (`get`, `post`…). */
export type PathItem = Record<string, Operation>;
export type Operation = {
  parameters?: Parameter[];
  requestBody?: {content?: Record<string, MediaType>};
  responses?: Record<string, Response>;
};
export type Parameter = Ref & {name?: string; in?: string; description?: string; schema?: Schema};
export type Response = Ref & {content?: Record<string, MediaType>};
export type MediaType = Ref & {schema?: Schema};
export type Schema = Ref & {
  type?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxItems?: number;
};

/** A segment, escaped (`/observations/v5/corridor` → `~1observations~1v5~1corridor`). */
export const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

export const unescapePointer = (segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~');

/** The value at a local pointer of a document. */
export const pointerGet = (document: unknown, pointer: string): unknown =>
  pointer
    .slice(2)
    .split('/')
    .map(unescapePointer)
    .reduce((value, key) => (value as Record<string, unknown> | null | undefined)?.[key], document);

/** Follows `$ref`s from a node to the node they name (a `$ref` names a node of the same kind). */
export function resolveRef<T extends Ref>(document: unknown, node: T | undefined): T | undefined {
  let current = node;
  while (current?.$ref) current = pointerGet(document, current.$ref) as T | undefined;
  return current;
}
