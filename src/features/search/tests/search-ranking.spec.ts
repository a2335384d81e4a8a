import {type Page} from '@playwright/test';
import {test, expect, open} from '../../../../tests/e2e/helpers';
import {READER_QUESTIONS, relevance, SEARCH_QUERIES} from './search-queries';

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

/** The queries by the page they are typed from: one browser page per start page, its queries one after another. */
const BY_PAGE = new Map<string, {words: string; expected: string}[]>();
for (const {words, expected, from = '/docs/'} of SEARCH_QUERIES)
  BY_PAGE.set(from, [...(BY_PAGE.get(from) ?? []), {words, expected}]);

for (const [from, queries] of BY_PAGE) {
  test(`from ${from}: each of its ${queries.length} queries lists its expected page in the first three pages`, async ({
    page,
  }) => {
    test.setTimeout(30_000 + queries.length * 15_000);
    await open(page, from);
    const search = page.locator('nav.navbar input[aria-label="Search"]');
    const wrong: string[] = [];
    for (const {words, expected} of queries) {
      await page.keyboard.press('Control+k');
      await expect(search).toBeFocused();
      // An empty field first, and no results left of the query before: a stale list could hold the
      // expected page.
      await search.fill('');
      await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(0);
      // The words arrive at once, as a paste does: no results of a part of the query.
      await page.keyboard.insertText(words);
      // The first three pages listed; once the expected one is among them, it alone.
      const firstThree = async () => {
        const rows = (await listedPages(page)).slice(0, 3);
        return rows.some((row) => isPage(row, expected)) ? expected : rows;
      };
      await expect
        .poll(firstThree)
        .toEqual(expected)
        .catch(async () => wrong.push(`"${words}": ${expected} is not in ${JSON.stringify(await firstThree())}`));
    }
    expect(wrong, `queries typed from ${from} whose expected page is not in the first three`).toEqual([]);
  });
}

/**
 * The reader questions (search-queries.ts): the share the navbar's search answers first and within
 * its first three pages, typed from the Intro. Floors at today's figures, so a ranking change that
 * loses answers fails; the goal of issue #39 is 60% first and 85% in the first three.
 */
const FLOORS = {first: 0.5, topThree: 0.65};

test(`reader questions: at least ${FLOORS.first * 100}% answered first, ${FLOORS.topThree * 100}% in the first three`, async ({
  page,
}) => {
  test.setTimeout(30_000 + READER_QUESTIONS.length * 10_000);
  await open(page, '/docs/');
  const search = page.locator('nav.navbar input[aria-label="Search"]');
  const listbox = page.getByRole('listbox', {includeHidden: true});
  const score = await relevance(READER_QUESTIONS, async (words) => {
    await page.keyboard.press('Control+k');
    await expect(search).toBeFocused();
    await search.fill('');
    await page.keyboard.insertText(words);
    await expect(listbox).toHaveAttribute('data-answers', words);
    return (await listedPages(page)).map((row) => row.split(' | ').slice(0, 2).join(' | '));
  });
  console.log(
    `site search, reader questions: ${(score.first * 100).toFixed(1)}% first, ${(score.topThree * 100).toFixed(1)}% in the first three`,
  );
  expect(score.first, score.misses.join('\n')).toBeGreaterThanOrEqual(FLOORS.first);
  expect(score.topThree, score.misses.join('\n')).toBeGreaterThanOrEqual(FLOORS.topThree);
});
