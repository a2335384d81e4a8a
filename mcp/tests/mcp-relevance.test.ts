// search_docs against the reader questions and the ranking queries (search-queries.ts), on the docs
// the server reads from the build folder (npm run build first; skipped without one): the reader
// questions meet the floors, the ranking queries each list their page in the first three.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {formatRelevance, RELEVANCE_FLOORS, scoreRankings} from '../../src/core/search-relevance';
import {READER_QUESTIONS, SEARCH_QUERIES} from '../../src/features/search/tests/search-queries';
import {mcpRankings} from './mcp-rankings';

const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';
const skip = existsSync(`${BUILD_DIR}/site.json`) ? false : `no ${BUILD_DIR}/site.json: npm run build first`;

test('search_docs: the reader questions meet the floors', {skip}, async () => {
  const score = scoreRankings(READER_QUESTIONS, await mcpRankings(BUILD_DIR, READER_QUESTIONS));
  const detail = `${formatRelevance(score)}; missed:\n${score.misses.join('\n')}`;
  assert.ok(score.first >= RELEVANCE_FLOORS.first, detail);
  assert.ok(score.topThree >= RELEVANCE_FLOORS.topThree, detail);
});

test('search_docs: each ranking query lists its page in the first three', {skip}, async () => {
  const score = scoreRankings(SEARCH_QUERIES, await mcpRankings(BUILD_DIR, SEARCH_QUERIES));
  assert.deepEqual(score.misses, []);
});
