import {type Page} from '@playwright/test';
import {
  test,
  expect,
  escapeRegExp,
  expectNoAxeViolations,
  IOS_LATEST,
  IOS_OLDEST,
  oneOf,
  open,
  releasedVersions,
  setDarkMode,
  versionedPath,
} from '../../../../tests/e2e/helpers';

// Full-text search (Pagefind's bundles written by src/features/search, theme/SearchBar and
// SearchPage): every section and version, scoped to the version being read, opened from the
// keyboard, and loaded only when the reader opens it.

/** The navbar's search field (a combobox once search has been opened). */
const field = (page: Page) => page.locator('nav.navbar input[aria-label="Search"]');
const results = (page: Page) => page.getByRole('listbox').getByRole('option');

/** Each result as "title | section › path", the way a reader sees it. */
async function resultTexts(page: Page): Promise<string[]> {
  await expect(results(page).first()).toBeVisible();
  return results(page).evaluateAll((options) =>
    options.map((option) => (option as HTMLElement).innerText.replace(/\n+/g, ' | ')),
  );
}

/** Opens search with Ctrl+K and types the words, as a reader does. */
async function search(page: Page, words: string): Promise<string[]> {
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
  await page.keyboard.type(words);
  return resultTexts(page);
}

test('nothing of search loads before the reader opens it; opening it loads the index', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await open(page, '/ios/basic/data');
  await page.waitForLoadState('networkidle');
  const searchFiles = () => requests.filter((path) => /pagefind|worker/i.test(path));
  expect(searchFiles()).toEqual([]);
  await field(page).focus();
  // Pagefind's script, its WebAssembly and the index's entry.
  for (const file of [
    /^\/pagefind\/pagefind\.js$/,
    /^\/pagefind\/wasm\.en\.pagefind$/,
    /^\/pagefind\/pagefind-entry\.json$/,
  ])
    await expect.poll(searchFiles).toContainEqual(expect.stringMatching(file));
});

test('"corridor" lists the corridor operation of the API reference, with its section', async ({page}) => {
  await open(page, '/');
  const found = await search(page, 'corridor');
  expect(found).toContainEqual('Computed SkyPath turbulence for a corridor | API › Reference › Turbulence');
});

/** The iOS releases newer than the oldest, and those older than the latest. */
const IOS_NEWER = releasedVersions('ios').filter((version) => version !== IOS_OLDEST);
const IOS_OLDER = releasedVersions('ios').filter((version) => version !== IOS_LATEST);
/** A result labelled with one of these iOS versions ("iOS SDK 2.2", "iOS SDK Next"). */
const iosVersionLabel = (versions: string[]) => new RegExp(`iOS SDK ${oneOf(versions)}`);

test(`on iOS ${IOS_OLDEST}, "nowcast" lists the ${IOS_OLDEST} page and nothing of ${IOS_NEWER.join(', ')} or Next; the Intro still answers`, async ({
  page,
}) => {
  await open(page, versionedPath('ios', IOS_OLDEST, 'introduction'));
  const found = await search(page, 'nowcast');
  expect(found).toContainEqual(`Nowcasting | iOS SDK ${IOS_OLDEST} › Advanced`);
  expect(found.filter((text) => iosVersionLabel([...IOS_NEWER, 'Next']).test(text))).toEqual([]);
  expect(found.some((text) => text.includes('Intro ›'))).toBe(true);
});

test(`on the latest iOS docs no ${IOS_OLDER.join(', ')} (or Next) result appears`, async ({page}) => {
  await open(page, '/ios/introduction');
  for (const words of ['nowcast', 'alerts']) {
    const found = await search(page, words);
    expect(
      found.filter((text) => iosVersionLabel([...IOS_OLDER, 'Next']).test(text)),
      words,
    ).toEqual([]);
    await field(page).fill('');
  }
});

for (const [path, words, label] of [
  ['/ios/next/introduction', 'query', 'iOS SDK Next'],
  ['/js/next/introduction', 'configuration', 'Web SDK Next'],
] as const) {
  test(`on a version that is not the latest (${label}) search is there and answers from it`, async ({page}) => {
    await open(page, path);
    await expect(field(page)).toBeVisible();
    const found = await search(page, words);
    expect(found.some((text) => text.includes(`${label} ›`))).toBe(true);
    // A result's section is what follows "|"; a blog post may name other versions in its title.
    const released = oneOf([...releasedVersions('ios'), ...releasedVersions('js')]);
    expect(found.filter((text) => new RegExp(`\\| (iOS|Web) SDK ${released} ›`).test(text))).toEqual([]);
  });
}

