// The site search's results as a reader sees them, read from the navbar's listbox: for the ranking
// test and the bench.
import {expect, type Page} from '@playwright/test';
import {answers} from '../../../core/search-relevance';
import type {SearchQuery} from './search-queries';

/** What a result row reads as: "title | section version › breadcrumb". */
const SECTION_LABEL = /^(Intro|API|Blog|iOS SDK \S+|Web SDK \S+)( ›|$)/;

/**
 * The pages the navbar's results list, in order, each as the reader sees its first row: "title |
 * label" for a page, "heading | label › page title" for a heading or passage. A row under a page
 * already listed ("… | label › title…") is that page again; a row whose second line is not a
 * section's label is a heading or passage under the row above it. Both are left out.
 */
export async function listedPages(page: Page): Promise<string[]> {
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
export function isPage(row: string, expected: string): boolean {
  const [title, label] = expected.split(' | ');
  const path = row.split(' | ')[1] ?? '';
  return row === expected || path === `${label} › ${title}` || path.startsWith(`${label} › ${title} ›`);
}

/** Types a query in the navbar's search from a fresh field and waits for its results. */
export async function typeQuery(page: Page, words: string) {
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
export function byPage(queries: readonly SearchQuery[]): Map<string, SearchQuery[]> {
  const pages = new Map<string, SearchQuery[]>();
  for (const query of queries) {
    const from = query.from ?? '/docs/';
    pages.set(from, [...(pages.get(from) ?? []), query]);
  }
  return pages;
}

/**
 * What the navbar's search lists first for each query (its first three pages, each as "title |
 * label", an expected page's row as that page), typed from its page; in the queries' order.
 */
export async function siteRankings(
  page: Page,
  queries: readonly SearchQuery[],
  open: (page: Page, path: string) => Promise<unknown>,
): Promise<string[][]> {
  const rankings = new Map<SearchQuery, string[]>();
  for (const [from, group] of byPage(queries)) {
    await open(page, from);
    for (const query of group) {
      await typeQuery(page, query.words);
      // Results arrive as Pagefind loads fragments: wait until an answer leads the list, else until
      // one is in its first three, else take the list as it stands.
      const expected = answers(query);
      const read = async () =>
        (await listedPages(page)).slice(0, 3).map((row) => expected.find((answer) => isPage(row, answer)) ?? row);
      const leads = async () => expected.includes((await read())[0] ?? '');
      const inThree = async () => (await read()).some((row) => expected.includes(row));
      if (
        !(await expect
          .poll(leads, {timeout: 3_000})
          .toBe(true)
          .then(
            () => true,
            () => false,
          ))
      )
        await expect
          .poll(inThree, {timeout: 3_000})
          .toBe(true)
          .catch(() => undefined);
      const listed = await read();
      rankings.set(query, listed);
    }
  }
  return queries.map((query) => rankings.get(query) ?? []);
}
