// The hexagons a map draws, each from its H3 id, checked against SkyPath's domain. Loaded with the
// map only (h3-js is most of the map's code).
import {cellToBoundary, getResolution, isValidCell} from 'h3-js';
import {ALTITUDE_BLOCKS, HEXAGON_RESOLUTION, SEVERITY_RANGE} from '../../../../core/domain-facts';
import type {HexagonInput} from './input';
import type {LonLat} from './geo';

/** At most this many hexagons are drawn (a corridor holds about 30 per altitude block at the area limit). */
export const MAX_HEXAGONS = 5000;

export type Hexagon = {id: string; alt: number; sev: number; boundary: LonLat[]};

const isIntegerIn = (value: unknown, {min, max}: {min: number; max: number}): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Why a hexagon cannot be drawn, or undefined. */
export function hexagonProblem({id, alt, sev}: HexagonInput): string | undefined {
  if (typeof id !== 'string' || !isValidCell(id)) return `"${String(id)}" is not an H3 cell id`;
  const resolution = getResolution(id);
  if (resolution !== HEXAGON_RESOLUTION)
    return `${id} is an H3 cell of resolution ${resolution}; SkyPath's hexagons are resolution ${HEXAGON_RESOLUTION}`;
  if (!isIntegerIn(alt, ALTITUDE_BLOCKS))
    return `${id}: alt ${JSON.stringify(alt)} is not an altitude block from ${ALTITUDE_BLOCKS.min} to ${ALTITUDE_BLOCKS.max}`;
  if (!isIntegerIn(sev, SEVERITY_RANGE))
    return `${id}: sev ${JSON.stringify(sev)} is not a severity from ${SEVERITY_RANGE.min} to ${SEVERITY_RANGE.max}`;
  return undefined;
}

/** The hexagons that can be drawn, each with its boundary as [longitude, latitude], and why the others cannot. */
export function readHexagons(inputs: readonly HexagonInput[]): {hexagons: Hexagon[]; problems: string[]} {
  const hexagons: Hexagon[] = [];
  const problems: string[] = [];
  for (const input of inputs) {
    const problem = hexagonProblem(input);
    if (problem) problems.push(problem);
    else if (hexagons.length >= MAX_HEXAGONS) {
      problems.push(`Only the first ${MAX_HEXAGONS.toLocaleString('en-US')} hexagons are drawn.`);
      break;
    } else
      hexagons.push({
        id: input.id as string,
        alt: input.alt as number,
        sev: input.sev as number,
        // h3-js gives [latitude, longitude]; GeoJSON and the map use [longitude, latitude].
        boundary: cellToBoundary(input.id as string).map(([lat, lng]) => [lng, lat] as const),
      });
  }
  return {hexagons, problems};
}
