/**
 * What a reader pastes or drops, or what an example on a page holds, read as map data: a corridor,
 * hexagons, or a route to lay out in corridors. Every bad input gets a message a reader can act on.
 * The size is checked before anything is parsed, so nothing a reader pastes can hold the page up.
 * No DOM, no h3-js: the map, which loads h3-js, checks the hexagons' ids.
 */

/** The most text the checker reads: 100 times a 250-vertex corridor, far less than a second of parsing. */
export const MAX_INPUT_CHARS = 1_000_000;

/** A hexagon of a corridor response, as read: checked by the map. */
export type HexagonInput = {id: unknown; alt: unknown; sev: unknown};

export type MapInput =
  | {kind: 'empty'}
  | {kind: 'error'; message: string}
  /** `corridor` is whatever stands where a corridor goes: the rules judge it. */
  | {kind: 'data'; corridor?: unknown; hexagons?: HexagonInput[]; found: string}
  | {kind: 'route'; positions: unknown[]; found: string};

const failed = (message: string): MapInput => ({kind: 'error', message});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const sizeText = (chars: number) =>
  chars >= 1_000_000
    ? `${(chars / 1_000_000).toFixed(1)} million characters`
    : `${chars.toLocaleString('en-US')} characters`;

/** Why a text is too large to read, or undefined. Call it before reading a dropped file's text too (with its size in bytes). */
export function tooLarge(chars: number): string | undefined {
  if (chars <= MAX_INPUT_CHARS) return undefined;
  return `This input has ${sizeText(chars)}; the checker reads at most ${sizeText(MAX_INPUT_CHARS)}. A corridor may have at most 250 vertices, which is about 10,000 characters of JSON: paste one corridor, not a whole file of them.`;
}

/** The position (line and column) of a character, for a JSON error. */
function lineAndColumn(text: string, index: number): string {
  const before = text.slice(0, index).split('\n');
  return `line ${before.length}, column ${before.at(-1)!.length + 1}`;
}

/** The hexagons of a corridor response (`{data: {hexagons}}`), its `data`, or a list of hexagons. */
function hexagonsOf(value: unknown): HexagonInput[] | undefined {
  const list = Array.isArray(value)
    ? value
    : isObject(value) && Array.isArray(value.hexagons)
      ? value.hexagons
      : isObject(value) && isObject(value.data) && Array.isArray(value.data.hexagons)
        ? value.data.hexagons
        : undefined;
  if (!list || !list.every((item) => isObject(item) && 'id' in item)) return undefined;
  return list.map((item: Record<string, unknown>) => ({id: item.id, alt: item.alt, sev: item.sev}));
}

/**
 * The waypoints of a route as a reader gives it: a GeoJSON LineString, a Feature holding one, or a
 * list of [longitude, latitude] positions. Undefined when it is none of these (it may be a corridor).
 */
export function routeOf(value: unknown): {positions: unknown[]; found: string} | undefined {
  if (Array.isArray(value) && value.length > 0 && value.every((p) => Array.isArray(p) && !p.some(Array.isArray)))
    return {positions: value, found: 'a list of positions'};
  const object = value as {type?: unknown; coordinates?: unknown; geometry?: unknown} | null;
  if (object?.type === 'LineString' && Array.isArray(object.coordinates))
    return {positions: object.coordinates, found: 'a GeoJSON LineString'};
  const geometry = object?.type === 'Feature' ? (object.geometry as typeof object) : undefined;
  if (geometry?.type === 'LineString' && Array.isArray(geometry.coordinates))
    return {positions: geometry.coordinates, found: 'a GeoJSON Feature holding a LineString'};
  return undefined;
}

/** Map data from a JSON value already parsed (an example on a page). */
export function readValue(value: unknown): MapInput {
  const route = routeOf(value);
  if (route) return {kind: 'route', ...route};
  if (!isObject(value)) {
    const hexagons = hexagonsOf(value);
    if (hexagons) return {kind: 'data', hexagons, found: 'a list of hexagons'};
    const what = Array.isArray(value) ? 'a list' : value === null ? 'null' : `a ${typeof value}`;
    return failed(
      `This is JSON, but ${what}, not GeoJSON. Paste a GeoJSON Polygon ({"type": "Polygon", "coordinates": [...]}), a Feature holding one, a corridor request body ({"corridor": {...}}), or a route (a LineString, or a list of [longitude, latitude] positions).`,
    );
  }
  const hexagons = hexagonsOf(value);
  if ('corridor' in value) return {kind: 'data', corridor: value.corridor, hexagons, found: 'a corridor request body'};
  if (value.type === 'Feature') {
    if (!isObject(value.geometry))
      return failed('This GeoJSON Feature has no geometry. Give it a Polygon geometry: the corridor.');
    return {kind: 'data', corridor: value.geometry, found: 'a GeoJSON Feature'};
  }
  if (value.type === 'FeatureCollection') {
    const features = Array.isArray(value.features) ? value.features : [];
    if (features.length === 1 && isObject(features[0]) && isObject(features[0].geometry))
      return {kind: 'data', corridor: features[0].geometry, found: 'a GeoJSON FeatureCollection of one Feature'};
    return failed(
      `This GeoJSON FeatureCollection holds ${features.length} features. A corridor request takes one corridor: paste one Feature (or its Polygon) at a time.`,
    );
  }
  if (typeof value.type === 'string') return {kind: 'data', corridor: value, found: `a GeoJSON ${value.type}`};
  if (hexagons) return {kind: 'data', hexagons, found: 'a corridor response'};
  return failed(
    `This JSON object is not GeoJSON: it has no "type" (its keys: ${Object.keys(value).slice(0, 5).join(', ') || 'none'}). Paste a GeoJSON Polygon, a Feature holding one, a corridor request body ({"corridor": {...}}), or a route (a LineString).`,
  );
}

/** Map data from a reader's text: size first, then JSON, then GeoJSON. */
export function readText(text: string): MapInput {
  const large = tooLarge(text.length);
  if (large) return failed(large);
  if (text.trim() === '') return {kind: 'empty'};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // Engines word it differently: V8 names a position for some mistakes, quotes the text for others.
    const reason = error instanceof Error ? error.message : String(error);
    const at = /position (\d+)/.exec(reason)?.[1];
    const where = at ? `the first problem is at ${lineAndColumn(text, Number(at))}` : reason.slice(0, 120);
    return failed(
      `This is not JSON (${where}). Paste GeoJSON as JSON: keys in double quotes, no trailing commas, no comments.`,
    );
  }
  return readValue(value);
}
