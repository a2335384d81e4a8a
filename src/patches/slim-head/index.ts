import path from 'node:path';
import type {Feature} from '../../core/feature';
import {replaceModule} from '../../core/docusaurus/replace-module';

/** The folder of Docusaurus's client runtime, whose entry and `<Head>` import react-helmet-async. */
const CLIENT = path.dirname(require.resolve('@docusaurus/core/lib/client/clientEntry.js'));

/** The stand-in for `react-helmet-async` imported from `importer`, or undefined where the package stays. */
export function standInFor(request: string, importer: string): string | undefined {
  const fromRuntime = importer === CLIENT || importer === path.join(CLIENT, 'exports');
  return request === 'react-helmet-async' && fromRuntime ? path.join(__dirname, 'helmet.tsx') : undefined;
}

/**
 * Docusaurus's `<Head>` is react-helmet-async's `Helmet` (about 5.4 KB Brotli in `main.js` with the
 * packages it brings). The server keeps it: it writes every page's head into the HTML. In the client
 * bundle, core's `react-helmet-async` import gets ./helmet.tsx, which writes the same head after a
 * navigation (./state.ts reads and merges the `<Head>`s as react-helmet-async 1.3.0 does).
 */
export default {
  name: 'slim-head',
  folder: __dirname,
  plugin: () => ({
    configureWebpack: (_config, isServer, {currentBundler}) =>
      isServer ? {} : {plugins: [replaceModule(currentBundler, /^react-helmet-async$/, standInFor)]},
  }),
} satisfies Feature;
