import {test, expect, open} from './helpers';
import {feedOf} from './xml';

test('the welcome post is tagged SkyPath and listed on the tag page', async ({page}) => {
  await open(page, '/blog/welcome');
  await expect(page.locator('article a[rel="tag"]', {hasText: 'SkyPath'})).toHaveAttribute(
    'href',
    '/blog/tags/skypath',
  );
  await open(page, '/blog/tags/skypath');
  await expect(page.locator('article h2 a[href="/blog/welcome"]')).toBeVisible();
  await open(page, '/blog/tags');
  await expect(page.locator('main a[href="/blog/tags/skypath"]')).toBeVisible();
  await open(page, '/blog/archive');
  await expect(page.locator('main a[href="/blog/welcome"]')).toBeVisible();
});

test('the blog list shows the posts, truncated, newest first', async ({page}) => {
  await open(page, '/blog');
  const titles = page.locator('main article h2 a');
  expect(await titles.count()).toBeGreaterThanOrEqual(3);
  await expect(
    page
      .locator('main article')
      .first()
      .getByRole('link', {name: /Read more/}),
  ).toBeVisible();
  const dates = await page
    .locator('main article time')
    .evaluateAll((ts) => ts.map((t) => Date.parse(t.getAttribute('datetime') ?? '')));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
});

for (const [feed, format] of [
  ['/blog/rss.xml', 'rss'],
  ['/blog/atom.xml', 'atom'],
] as const) {
  test(`the ${feed} feed lists the welcome post`, async ({request}) => {
    const response = await request.get(feed);
    expect(response.status()).toBe(200);
    const {format: found, links} = feedOf(await response.text());
    expect(found).toBe(format);
    expect(links.map((link) => new URL(link).pathname)).toContain('/blog/welcome');
  });
}
