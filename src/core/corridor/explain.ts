/**
 * Every corridor rule as the checker shows it: passed, broken (with its figure and how to fix it)
 * or not checked (a rule before it failed). Only `checkCorridor` judges; this words its answer.
 */
import {checkCorridor, concaveVertices, CORRIDOR_LIMITS, type CorridorProblem, type CorridorRule} from './rules';

export {concaveVertices};

export type RuleStatus = 'pass' | 'fail' | 'unchecked';

type RuleResult = {rule: CorridorRule; name: string; status: RuleStatus; found?: string; fix?: string};

const {maxVertices, maxAreaKm2} = CORRIDOR_LIMITS;
const number = (value: number) => value.toLocaleString('en-US', {maximumFractionDigits: 1});

/** The rules in the order the checker lists them, each with a name a reader knows it by. */
export const RULES: readonly {rule: CorridorRule; name: string}[] = [
  {rule: 'polygon', name: 'A GeoJSON Polygon'},
  {rule: 'rings', name: 'One ring, no holes'},
  {rule: 'positions', name: 'Positions of two numbers, at least 4 of them'},
  {rule: 'range', name: 'Longitudes from −180 to 180, latitudes from −90 to 90'},
  {rule: 'antimeridian', name: 'Not across 180° of longitude'},
  {rule: 'closed', name: 'A closed ring'},
  {rule: 'vertices', name: `At most ${maxVertices} vertices`},
  {rule: 'area', name: `At most ${number(maxAreaKm2)} km²`},
  {rule: 'crossing', name: 'Does not cross or touch itself'},
  {rule: 'convex', name: 'Convex'},
];

type Geometry = {type?: unknown; coordinates?: unknown};
type Position = [number, number];

const ringOf = (corridor: unknown): Position[] => {
  const rings = (corridor as Geometry | null | undefined)?.coordinates;
  return Array.isArray(rings) && Array.isArray(rings[0]) ? (rings[0] as Position[]) : [];
};

const at = (ring: readonly Position[], i: number) => `position ${i + 1}, [${ring[i]!.join(', ')}]`;

