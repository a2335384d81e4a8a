// `npm run bench -- --relevance` (or `node --import tsx mcp/tests/relevance-bench.ts [build folder]`): how well the docs MCP server's search_docs answers the relevance
// set (src/features/search/tests/search-queries.ts), read in process from a built site (`--dir`,
// default build): the share of questions answered first and within the first three, for the
// query set and the reader questions. The site's own search is scored by its browser test
// (search-ranking.spec.ts), which prints the same figures.
import {loadDocs} from '../src/docs.ts';
import {folderSource} from '../src/source.ts';
import {searchScope} from '../src/server.ts';
import {READER_QUESTIONS, relevance, SEARCH_QUERIES} from '../../src/features/search/tests/search-queries.ts';
import {NEXT, VERSIONS} from '../../tests/e2e/versions.ts';

/** The version a query's start page searches in, as the site's search bases scope it. */
function versionOf(from: string | undefined): {version?: string} {
  const [section, second] = (from ?? '/docs/').split('/').filter(Boolean);
  if (section !== 'ios' && section !== 'js') return {};
  if (second === NEXT) return {version: NEXT};
  return VERSIONS[section].older.includes(second ?? '') ? {version: second} : {};
}

export async function benchRelevance(dir: string) {
  const docs = await loadDocs(folderSource(dir));
  const rank = async (words: string, from?: string) => {
    const scope = searchScope(docs, versionOf(from));
    if ('error' in scope) throw new Error(scope.error);
    return docs.index
      .search(words, {filter: (route) => scope.filter(docs.page(route)!), limit: 3})
      .map((hit) => `${docs.page(hit.id)!.title} | ${docs.page(hit.id)!.label}`);
  };
  const sets = {
    'query set': SEARCH_QUERIES.map((query) => ({...query, expected: [query.expected]})),
    'reader questions': READER_QUESTIONS,
  };
  console.log(`\nsearch_docs on ${dir}:`);
  for (const [name, questions] of Object.entries(sets)) {
    const score = await relevance(questions, rank);
    console.log(
      `  ${name}: ${score.questions} questions, ${(score.first * 100).toFixed(1)}% first, ${(score.topThree * 100).toFixed(1)}% in the first three`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void benchRelevance(process.argv[2] ?? 'build');
