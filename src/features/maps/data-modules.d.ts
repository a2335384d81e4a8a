// The data modules this feature's plugin writes at build time and aliases (./index.ts).

// The land of the maps (./natural-earth.ts).
declare module '@skypath/corridor-land' {
  import type {LandTiles} from './land';

  const land: LandTiles;
  export default land;
}

// The reference's examples that get a map, by the key of their text, with the map's title, JSON and
// limits (./example-maps.ts).
declare module '@skypath/example-maps' {
  const examples: Readonly<Record<string, import('../../core/corridor/examples').ReferenceExampleMap>>;
  export default examples;
}
