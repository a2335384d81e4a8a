import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Replaces the `prism-react-renderer` package in the site's bundles (client and server, so the
 * server-rendered code blocks match) with ./Highlight.tsx: the same component and markup over a
 * Prism build with only the grammars our pages use (./prism.ts). The package itself is still what
 * the config reads its themes from (src/prismThemes.ts runs in Node, outside the bundles).
 */
export default function slimPrism(): Plugin {
  return {
    name: 'slim-prism',
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'Highlight.tsx')}}};
    },
  };
}
