import path from 'node:path';
import type {Feature} from '../../core/feature';
import {replaceModule} from '../../core/docusaurus/replace-module';

/** The package whose `tslib` import gets the stand-in; the same import elsewhere is untouched. */
const UTILS_COMMON = /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]lib$/;

/** The file that stands in for `tslib` imported from the folder `context`, or undefined when the import keeps its package. */
export function standInFor(request: string, context: string): string | undefined {
  return request === 'tslib' && UTILS_COMMON.test(context)
    ? path.join(__dirname, 'tslib-import-default.mjs')
    : undefined;
}

/**
 * `@docusaurus/utils-common`, which the client runtime and theme import on every page, is
 * compiled to CommonJS with TypeScript's `importHelpers`: its index calls one helper of tslib,
 * `__importDefault`, through `require("tslib")`, and a `require` keeps every export of tslib's
 * module in `main.js` (about 11 KB raw). Its `tslib` request resolves to ./tslib-import-default.mjs,
 * which has that helper only (tslib 2.9.1's code). Other packages' `tslib` imports are untouched.
 */
export default {
  name: 'slim-tslib',
  folder: __dirname,
  plugin: () => ({
    configureWebpack: (_config, _isServer, {currentBundler}) => ({
      plugins: [replaceModule(currentBundler, /^tslib$/, standInFor)],
    }),
  }),
} satisfies Feature;
