// What search_docs lists for each query, as "title | label", scoped by the page the query is typed
// from as the server scopes it; for the relevance test and the bench.
import {loadDocs} from '../src/docs';
import {searchScope} from '../src/server';
import {folderSource} from '../src/source';
import {type SearchQuery, versionOf} from '../../src/features/search/tests/search-queries';

export async function mcpRankings(buildDir: string, queries: readonly SearchQuery[]): Promise<string[][]> {
  const docs = await loadDocs(folderSource(buildDir));
  return queries.map(({words, from}) => {
    const scope = searchScope(docs, versionOf(from));
    if ('error' in scope) throw new Error(scope.error);
    return docs.index
      .search(words, {filter: (route) => scope.filter(docs.page(route)!), limit: 3})
      .map((hit) => docs.page(hit.id)!)
      .map((page) => `${page.title} | ${page.label}`);
  });
}
