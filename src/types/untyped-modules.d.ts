// Packages that ship no type declarations, as far as our JavaScript uses them.

// src/plugins/slim-openapi-theme/crypto-js-sha1.mjs: crypto-js's SHA-1 alone.
declare module 'crypto-js/sha1.js' {
  /** The SHA-1 hash of a UTF-8 string, as a crypto-js WordArray: its `toString()` is the hex digest. */
  export default function SHA1(message: string): {toString(): string};
}

// eslint.config.mjs: jsx-a11y's flat configs.
declare module 'eslint-plugin-jsx-a11y' {
  import type {Linter} from 'eslint';

  const plugin: {flatConfigs: Record<'recommended' | 'strict', Linter.Config>};
  export default plugin;
}

// src/components/CorridorMap: the land the corridor-land plugin writes at build time (aliased by it).
declare module '@skypath/corridor-land' {
  import type {LandTiles} from '@site/src/corridor/land';

  const land: LandTiles;
  export default land;
}

// src/components/SampleServer: the request validators the sample-server plugin generates at build time (aliased by it).
declare module '@skypath/sample-validators' {
  import type {Validator} from '@site/src/components/SampleServer/answer';

  export const validators: Readonly<Record<string, Validator | undefined>>;
}

// src/theme/CodeSamples: the reference's examples that get a map, by the key of their text, with the map's
// title, JSON and limits (written at build time by src/plugins/example-maps, aliased by it).
declare module '@skypath/example-maps' {
  const examples: Readonly<Record<string, import('../corridor/examples').ReferenceExampleMap>>;
  export default examples;
}
