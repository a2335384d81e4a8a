// The corridor map's pure geometry: the view and its projection, longitudes made continuous across
// the antimeridian, the scale bar, flight levels. No DOM.

export type LonLat = readonly [longitude: number, latitude: number];

/** The map's drawing size (SVG user units); the SVG scales to its box. */
export const MAP_SIZE = {width: 600, height: 400} as const;

/** What the map shows: its centre and how many degrees of latitude fit its height. */
export type View = {lon: number; lat: number; span: number};

/** How far a reader may zoom: from about 1 NM to a quarter of the globe in the map's height. */
export const SPAN_LIMITS = {min: 0.05, max: 60} as const;

const cosDeg = (degrees: number) => Math.cos((degrees * Math.PI) / 180);

/** The horizontal scale at a latitude, never so small that x blows up near a pole. */
const xScale = (lat: number) => Math.max(cosDeg(lat), 0.05);

/** A local equirectangular projection centred on the view: a degree of latitude and a cos(lat) share of a degree of longitude are the same length. */
export function project(view: View, [lon, lat]: LonLat): [x: number, y: number] {
  const k = MAP_SIZE.height / view.span;
  return [MAP_SIZE.width / 2 + (lon - view.lon) * xScale(view.lat) * k, MAP_SIZE.height / 2 - (lat - view.lat) * k];
}

/** The inverse of project. */
export function unproject(view: View, [x, y]: readonly [number, number]): [lon: number, lat: number] {
  const k = MAP_SIZE.height / view.span;
  return [view.lon + (x - MAP_SIZE.width / 2) / (xScale(view.lat) * k), view.lat - (y - MAP_SIZE.height / 2) / k];
}

/** The longitudes and latitudes the view shows (west may be below -180 and east above 180). */
export function viewBox(view: View): {west: number; south: number; east: number; north: number} {
  const halfWidth = view.span * (MAP_SIZE.width / MAP_SIZE.height) * 0.5;
  return {
    west: view.lon - halfWidth / xScale(view.lat),
    east: view.lon + halfWidth / xScale(view.lat),
    south: Math.max(-90, view.lat - view.span / 2),
    north: Math.min(90, view.lat + view.span / 2),
  };
}

/** A longitude moved by whole turns to within 180° of `reference`: a line across the antimeridian stays in one piece. */
export function nearLongitude(lon: number, reference: number): number {
  return lon + 360 * Math.round((reference - lon) / 360);
}

/** Positions made continuous: each longitude within 180° of the one before (the first of `reference` when given). */
export function continuous(positions: readonly LonLat[], reference?: number): LonLat[] {
  const result: LonLat[] = [];
  let previous = reference;
  for (const [lon, lat] of positions) {
    const next = previous === undefined ? lon : nearLongitude(lon, previous);
    result.push([next, lat]);
    previous = next;
  }
  return result;
}

/** The view that fits positions with a margin (a tenth of their size on each side), or the world's middle without any. */
export function fitView(positions: readonly LonLat[]): View {
  if (positions.length === 0) return {lon: 0, lat: 20, span: SPAN_LIMITS.max};
  const lons = positions.map((p) => p[0]);
  const lats = positions.map((p) => Math.max(-85, Math.min(85, p[1])));
  const [west, east, south, north] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
  const lat = (south + north) / 2;
  const aspect = MAP_SIZE.width / MAP_SIZE.height;
  const span = Math.max(north - south, ((east - west) * xScale(lat)) / aspect) * 1.2;
  return {lon: (west + east) / 2, lat, span: clampSpan(span)};
}

export const clampSpan = (span: number) =>
  Math.min(SPAN_LIMITS.max, Math.max(SPAN_LIMITS.min, Number.isFinite(span) ? span : SPAN_LIMITS.max));

/** The view zoomed by `factor` (above 1 zooms in) about a point of the map (its centre by default), which stays put. */
export function zoom(
  view: View,
  factor: number,
  at: readonly [number, number] = [MAP_SIZE.width / 2, MAP_SIZE.height / 2],
): View {
  const span = clampSpan(view.span / factor);
  const [lon, lat] = unproject(view, at);
  // The new centre puts the same position at the same point: latitude first (x's scale depends on it).
  const k = MAP_SIZE.height / span;
  const centreLat = clampLat(lat + (at[1] - MAP_SIZE.height / 2) / k);
  return {lon: lon - (at[0] - MAP_SIZE.width / 2) / (xScale(centreLat) * k), lat: centreLat, span};
}

const clampLat = (lat: number) => Math.max(-85, Math.min(85, lat));

/** The view moved by a distance in map units (a drag, or a share of the map for an arrow key). */
export function pan(view: View, dx: number, dy: number): View {
  const k = MAP_SIZE.height / view.span;
  const lon = view.lon - dx / (xScale(view.lat) * k);
  return {lon: ((((lon + 180) % 360) + 360) % 360) - 180, lat: clampLat(view.lat + dy / k), span: view.span};
}

/** One nautical mile in degrees of latitude (1,852 m; a minute of arc). */
export const NM_IN_DEGREES = 1 / 60;

const SCALE_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000];

/** The scale bar: the roundest length in nautical miles no longer than `maxWidth` map units, and its width. */
export function scaleBar(view: View, maxWidth = MAP_SIZE.width / 4): {nm: number; width: number} {
  const perNm = (MAP_SIZE.height / view.span) * NM_IN_DEGREES;
  const nm = [...SCALE_STEPS].reverse().find((step) => step * perNm <= maxWidth) ?? SCALE_STEPS[0]!;
  return {nm, width: nm * perNm};
}

/** An altitude block (thousands of feet) as a flight level: 38 → FL380, 5 → FL050. */
export const flightLevel = (block: number) => `FL${String(Math.round(block * 10)).padStart(3, '0')}`;

/** An SVG path of rings, each closed, in map units rounded to a tenth. */
export function ringsPath(view: View, rings: readonly (readonly LonLat[])[]): string {
  return rings
    .filter((ring) => ring.length >= 2)
    .map(
      (ring) =>
        ring
          .map((position, i) => {
            const [x, y] = project(view, position);
            return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
          })
          .join('') + 'Z',
    )
    .join('');
}

/** An SVG path of the edges of rings, each ring closed, leaving out the edges `skip` names (a tile's cut edges). */
export function outlinePath(
  view: View,
  rings: readonly (readonly LonLat[])[],
  skip: (a: LonLat, b: LonLat) => boolean,
): string {
  let d = '';
  for (const ring of rings) {
    let drawing = false;
    for (let i = 0; i < ring.length; i++) {
      const [a, b] = [ring[i]!, ring[(i + 1) % ring.length]!];
      if (skip(a, b)) {
        drawing = false;
        continue;
      }
      if (!drawing) {
        const [x, y] = project(view, a);
        d += `M${x.toFixed(1)} ${y.toFixed(1)}`;
        drawing = true;
      }
      const [x, y] = project(view, b);
      d += `L${x.toFixed(1)} ${y.toFixed(1)}`;
    }
  }
  return d;
}
