// The api-markdown-at-build patch against the theme itself: on every reference page, with every
// collapsed schema, tab and the explorer open, each text the theme renders as Markdown comes from the
// build's table. A text the table lacks logs a `[skypath]` report (failing the test through the
// helpers' guard) and fetches marked, which this test also fails on.
import {readdirSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, open} from '../../../../tests/e2e/helpers';

const PAGES = readdirSync('api/reference')
  .filter((file) => file.endsWith('.api.mdx'))
  .map((file) => `/api/reference/${file.replace(/\.api\.mdx$/, '')}`);

/** Opens every closed `<details>` and selects every tab once, until nothing new shows. */
async function openEverything(page: Page): Promise<number> {
  const summaries = page.locator('article details:not([open]) > summary:visible');
  const unseenTabs = page.locator('article [role="tab"]:not([data-seen]):visible');
  let opened = 0;
  for (let round = 0; round < 200; round += 1) {
    // A selected tab's panel is showing: seen.
    await page.evaluate(() =>
      document
        .querySelectorAll('article [role="tab"][aria-selected="true"]')
        .forEach((tab) => tab.setAttribute('data-seen', '')),
    );
    if ((await summaries.count()) > 0) await summaries.first().click();
    else if ((await unseenTabs.count()) > 0) await unseenTabs.first().click();
    else return opened;
    opened += 1;
  }
  throw new Error('still opening after 200 clicks');
}

for (const path of PAGES) {
  test(`${path}: every description and qualifier shown is HTML from the build; marked never loads`, async ({page}) => {
    const marked: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/js\/marked\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) marked.push(request.url());
    });
    await open(page, path);
    await page.getByRole('button', {name: 'Show code samples and try it'}).click();
    await expect(page.locator('.openapi-tabs__code-item').first()).toBeVisible();
    expect(await openEverything(page), 'collapsed schemas and tabs opened').toBeGreaterThan(0);
    // The article's prose (code samples may hold backquotes): no Markdown left unrendered.
    const prose = await page.locator('article').evaluate((article) => {
      const copy = article.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('pre').forEach((block) => block.remove());
      return copy.textContent ?? '';
    });
    expect(prose).not.toContain('**Possible values:**');
    expect(prose).not.toMatch(/`[^`\s][^`]*`/);
    expect(marked, 'marked fetched').toEqual([]);
  });
}
