import path from 'node:path';
import type {Feature} from '../../core/feature';
import {replaceModule} from '../../core/docusaurus/replace-module';

/** theme-classic's folder, whose route-load bar (`lib/nprogress.js`) imports `nprogress`. */
const THEME = path.dirname(require.resolve('@docusaurus/theme-classic/lib/nprogress.js'));

/** The stand-in for `nprogress` imported from `importer`, or undefined where the package stays. */
export const standInFor = (request: string, importer: string): string | undefined =>
  request === 'nprogress' && importer === THEME ? path.join(__dirname, 'nprogress.ts') : undefined;

/**
 * theme-classic's route-load bar is the `nprogress` package (1.4 KB Brotli in `main.js`), of which
 * it calls three functions. Its `nprogress` import gets ./nprogress.ts: those three, same bar.
 */
export default {
  name: 'slim-nprogress',
  folder: __dirname,
  plugin: () => ({
    configureWebpack: (_config, isServer, {currentBundler}) =>
      isServer ? {} : {plugins: [replaceModule(currentBundler, /^nprogress$/, standInFor)]},
  }),
} satisfies Feature;
