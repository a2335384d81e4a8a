/**
 * Which examples get a map, written once: an example (a page's JSON code block, or a request or
 * response example of openapi/skypath.yaml) gets a "Show on a map" view when its JSON holds a
 * corridor, a GeoJSON Polygon under the key `corridor` (the sample checks' corridor,
 * scripts/samples/domain.ts), or hexagons, a `hexagons` list of `{id, alt, sev}` (a corridor or
 * tile response). The sample checks' inventory (scripts/samples/inventory.ts) lists the site's
 * examples with it; the pages' remark plugin and the API reference's code samples
 * (src/plugins/example-maps, src/theme/CodeSamples) add the map with it, and
 * tests/e2e/example-maps.spec.ts counts the maps against the inventory. No Node or browser API.
 */

/** What an example holds that a map draws. */
export type MapContent = {
  /** The corridor: a GeoJSON Polygon, as the example has it. */
  corridor?: {type: 'Polygon'; coordinates: unknown};
  /** The hexagons: every entry of every `hexagons` list, as the example has them. */
  hexagons: {id: unknown; alt: unknown; sev: unknown}[];
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPolygon = (value: unknown): value is {type: 'Polygon'; coordinates: unknown} =>
  isObject(value) && value.type === 'Polygon' && 'coordinates' in value;

const isHexagon = (value: unknown): value is {id: unknown; alt: unknown; sev: unknown} =>
  isObject(value) && 'id' in value && 'alt' in value && 'sev' in value;

/**
 * What a map can draw of an example's JSON value, or undefined when it holds neither a corridor
 * nor hexagons. `key` is the key the whole value stands under (a block marked
 * `openapi="#/components/schemas/CorridorRequest/properties/corridor"` is a corridor).
 */
export function mapContent(value: unknown, key = ''): MapContent | undefined {
  const content: MapContent = {hexagons: []};
  const visit = (node: unknown, at: string): void => {
    if (Array.isArray(node)) {
      if (at === 'hexagons' && node.length > 0 && node.every(isHexagon)) content.hexagons.push(...node);
      else node.forEach((item) => visit(item, at));
      return;
    }
    if (!isObject(node)) return;
    if (isPolygon(node)) {
      if (at === 'corridor') content.corridor ??= node;
      return;
    }
    for (const [name, child] of Object.entries(node)) visit(child, name);
  };
  visit(value, key);
  return content.corridor || content.hexagons.length > 0 ? content : undefined;
}

/** A fence's attributes: `title="Poll for updates" version="2.2"` → {title: 'Poll for updates', version: '2.2'}. */
export function fenceAttributes(meta: string | null | undefined): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, key, quoted, bare] of (meta ?? '').matchAll(/([A-Za-z][\w-]*)=(?:"([^"]*)"|(\S+))/g)) {
    attrs[key!] = quoted ?? bare!;
  }
  return attrs;
}

/**
 * The key a JSON block's value stands under, from the schema its `openapi="…"` attribute names:
 * `#/components/schemas/CorridorRequest/properties/corridor` → `corridor`; else none.
 */
export function blockKey(meta: string | null | undefined): string {
  const schema = fenceAttributes(meta).openapi ?? '';
  return (schema.startsWith('#') && /\/properties\/([^/]+)$/.exec(schema)?.[1]) || '';
}

/** What a map can draw of a page's code block, or undefined (only JSON blocks are read). */
export function blockMapContent(block: {lang?: string | null; meta?: string | null; code: string}) {
  if (block.lang !== 'json') return undefined;
  try {
    return mapContent(JSON.parse(block.code), blockKey(block.meta));
  } catch {
    return undefined;
  }
}

/** A map's title: what it shows, for its caption and accessible name. */
export function mapTitle(content: MapContent, what = 'this example'): string {
  if (content.corridor && content.hexagons.length > 0) return `The corridor and hexagons of ${what}`;
  return content.corridor ? `The corridor of ${what}` : `The hexagons of ${what}`;
}

/** A short key for a text (FNV-1a, base 36): the reference's examples are looked up by it. */
export function textKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * The text the API reference shows of an example (the OpenAPI theme's `ResponseExamples` prints
 * an object with `JSON.stringify(value, null, 2)`), which the reference's code samples look up.
 */
export const referenceExampleText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value, null, 2);
