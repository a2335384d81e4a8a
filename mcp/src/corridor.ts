/**
 * The check_corridor tool's answer, a function of its argument alone so a unit test can call it: a
 * corridor as an assistant gives it (a GeoJSON Polygon, a Feature or a FeatureCollection of one
 * Feature holding one, or a corridor request body; as an object or as JSON text) judged by the
 * corridor rules, each broken rule with its figure, the position where it breaks and how to fix it,
 * in the corridor checker's words. It never throws: whatever it is given, the answer says what it
 * received and what a corridor is.
 */
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {explainCorridor} from '../../src/core/corridor/explain';
import {checkCorridor, CORRIDOR_LIMITS, preview, received} from '../../src/core/corridor/rules';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What stands where the corridor goes, and what it was read from when it was not the corridor itself. */
export function corridorOf(value: unknown): {corridor: unknown; from?: string} {
  if (!isObject(value)) return {corridor: value};
  if (value.type === 'Feature') return {corridor: value.geometry, from: received(value)};
  if (value.type === 'FeatureCollection' && Array.isArray(value.features) && value.features.length === 1) {
    const [feature] = value.features as unknown[];
    if (isObject(feature) && feature.type === 'Feature')
      return {
        corridor: feature.geometry,
        from: `a GeoJSON FeatureCollection of one ${received(feature).replace(/^a GeoJSON /, '')}`,
      };
  }
  if (value.type === undefined && 'corridor' in value)
    return {corridor: value.corridor, from: 'a corridor request body'};
  return {corridor: value};
}

/** The tool's answer for its `geojson` argument, whatever that is. */
export function checkCorridorTool(geojson: unknown): CallToolResult {
  let value: unknown = geojson;
  if (typeof geojson === 'string') {
    try {
      value = JSON.parse(geojson);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const text = `The corridor is not JSON (${reason.slice(0, 120)}): the text given ${geojson.trim() === '' ? 'is empty' : `starts ${preview(geojson.trim().slice(0, 40))}`}. Give a GeoJSON Polygon, {"type": "Polygon", "coordinates": [[[longitude, latitude], …]]}, as an object or as JSON text.`;
      return {content: [{type: 'text', text}], isError: true};
    }
  }
  const {corridor, from} = corridorOf(value);
  const {problems, figures} = checkCorridor(corridor);
  const fixes = new Map(explainCorridor(corridor).results.map((result) => [result.rule, result.fix]));
  const explained = problems.map((problem) => ({...problem, fix: fixes.get(problem.rule)}));
  const figuresText = figures
    ? [
        `${figures.vertices} positions`,
        ...(figures.areaKm2 !== undefined ? [`${figures.areaKm2.toLocaleString('en-US')} km²`] : []),
        ...(figures.simple === false ? ['crosses itself'] : []),
        ...(figures.convex !== undefined ? [figures.convex ? 'convex' : 'not convex'] : []),
      ].join(', ')
    : '';
  const read = from ? ` (read from ${from})` : '';
  const text =
    problems.length === 0
      ? `The corridor${read} obeys every rule (${figuresText}).`
      : [
          `The corridor${read} breaks ${problems.length} rule(s)${figuresText ? ` (${figuresText})` : ''}:`,
          ...explained.map((problem) => `- The corridor ${problem.message}.${problem.fix ? ` ${problem.fix}` : ''}`),
        ].join('\n');
  return {
    content: [{type: 'text', text}],
    structuredContent: {
      valid: problems.length === 0,
      ...(from ? {readFrom: from} : {}),
      problems: explained,
      ...(figures ? {figures} : {}),
      limits: CORRIDOR_LIMITS,
    },
  };
}
