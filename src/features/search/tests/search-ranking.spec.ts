import {test, expect, open} from '../../../../tests/e2e/helpers';
import {answers, formatRelevance, RELEVANCE_FLOORS, scoreRankings} from '../../../core/search-relevance';
import {READER_QUESTIONS, SEARCH_QUERIES} from './search-queries';
import {byPage, isPage, listedPages, siteRankings, typeQuery} from './site-rankings';

// Ranking: the query set of tests/search-queries.ts, each typed in the navbar's search from
// its page, must list its expected page in the first three pages. The queries of one start page run
// in one browser page, one after another (a page and its search index per query cost more than the
// query); each wrong one is listed with what came first instead.

for (const [from, queries] of byPage(SEARCH_QUERIES)) {
  test(`from ${from}: each of its ${queries.length} queries lists its expected page in the first three pages`, async ({
    page,
  }) => {
    test.setTimeout(30_000 + queries.length * 15_000);
    await open(page, from);
    const wrong: string[] = [];
    for (const query of queries) {
      await typeQuery(page, query.words);
      // The first three pages listed; once an expected one is among them, the query's answers.
      const expected = answers(query);
      const firstThree = async () => {
        const rows = (await listedPages(page)).slice(0, 3);
        return rows.some((row) => expected.some((answer) => isPage(row, answer))) ? expected : rows;
      };
      await expect
        .poll(firstThree)
        .toEqual(expected)
        .catch(async () =>
          wrong.push(`"${query.words}": ${expected.join(' or ')} is not in ${JSON.stringify(await firstThree())}`),
        );
    }
    expect(wrong, `queries typed from ${from} whose expected page is not in the first three`).toEqual([]);
  });
}

test(`the ${READER_QUESTIONS.length} reader questions meet the floors (first, first three)`, async ({page}) => {
  test.setTimeout(60_000 + READER_QUESTIONS.length * 5_000);
  const score = scoreRankings(READER_QUESTIONS, await siteRankings(page, READER_QUESTIONS, open));
  console.log(`Site search, reader questions: ${formatRelevance(score)}\n${score.misses.join('\n')}`);
  const detail = `${formatRelevance(score)}; missed:\n${score.misses.join('\n')}`;
  expect(score.first, detail).toBeGreaterThanOrEqual(RELEVANCE_FLOORS.first);
  expect(score.topThree, detail).toBeGreaterThanOrEqual(RELEVANCE_FLOORS.topThree);
});
