import {type Page} from '@playwright/test';
import {test, expect, open} from '../../../../tests/e2e/helpers';
import {answers, formatRelevance, RELEVANCE_FLOORS, scoreRankings} from '../../../core/search-relevance';
import {READER_QUESTIONS, SEARCH_QUERIES, type SearchQuery} from './search-queries';

// Ranking: the query set of tests/search-queries.ts, each typed in the navbar's search from
// its page, must list its expected page in the first three pages. The queries of one start page run
// in one browser page, one after another (a page and its search index per query cost more than the
// query); each wrong one is listed with what came first instead.

/** What a result row reads as: "title | section version › breadcrumb". */
const SECTION_LABEL = /^(Intro|API|Blog|iOS SDK \S+|Web SDK \S+)( ›|$)/;

/**
 * The pages the navbar's results list, in order, each as the reader sees its first row: "title |
 * label" for a page, "heading | label › page title" for a heading or passage. A row under a page
 * already listed ("… | label › title…") is that page again; a row whose second line is not a
 * section's label is a heading or passage under the row above it. Both are left out.
 */
async function listedPages(page: Page): Promise<string[]> {
  const rows = await page
    .getByRole('listbox')
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLElement).innerText.replace(/\n+/g, ' | ')));
  const pages: string[] = [];
  for (const row of rows) {
    if (!SECTION_LABEL.test(row.split(' | ')[1] ?? '')) continue;
    if (!pages.some((listed) => isPage(row, listed))) pages.push(row);
  }
  return pages;
}

/** Whether a listed row is the page `expected` ("title | label"), or a heading or passage of it ("… | label › title…"). */
function isPage(row: string, expected: string): boolean {
  const [title, label] = expected.split(' | ');
  const path = row.split(' | ')[1] ?? '';
  return row === expected || path === `${label} › ${title}` || path.startsWith(`${label} › ${title} ›`);
}

/** Types a query in the navbar's search from a fresh field and waits for its results. */
async function typeQuery(page: Page, words: string) {
  const search = page.locator('nav.navbar input[aria-label="Search"]');
  await page.keyboard.press('Control+k');
  await expect(search).toBeFocused();
  // An empty field first, and no results left of the query before: a stale list could hold the
  // expected page.
  await search.fill('');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(0);
  // The words arrive at once, as a paste does: no results of a part of the query.
  await page.keyboard.insertText(words);
}

/** The queries by the page they are typed from: one browser page per start page, its queries one after another. */
function byPage(queries: readonly SearchQuery[]): Map<string, SearchQuery[]> {
  const pages = new Map<string, SearchQuery[]>();
  for (const query of queries) {
    const from = query.from ?? '/docs/';
    pages.set(from, [...(pages.get(from) ?? []), query]);
  }
  return pages;
}

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
  const rankings: string[][] = [];
  for (const [from, queries] of byPage(READER_QUESTIONS)) {
    await open(page, from);
    for (const query of queries) {
      await typeQuery(page, query.words);
      // The list once it holds results and stops changing (a poll that compares two reads).
      let last = '';
      await expect
        .poll(async () => {
          const now = JSON.stringify((await listedPages(page)).slice(0, 3));
          const settled = now === last && now !== '[]';
          last = now;
          return settled;
        })
        .toBe(true)
        .catch(() => undefined);
      const listed = (JSON.parse(last || '[]') as string[]).map(
        (row) => answers(query).find((answer) => isPage(row, answer)) ?? row,
      );
      rankings.push(listed);
    }
  }
  const questions = [...byPage(READER_QUESTIONS).values()].flat();
  const score = scoreRankings(questions, rankings);
  console.log(`Site search, reader questions: ${formatRelevance(score)}`);
  const detail = `${formatRelevance(score)}; missed:\n${score.misses.join('\n')}`;
  expect(score.first, detail).toBeGreaterThanOrEqual(RELEVANCE_FLOORS.first);
  expect(score.topThree, detail).toBeGreaterThanOrEqual(RELEVANCE_FLOORS.topThree);
});
