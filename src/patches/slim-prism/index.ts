import path from 'node:path';
import type {Feature} from '../../core/feature';

/** The theme's client module that imports Prism on every page to hand it to `@theme/prism-include-languages`. */
export const PRISM_CLIENT_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');

/**
 * Replaces the `prism-react-renderer` package in the site's bundles (client and server, so the
 * server-rendered code blocks match) with ./Highlight.tsx: the same component and markup over a
 * Prism build with only the grammars our pages use (./prism.ts). The config still reads its themes
 * from the package (in Node, outside the bundles).
 *
 * It also leaves out the theme's client module that imports Prism on every page only to call
 * `@theme/prism-include-languages`, which does nothing here: Prism then comes with the code block,
 * on the pages that render Markdown, not in `main.js`.
 */
export default {
  name: 'slim-prism',
  folder: __dirname,
  plugin: () => ({
    configureWebpack: () => ({
      resolve: {
        alias: {
          'prism-react-renderer$': path.join(__dirname, 'Highlight.tsx'),
          [`${PRISM_CLIENT_MODULE.replace(/\.js$/, '')}$`]: path.join(__dirname, 'noClientModule.ts'),
        },
      },
    }),
  }),
} satisfies Feature;
