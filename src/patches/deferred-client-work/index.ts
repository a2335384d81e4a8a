import path from 'node:path';
import type {Feature} from '../../core/feature';
import {replaceModule} from '../../core/docusaurus/replace-module';

/** Modules of the Docusaurus client runtime replaced here, by request. */
export const REPLACEMENTS: {request: RegExp; file: string}[] = [
  {request: /^\.\/docusaurus$/, file: 'docusaurus.ts'},
  {request: /^\.\.?\/browserContext$/, file: 'browserContext.tsx'},
];

/**
 * Keeps two pieces of Docusaurus's client work out of long main-thread tasks after a page loads,
 * without changing what they do:
 * - Link prefetching (site-spec.md §7): Docusaurus prefetches every link's route as the link scrolls
 *   into view, on a docs page every sidebar link at once, in one task. ./docusaurus.ts runs the same
 *   prefetches in short idle slices; the 2G and data-saver rule stays in Docusaurus.
 * - The end of hydration: every code block and tab group remounts when useIsBrowser() turns true,
 *   in one synchronous render (on an API reference page most of the page). ./browserContext.tsx
 *   makes that update a transition, which React renders in slices.
 * In production builds the client entry is ./clientEntry.ts, which evaluates the startup modules
 * over several tasks before running Docusaurus's entry.
 */
export default {
  name: 'deferred-client-work',
  folder: __dirname,
  plugin: () => ({
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      const clientDir = path.dirname(require.resolve('@docusaurus/core/lib/client/docusaurus.js'));
      return {
        // Production only: the dev server's hot reloading is set up around Docusaurus's own entry.
        ...(config.mode === 'production' ? {entry: path.join(__dirname, 'clientEntry.ts')} : {}),
        plugins: REPLACEMENTS.map(({request, file}) =>
          // Only the runtime's own imports (./docusaurus from clientEntry, ../browserContext from the
          // useIsBrowser export), not a file of the same name elsewhere.
          replaceModule(currentBundler, request, (asked, importer) =>
            path.dirname(path.resolve(importer, asked)) === clientDir ? path.join(__dirname, file) : undefined,
          ),
        ),
      };
    },
  }),
} satisfies Feature;
