import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {DataModule} from '../../core/docusaurus/data-module';
import type {GeometryCollection, Topology} from 'topojson-specification';
import {feature} from 'topojson-client';
import {buildLandTiles, type Point} from './land';

/** The module the corridor map imports its land from (theme/CorridorMap/Map.tsx). */
export const LAND_MODULE = '@skypath/corridor-land';

/** Natural Earth's land at 1:50m, from world-atlas (TopoJSON). */
const SOURCE = {
  file: 'world-atlas/land-50m.json',
  label: 'Natural Earth 1:50m land (public domain), via world-atlas 2.0.2',
};

/**
 * Simplification tolerance in degrees (0.02° ≈ 2.2 km of latitude): at a corridor's scale (about
 * 1° across) a shift under 3 px on a 400 px map. The 1:50m land, simplified so and cut into 10°
 * tiles, is 239 KB raw, 83 KB gzip, 77 KB brotli (2026-11-26).
 */
const TOLERANCE = 0.02;

/** Natural Earth's land polygons, each a list of rings of [longitude, latitude]. */
export function naturalEarthLand(file = SOURCE.file): Point[][][] {
  const topology = JSON.parse(readFileSync(createRequire(__filename).resolve(file), 'utf8')) as Topology<{
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

/**
 * The corridor maps' land: Natural Earth's 1:50m land, simplified and tiled (./land.ts), as a data
 * module the map imports lazily: a chunk of its own that loads with the first map a reader opens,
 * content-hashed under /assets/ and held by the offline packs of the pages that can open a map.
 */
export const landModule: DataModule = {
  alias: LAND_MODULE,
  file: 'land.json',
  make: () => JSON.stringify(buildLandTiles(naturalEarthLand(), {tolerance: TOLERANCE, source: SOURCE.label})),
};
