// The product facts code reads, from `facts/domain.json`: the one file of facts small enough for the
// browser's bundles.
import domain from '../../facts/domain.json';

type Entry = (typeof domain.facts)[number];

function entry(id: string): Entry {
  const found = domain.facts.find((fact) => fact.id === id);
  if (!found) throw new Error(`facts/domain.json has no fact "${id}"`);
  return found;
}

const number = (id: string): number => {
  const found = entry(id);
  const value = 'values' in found ? found.values?.[0] : 'value' in found ? found.value : undefined;
  if (typeof value !== 'number') throw new Error(`fact "${id}" is not a number`);
  return value;
};
const span = (id: string) => entry(id).value as {min: number; max: number};

/** fact:domain.corridor.max-vertices, fact:domain.corridor.max-area: a REST corridor's limits. */
export const CORRIDOR_MAX_VERTICES = number('domain.corridor.max-vertices');
export const CORRIDOR_MAX_AREA_KM2 = number('domain.corridor.max-area');
/** fact:domain.ios.route-corridor.max-coordinates: the iOS SDK's `dataQuery.polygon`. */
export const IOS_POLYGON_MAX_COORDINATES = number('domain.ios.route-corridor.max-coordinates');
/** fact:domain.hexagon.resolution and tile-resolutions: H3 cells, and the Web SDK's tile ids. */
export const HEXAGON_RESOLUTION = number('domain.hexagon.resolution');
export const TILE_RESOLUTIONS = entry('domain.hexagon.tile-resolutions').value as number[];
/** fact:domain.altitude.blocks (thousands of feet), fact:domain.severity.range, fact:domain.edr.range. */
export const ALTITUDE_BLOCKS = span('domain.altitude.blocks');
export const SEVERITY_RANGE = span('domain.severity.range');
export const EDR_RANGE = span('domain.edr.range');

export type SeverityStyle = {
  value: number;
  label: string;
  fill: string;
  fillOpacity: number;
  stroke?: string;
  strokeOpacity?: number;
};
/** fact:domain.severity.legend: each severity's label and the iOS SDK's default map colors. */
export const SEVERITIES = entry('domain.severity.legend').value as readonly SeverityStyle[];
