import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {DataModule} from '../../core/docusaurus/data-module';
import type {GeometryCollection, Topology} from 'topojson-specification';
import {feature} from 'topojson-client';
import {buildLandTiles, type Point} from './land';

/** Natural Earth's land at 1:50m, from world-atlas (TopoJSON). */
const SOURCE = 'world-atlas/land-50m.json';
const LABEL = 'Natural Earth 1:50m land (public domain), via world-atlas 2.0.2';

/**
 * Simplification tolerance in degrees (0.02° ≈ 2.2 km of latitude): at a corridor's scale (about
 * 1° across) a shift under 3 px on a 400 px map.
 */
const TOLERANCE = 0.02;

/** Natural Earth's land polygons, each a list of rings of [longitude, latitude]. */
function naturalEarthLand(): Point[][][] {
  const topology = JSON.parse(readFileSync(createRequire(__filename).resolve(SOURCE), 'utf8')) as Topology<{
    land: GeometryCollection;
  }>;
  const polygons: Point[][][] = [];
  const polygon = (rings: number[][][]) => rings.map((ring) => ring.map((p): Point => [p[0]!, p[1]!]));
  for (const {geometry} of feature(topology, topology.objects.land).features) {
    if (geometry.type === 'Polygon') polygons.push(polygon(geometry.coordinates));
    else if (geometry.type === 'MultiPolygon') polygons.push(...geometry.coordinates.map(polygon));
  }
  return polygons;
}

/** The corridor maps' land, as a data module the map imports lazily: a chunk of its own. */
export const landModule: DataModule = {
  alias: '@skypath/corridor-land',
  file: 'land.json',
  make: () => JSON.stringify(buildLandTiles(naturalEarthLand(), {tolerance: TOLERANCE, source: LABEL})),
};