function fixFor(problem: CorridorProblem, corridor: unknown): string {
  const geometry = corridor as Geometry | null | undefined;
  const ring = ringOf(corridor);
  switch (problem.rule) {
    case 'polygon': {
      const type = typeof geometry?.type === 'string' ? geometry.type : undefined;
      if (type === 'MultiPolygon') {
        const count = Array.isArray(geometry?.coordinates) ? geometry.coordinates.length : 0;
        return `A corridor is one Polygon, and this MultiPolygon holds ${count}. Send each polygon as a corridor of its own, one request each, and merge the hexagons of the answers (Cover a large area shows how).`;
      }
      if (type === 'LineString')
        return 'A LineString is a route, not an area. Paste the route alone (the LineString, a Feature holding it, or its list of [longitude, latitude] positions) and set the route width: the checker lays it out in corridors.';
      if (type === 'MultiLineString')
        return 'A MultiLineString is a route, not an area. Paste one of its lines at a time, as a LineString, and set the route width: the checker lays it out in corridors.';
      if (type === 'Polygon')
        return 'Give the Polygon its "coordinates": an array holding one ring of [longitude, latitude] positions.';
      if (type === 'Feature')
        return 'Give the Feature a Polygon geometry, or give the Polygon alone: {"type": "Polygon", "coordinates": [[[longitude, latitude], …]]}.';
      if (type === 'FeatureCollection' || type === 'GeometryCollection')
        return `A corridor request takes one corridor: give one Polygon of this ${type} at a time, each in a request of its own.`;
      if (Array.isArray(corridor))
        return 'A list of [longitude, latitude] positions is a ring: write the corridor as {"type": "Polygon", "coordinates": [ring]}.';
      const kind = type
        ? `A ${type.length > 30 ? `${type.slice(0, 30)}…` : type} is not a Polygon. `
        : geometry && typeof geometry === 'object' && geometry.type !== undefined
          ? 'Its "type" is not a GeoJSON type. '
          : 'It has no GeoJSON "type". ';
      return `${kind}Write the corridor as {"type": "Polygon", "coordinates": [[[longitude, latitude], …]]}.`;
    }
    case 'rings':
      return 'A corridor has one ring and no holes: keep the first ring (the outline) and remove the others.';
    case 'positions': {
      const odd: unknown = problem.position === undefined ? undefined : ring[problem.position - 1];
      if (Array.isArray(odd) && odd.length === 3 && odd.every(Number.isFinite))
        return "Leave out the third number of every position: a corridor's positions are [longitude, latitude], and the altitudes it covers are the request's minAltitude and maxAltitude. The docs do not say how the API treats a third number.";
      if (problem.position !== undefined)
        return 'Write every position as two numbers, [longitude, latitude]: no altitude, no strings.';
      if (problem.limit === 3)
        return 'Give the ring at least three corners that are not all the same point, and the first position again at the end.';
      if (problem.limit === undefined)
        return 'Write the corridor as {"type": "Polygon", "coordinates": [[[longitude, latitude], …]]}: "coordinates" holds the ring, a list of positions.';
      return 'A ring needs at least three corners and the first position again at the end: four positions or more.';
    }
    case 'range': {
      const bad = ring.findIndex(([lon, lat]) => Math.abs(lon) > 180 || Math.abs(lat) > 90);
      const swapped = bad >= 0 && Math.abs(ring[bad]![1]) > 90 && Math.abs(ring[bad]![0]) <= 90;
      return `${bad >= 0 ? `The first is ${at(ring, bad)}. ` : ''}${swapped ? 'Its latitude is beyond 90°: the two numbers look swapped. ' : ''}GeoJSON positions are [longitude, latitude], longitude first.`;
    }
    case 'antimeridian':
      return 'Split the corridor at 180° into two corridors, one with longitudes up to 180 and one from −180, and send each as a request of its own; or paste the route and a width, and the checker lays the route out in corridors already split at 180°.';
    case 'crossing':
      return 'List the corners in the order they go around the outline, clockwise or counter-clockwise, each once, with the first again at the end. A ring walked around twice, a bow-tie or a star is not one area.';
    case 'closed':
      return ring.length > 0
        ? `Add the first position, [${ring[0]!.join(', ')}], again at the end of the ring.`
        : 'Repeat the first position at the end of the ring.';
    case 'vertices':
      return `Remove ${number((problem.value ?? 0) - maxVertices)} or more vertices: simplify the outline (a convex corridor rarely needs many), or split it into several corridors.`;
    case 'area': {
      const over = (problem.value ?? 0) - maxAreaKm2;
      return `That is ${number(over)} km² over the limit. Make the corridor narrower or shorter, or split the route into several corridors within the limit (Cover a large area shows how).`;
    }
    case 'convex': {
      return `Move or remove ${concaveVertices(ring).length > 1 ? 'the vertices where it turns inward' : 'that vertex'} so the outline bulges outward everywhere, use the convex hull if it stays within the area limit, or split the corridor into convex pieces.`;
    }
  }
}

/** Every rule, with what was found and how to fix it. */
export function explainCorridor(corridor: unknown): {
  results: RuleResult[];
  figures: ReturnType<typeof checkCorridor>['figures'];
  valid: boolean;
} {
  const {problems, figures} = checkCorridor(corridor);
  const byRule = new Map<CorridorRule, CorridorProblem>();
  for (const problem of problems) if (!byRule.has(problem.rule)) byRule.set(problem.rule, problem);
  const checked = (rule: CorridorRule): boolean => {
    if (rule === 'polygon' || byRule.has(rule)) return true;
    if (byRule.has('polygon')) return false;
    if (rule === 'rings' || rule === 'positions') return true;
    if (!figures) return false;
    if (rule === 'area' || rule === 'antimeridian') return figures.areaKm2 !== undefined;
    if (rule === 'crossing') return figures.simple !== undefined;
    if (rule === 'convex') return figures.convex !== undefined;
    return true;
  };
  const results = RULES.map(({rule, name}): RuleResult => {
    const problem = byRule.get(rule);
    if (problem)
      return {rule, name, status: 'fail', found: `The corridor ${problem.message}.`, fix: fixFor(problem, corridor)};
    return {rule, name, status: checked(rule) ? 'pass' : 'unchecked'};
  });
  return {results, figures, valid: problems.length === 0};
}

/** A corridor request body (the spec's CorridorRequest) holding the corridor: its one required field. */
export function requestBody(corridor: unknown): string {
  const {type, coordinates} = corridor as Geometry;
  return JSON.stringify({corridor: {type, coordinates}}, null, 2).replace(
    /\[\n\s+(-?[\d.e+-]+),\n\s+(-?[\d.e+-]+)\n\s+\]/g,
    '[$1, $2]',
  );
}
