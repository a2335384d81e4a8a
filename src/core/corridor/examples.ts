/**
 * Which examples get a map, written once: an example gets a "Show on a map" view when its JSON
 * holds a corridor (a GeoJSON Polygon under the key `corridor`) or hexagons (a `hexagons` list of
 * `{id, alt, sev}`). The sample checks' inventory and the maps feature both read it, so the maps
 * can be counted against the inventory. No Node or browser API.
 */

import {codeLiterals} from './literals';
import type {CorridorLimitsKey} from './rules';

/** What an example holds that a map draws. */
export type MapContent = {
  corridor?: {type: 'Polygon'; coordinates: unknown};
  /** The `geo` geo-fence of the deprecated `POST /v4/map`, which states no limits, rather than a corridor. */
  area?: 'geo-fence';
  /** Read (in part) from the deprecated `POST /v4/map`'s shapes, which a map is given as a v5 body (mapJson). */
  v4?: true;
  /** The hexagons: every entry of every `hexagons` list (v4: `turbulence` records, as `{id, alt, sev}`). */
  hexagons: {id: unknown; alt: unknown; sev: unknown}[];
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPolygon = (value: unknown): value is {type: 'Polygon'; coordinates: unknown} =>
  isObject(value) && value.type === 'Polygon' && 'coordinates' in value;

const isHexagon = (value: unknown): value is {id: unknown; alt: unknown; sev: unknown} =>
  isObject(value) && 'id' in value && 'alt' in value && 'sev' in value;

/** The keys whose values a map draws: a corridor or (v4) geo-fence Polygon, hexagons or (v4) turbulence records. */
export const MAP_KEYS = {corridor: 'corridor', geoFence: 'geo', hexagons: 'hexagons', v4Records: 'turbulence'} as const;

/** A record of the deprecated `POST /v4/map`'s `turbulence` list: `{hex_id, skypath_alt, sev}`. */
const isV4Record = (value: unknown): value is {hex_id: unknown; skypath_alt: unknown; sev: unknown} =>
  isObject(value) && 'hex_id' in value && 'skypath_alt' in value && 'sev' in value;

/**
 * What a map can draw of an example's JSON value, or undefined when it holds neither a corridor
 * nor hexagons. `key` is the key the whole value stands under (see blockKey).
 */
export function mapContent(value: unknown, key = ''): MapContent | undefined {
  const content: MapContent = {hexagons: []};
  const visit = (node: unknown, at: string): void => {
    if (Array.isArray(node)) {
      if (at === MAP_KEYS.hexagons && node.length > 0 && node.every(isHexagon)) content.hexagons.push(...node);
      else if (at === MAP_KEYS.v4Records && node.length > 0 && node.every(isV4Record)) {
        content.hexagons.push(...node.map((record) => ({id: record.hex_id, alt: record.skypath_alt, sev: record.sev})));
        content.v4 = true;
      } else node.forEach((item) => visit(item, at));
      return;
    }
    if (!isObject(node)) return;
    if (isPolygon(node)) {
      if (!content.corridor && (at === MAP_KEYS.corridor || at === MAP_KEYS.geoFence)) {
        content.corridor = node;
        if (at === MAP_KEYS.geoFence) Object.assign(content, {area: 'geo-fence', v4: true});
      }
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

/** A closed ring of at least 4 [longitude, latitude] positions, as a sample may write a corridor's outline. */
const isRing = (value: unknown): value is number[][] =>
  Array.isArray(value) &&
  value.length >= 4 &&
  value.every((p) => Array.isArray(p) && p.length === 2 && p.every((n) => typeof n === 'number')) &&
  String(value[0]) === String(value.at(-1));

/**
 * What a map can draw of a code sample's data literals: a literal (or a closed ring of positions)
 * named like a corridor is read as under the key `corridor`; a literal under any other name is read
 * as a JSON example. The first corridor and every hexagon count.
 */
export function codeMapContent(code: string, lang: string | null | undefined): MapContent | undefined {
  const content: MapContent = {hexagons: []};
  for (const {name, value} of codeLiterals(code, lang)) {
    const corridorName = /corridor/i.test(name);
    const found =
      corridorName && isRing(value)
        ? {corridor: {type: 'Polygon' as const, coordinates: [value]}, hexagons: []}
        : mapContent(value, corridorName ? 'corridor' : '');
    if (!found) continue;
    if (!content.corridor && found.corridor) Object.assign(content, {corridor: found.corridor, area: found.area});
    if (found.v4) content.v4 = true;
    content.hexagons.push(...found.hexagons);
  }
  return content.corridor || content.hexagons.length > 0 ? content : undefined;
}

/**
 * What a map can draw of a page's code block, or undefined: a JSON block's value, or the data
 * literals of a sample in a language whose literals are read.
 */
export function blockMapContent(block: {lang?: string | null; meta?: string | null; code: string}) {
  if (block.lang !== 'json') return codeMapContent(block.code, block.lang);
  try {
    return mapContent(JSON.parse(block.code), blockKey(block.meta));
  } catch {
    return undefined;
  }
}

/** The JSON a map of a code block reads: a JSON block's own text, or what a sample holds (see mapJson). */
export const blockMapJson = (block: {lang?: string | null; code: string}, content: MapContent): string =>
  mapJson(block.lang === 'json' ? block.code : undefined, content);

/** A map's title: what it shows, for its caption and accessible name. */
export function mapTitle(content: MapContent, what = 'this example'): string {
  const area = content.area ?? 'corridor';
  if (content.corridor && content.hexagons.length > 0) return `The ${area} and hexagons of ${what}`;
  return content.corridor ? `The ${area} of ${what}` : `The hexagons of ${what}`;
}

/**
 * The JSON a map reads of an example (a map reads the v5 shapes): the example's own JSON text when
 * there is one and it holds them, else its corridor and hexagons as a v5 corridor request body.
 */
export function mapJson(text: string | undefined, content: MapContent): string {
  if (text !== undefined && !content.v4) return text;
  return JSON.stringify(
    content.corridor ? {corridor: content.corridor, hexagons: content.hexagons} : {hexagons: content.hexagons},
  );
}

/** A reference example's map: `json` and `limits` only where not the example's own text and the API's. */
export type ReferenceExampleMap = {title: string; json?: string; limits?: CorridorLimitsKey};

/** FNV-1a over a text: a 32-bit number, the same for the same text (a key, a seed). */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** A short key for a text (FNV-1a, base 36): the reference's examples are looked up by it. */
export const textKey = (text: string): string => fnv1a(text).toString(36);

/**
 * The text the API reference shows of an example (the OpenAPI theme's `ResponseExamples` prints
 * an object with `JSON.stringify(value, null, 2)`), which the reference's code samples look up.
 */
export const referenceExampleText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value, null, 2);
