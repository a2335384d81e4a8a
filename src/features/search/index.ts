/**
 * Full-text search with Pagefind: the pipeline's step (./step.ts) writes a bundle for each search
 * base; the navbar's field (theme/SearchBar) and the search page (theme/SearchPage, routed here)
 * load it when the reader searches; client/highlight.ts marks the words on the page a result opens.
 */
import path from 'node:path';
import type {Feature} from '../../core/feature';
import {SEARCH_ROUTE} from '../../core/paths';
import {startSearch, writeSearchIndexes} from './step';

export default {
  name: 'search',
  folder: __dirname,
  plugin: () => ({
    async contentLoaded({actions}) {
      actions.addRoute({path: SEARCH_ROUTE, component: '@theme/SearchPage', exact: true});
    },
    getClientModules: () => [path.join(__dirname, 'client', 'highlight.ts')],
  }),
  steps: [{name: 'search indexes', start: startSearch, run: writeSearchIndexes}],
} satisfies Feature;
