import {test, expect, open} from '../../../../tests/e2e/helpers';

// What a reader's first query costs: every file of search (Pagefind's script, WebAssembly, entry,
// metadata, the index chunks of the words, the bundle's table of pages), as the host sends them
// (their encoded bodies: brotli through nginx, Pagefind's own gzip for its chunks and WebAssembly).
// Before Pagefind (2026-11-26): 358 KB for the root's index and the search plugin's code, 256 KB on
// iOS 2.2. Set the budget below what a query takes and this fails (checked with 80 KB).

/** The budget for a first query, in bytes. */
const FIRST_QUERY_BUDGET = 100 * 1024;

for (const [from, words] of [
  ['/docs/', 'corridor'],
  ['/ios/introduction', 'submit flight plans'],
  ['/ios/2.2/introduction', 'nowcast'],
] as const) {
  test(`a first query ("${words}" from ${from}) transfers at most ${FIRST_QUERY_BUDGET / 1024} KB`, async ({page}) => {
    const transfers: Promise<{path: string; bytes: number}>[] = [];
    page.on('requestfinished', (request) => {
      const {pathname} = new URL(request.url());
      if (pathname.includes('/pagefind/'))
        transfers.push(request.sizes().then((sizes) => ({path: pathname, bytes: sizes.responseBodySize})));
    });
    await open(page, from);
    await page.waitForLoadState('networkidle');
    expect(transfers, 'nothing of search before it is opened').toEqual([]);
    await page.keyboard.press('Control+k');
    // A quick typist: 50 ms between keys, each word searched once typing pauses.
    await page.keyboard.type(words, {delay: 50});
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(transfers);
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    const listing = files.map((file) => `${file.path} ${file.bytes}`).join('\n');
    console.log(`"${words}" from ${from}: ${files.length} files, ${total} bytes\n${listing}`);
    expect(
      files.some((file) => file.path.endsWith('.pagefind')),
      'the WebAssembly is counted',
    ).toBe(true);
    expect(total, listing).toBeLessThanOrEqual(FIRST_QUERY_BUDGET);
  });
}
