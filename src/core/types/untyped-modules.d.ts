// Packages that ship no type declarations, as far as our JavaScript uses them.

// crypto-js's SHA-1 alone (the slim-openapi-theme patch's stand-in for crypto-js).
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
