import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {SEARCH_ROUTE} from '../../components/Search/pagefind';

export const PLUGIN_NAME = 'skypath-search';

/**
 * Full-text search with Pagefind: the pipeline's step (./step.ts) writes a bundle for each search
 * base; the navbar's field (src/theme/SearchBar) and the search page (src/theme/SearchPage, routed
 * here) load it when the reader searches; ./highlight.ts marks the words on the page a result opens.
 */
export default function search(): Plugin {
  return {
    name: PLUGIN_NAME,
    async contentLoaded({actions}) {
      actions.addRoute({path: SEARCH_ROUTE, component: '@theme/SearchPage', exact: true});
    },
    getClientModules() {
      return [path.join(__dirname, 'highlight.ts')];
    },
  };
}
