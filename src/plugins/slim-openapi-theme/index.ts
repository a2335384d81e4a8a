import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Trims what the OpenAPI theme puts in every API reference page's first load:
 * - it imports all of crypto-js to call one function, CryptoJS.SHA1. The bare `crypto-js` import
 *   resolves to a shim with only SHA-1; `crypto-js/sha1` itself still resolves to the real module.
 * - it imports pako to inflate each page's operation, which the site generates uncompressed
 *   (`disableCompression`); `pako` resolves to ./pako-none.mjs.
 * - its response examples pull in chalk for one console warning; `chalk` resolves to
 *   ./chalk-plain.mjs, which returns the text uncoloured.
 * (The explorer and its code generators are deferred by src/theme/ApiExplorer.)
 */
export default function slimOpenApiTheme(): Plugin {
  return {
    name: 'slim-openapi-theme',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'crypto-js$': path.join(__dirname, 'crypto-js-sha1.mjs'),
            pako$: path.join(__dirname, 'pako-none.mjs'),
            chalk$: path.join(__dirname, 'chalk-plain.mjs'),
          },
        },
      };
    },
  };
}
