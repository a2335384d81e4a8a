import path from 'node:path';
import type {Feature} from '../../core/feature';
import {replaceModule} from '../../core/docusaurus/replace-module';

/** The OpenAPI packages whose imports get the stand-ins; the same import elsewhere is untouched. */
const OPENAPI_PACKAGES = /[\\/]node_modules[\\/]docusaurus-(?:plugin|theme)-openapi-docs[\\/]/;

/** Each replaced bare import and the file that stands in for it. */
export const STAND_INS: Record<string, string> = {
  'crypto-js': 'crypto-js-sha1.mjs',
  pako: 'pako-none.mjs',
  chalk: 'chalk-plain.mjs',
};

/**
 * The file that stands in for `request` imported from the folder `context`, or undefined when the
 * import keeps its package: only the OpenAPI packages' own bare imports are replaced.
 */
export function standInFor(request: string, context: string): string | undefined {
  const file = Object.hasOwn(STAND_INS, request) ? STAND_INS[request] : undefined;
  return file && OPENAPI_PACKAGES.test(`${context}${path.sep}`) ? path.join(__dirname, file) : undefined;
}

/**
 * Trims what the OpenAPI theme puts in every API reference page's first load: all of crypto-js to
 * call CryptoJS.SHA1 (a shim with SHA-1 only; `crypto-js/sha1` still resolves to the real module),
 * pako to inflate operations the site generates uncompressed (`disableCompression`), and chalk for
 * one console warning. Only the two OpenAPI packages' own imports are replaced.
 */
export default {
  name: 'slim-openapi-theme',
  folder: __dirname,
  plugin: () => ({
    configureWebpack: (_config, _isServer, {currentBundler}) => ({
      plugins: [replaceModule(currentBundler, new RegExp(`^(${Object.keys(STAND_INS).join('|')})$`), standInFor)],
    }),
  }),
} satisfies Feature;
