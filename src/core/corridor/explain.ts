/**
 * Every corridor rule as the checker shows it: passed, broken (with its figure and how to fix it)
 * or not checked (a rule before it failed). Only `checkCorridor` judges; this words its answer.
 */
import {checkCorridor, CORRIDOR_LIMITS, type CorridorProblem, type CorridorRule} from './rules';

export type RuleStatus = 'pass' | 'fail' | 'unchecked';

export type RuleResult = {
  rule: CorridorRule;
  name: string;
  status: RuleStatus;
  /** What was found, with its figure (from the rules module's message). */
  found?: string;
  fix?: string;
};

const {maxVertices, maxAreaKm2} = CORRIDOR_LIMITS;
const number = (value: number) => value.toLocaleString('en-US', {maximumFractionDigits: 1});

/** The rules in the order the checker lists them, each with a name a reader knows it by. */
export const RULES: readonly {rule: CorridorRule; name: string}[] = [
  {rule: 'polygon', name: 'A GeoJSON Polygon'},
  {rule: 'rings', name: 'One ring, no holes'},
  {rule: 'positions', name: 'Positions of two numbers, at least 4 of them'},
  {rule: 'range', name: 'Longitudes from −180 to 180, latitudes from −90 to 90'},
  {rule: 'closed', name: 'A closed ring'},
  {rule: 'vertices', name: `At most ${maxVertices} vertices`},
  {rule: 'area', name: `At most ${number(maxAreaKm2)} km²`},
  {rule: 'convex', name: 'Convex'},
];

type Geometry = {type?: unknown; coordinates?: unknown};
type Position = [number, number];

const ringOf = (corridor: unknown): Position[] => {
  const rings = (corridor as Geometry | null | undefined)?.coordinates;
  return Array.isArray(rings) && Array.isArray(rings[0]) ? (rings[0] as Position[]) : [];
};

/** The positions of a ring where it turns against most of its turns: where it stops being convex. */
export function concaveVertices(ring: readonly Position[]): number[] {
  const closed = ring.length > 1 && ring[0]![0] === ring.at(-1)![0] && ring[0]![1] === ring.at(-1)![1];
  const points = closed ? ring.slice(0, -1) : ring;
  const turns = points.map((_, i) => {
    const [a, b, c] = [points[(i + points.length - 1) % points.length]!, points[i]!, points[(i + 1) % points.length]!];
    return Math.sign((b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]));
  });
  const majority = Math.sign(turns.reduce((sum, turn) => sum + turn, 0)) || 1;
  return turns.flatMap((turn, i) => (turn === -majority ? [i] : []));
}

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
      return `${type ? `A ${type} is not a Polygon. ` : 'It has no GeoJSON "type". '}Write the corridor as {"type": "Polygon", "coordinates": [[[longitude, latitude], …]]}.`;
    }
    case 'rings':
      return 'A corridor has one ring and no holes: keep the first ring (the outline) and remove the others.';
    case 'positions': {
      const odd = ring.findIndex((p) => !Array.isArray(p) || p.length !== 2 || !p.every(Number.isFinite));
      if (odd >= 0) {
        const value = JSON.stringify(ring[odd]);
        return `Position ${odd + 1} is ${value && value.length > 60 ? `${value.slice(0, 60)}…` : value}. Write every position as two numbers, [longitude, latitude]: no altitude, no strings.`;
      }
      return 'A ring needs at least three corners and the first position again at the end: four positions or more.';
    }
    case 'range': {
      const bad = ring.findIndex(([lon, lat]) => Math.abs(lon) > 180 || Math.abs(lat) > 90);
      const swapped = bad >= 0 && Math.abs(ring[bad]![1]) > 90 && Math.abs(ring[bad]![0]) <= 90;
      return `${bad >= 0 ? `The first is ${at(ring, bad)}. ` : ''}${swapped ? 'Its latitude is beyond 90°: the two numbers look swapped. ' : ''}GeoJSON positions are [longitude, latitude], longitude first.`;
    }
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
      const concave = concaveVertices(ring);
      return `${concave.length > 0 ? `It turns inward at ${at(ring, concave[0]!)}${concave.length > 1 ? ` and ${concave.length - 1} more` : ''}. ` : ''}Move or remove those vertices so the outline bulges outward everywhere, use the convex hull if it stays within the area limit, or split the corridor into convex pieces.`;
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
    if (rule === 'area' || rule === 'convex') return figures.areaKm2 !== undefined;
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