test('keyboard only: "/" opens search, arrows choose, Enter opens the page with the words highlighted', async ({
  page,
}) => {
  await open(page, '/docs/');
  await page.locator('body').press('/');
  await expect(field(page)).toBeFocused();
  await page.keyboard.type('severity');
  const found = await resultTexts(page);
  await page.keyboard.press('ArrowDown');
  const chosen = page.getByRole('option', {selected: true});
  await expect(chosen).toHaveText(new RegExp(found[1]!.split(' | ')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/_highlight=severity/);
  await expect(page.locator('article mark', {hasText: /severity/i}).first()).toBeVisible();
});

test('Escape closes the results; "/" typed into the field is just a character', async ({page}) => {
  await open(page, '/docs/');
  await search(page, 'hexagon');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await field(page).focus();
  await page.keyboard.press('End');
  await page.keyboard.type('/');
  await expect(field(page)).toHaveValue('hexagon/');
});

test('the search page lists every result with its section, from a link with the words', async ({page}) => {
  // A page whose first render in the browser differs from the server's logs a hydration error.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await open(page, '/search?q=corridor');
  await expect(page).toHaveURL(/\/search\?q=corridor$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "corridor"');
  // The skip link's target holds the page.
  const main = page.locator('#__docusaurus_skipToContent_fallback');
  await expect(main.getByRole('link', {name: 'Computed SkyPath turbulence for a corridor'}).first()).toBeVisible();
  await expect(main).toContainText('API › Reference › Turbulence');
  expect(consoleErrors).toEqual([]);
});

test(`"See all results" on iOS ${IOS_OLDEST} opens the search page for that version`, async ({page}) => {
  await open(page, versionedPath('ios', IOS_OLDEST, 'introduction'));
  await search(page, 'nowcast');
  await page.getByRole('link', {name: 'See all results'}).click();
  const version = escapeRegExp(encodeURIComponent(`ios/${IOS_OLDEST}`));
  await expect(page).toHaveURL(new RegExp(`/search/?\\?q=nowcast&version=${version}(%2F)?$`));
  const listing = page.locator('#__docusaurus_skipToContent_fallback');
  await expect(listing.getByRole('link', {name: 'Nowcasting'}).first()).toBeVisible();
  await expect(listing).toContainText(`iOS SDK ${IOS_OLDEST} › Advanced`);
  // No result from the latest version's pages (a blog post may name the version in its title).
  await expect(listing).not.toContainText(`iOS SDK ${IOS_LATEST} ›`);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the search page meets the accessibility bar, ${mode} mode`, async ({page}) => {
    await open(page, '/search?q=corridor');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "corridor"');
    if (mode === 'dark') await setDarkMode(page);
    await expectNoAxeViolations(page);
  });

  test(`open search results meet the accessibility bar, ${mode} mode`, async ({page}) => {
    await open(page, versionedPath('ios', IOS_OLDEST, 'introduction'));
    if (mode === 'dark') await setDarkMode(page);
    await search(page, 'nowcast');
    await expectNoAxeViolations(page);
  });
}

// Whatever a reader types or pastes (issue #26): no exception, no freeze, no markup run, and an
// answer. Each holds a word of the docs, so the right answer is a list of pages: a search that failed on the
// rest would show "No results" instead.
const ODD_QUERIES: [string, string][] = [
  ['regular-expression characters', '.*+?^$' + '{}()|[]\\ turbulence (a|b)* \\d+ [a-'],
  ['HTML', '<img src=x onerror="window.__typed=1"><script>window.__typed=2</script> turbulence'],
  ['emoji', '✈️🌪️ turbulence 🛩️'],
  ['right-to-left text', 'מערבולת اضطراب turbulence'],
  ['10,000 characters', 'turbulence '.repeat(910)],
  ['quotes and entities', `"turbulence" 'light' &amp; &lt;moderate&gt; \u0000 \u200b`],
];

test('odd input in the search field: an answer, no exception, no markup run', async ({page}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await open(page, '/ios/basic/data');
  await field(page).focus();
  for (const [label, words] of ODD_QUERIES) {
    await field(page).fill('');
    await expect(results(page)).toHaveCount(0);
    await field(page).fill(words);
    await expect(results(page).first(), label).toBeVisible({timeout: 15_000});
    // The field still takes input: the page did not freeze.
    await field(page).fill('corridor');
    await expect(results(page).first(), `after ${label}`).toBeVisible();
  }
  expect(await page.evaluate(() => (window as {__typed?: number}).__typed)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('odd input on the search page: an answer, no exception, no markup run', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const [label, words] of ODD_QUERIES.filter(([label]) => label !== '10,000 characters')) {
    await open(page, `/search?q=${encodeURIComponent(words)}`);
    await expect(page.locator('main h1'), label).toBeVisible();
    // The search finished: a count of the pages found (none is an answer too), not "Searching…".
    await expect(page.locator('main').getByRole('status'), label).toHaveText(/^[1-9]\d* pages? found$/, {
      timeout: 15_000,
    });
  }
  expect(await page.evaluate(() => (window as {__typed?: number}).__typed)).toBeUndefined();
  expect(errors).toEqual([]);
});
