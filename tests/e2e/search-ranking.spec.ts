import {type Page} from '@playwright/test';
import {test, expect, open} from './helpers';
import {SEARCH_QUERIES} from '../fixtures/search-queries';

// Ranking: the query set of tests/fixtures/search-queries.ts, each typed in the navbar's search from
// its page, must list its expected page in the first three pages.

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

for (const {words, expected, from = '/docs/'} of SEARCH_QUERIES) {
  test(`"${words}" from ${from} lists ${expected} in the first three pages`, async ({page}) => {
    await open(page, from);
    await page.keyboard.press('Control+k');
    await expect(page.locator('nav.navbar input[aria-label="Search"]')).toBeFocused();
    // The words arrive at once, as a paste does: no results of a part of the query.
    await page.keyboard.insertText(words);
    // The first three pages listed; once the expected one is among them, it alone.
    const firstThree = async () => {
      const rows = (await listedPages(page)).slice(0, 3);
      return rows.some((row) => isPage(row, expected)) ? expected : rows;
    };
    await expect.poll(firstThree).toEqual(expected);
  });
}
