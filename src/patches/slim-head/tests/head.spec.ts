// The slim-head patch in the browser: after each client-side navigation, the head the client
// writes is the head the server wrote into that page's HTML (react-helmet-async's, which the server
// keeps): title, `<html>`'s language, direction and classes, and every `<Head>` tag (meta, links,
// structured data), across the sections, a version, the API reference and the blog.
import type {Page} from '@playwright/test';
import {test, expect, open} from '../../../../tests/e2e/helpers';

/** Pages of every kind, visited in this order from the first. */
const ROUTES = [
  '/ios/basic/data',
  '/js/quick-start',
  '/api/reference/get-aircraft',
  '/blog/ios-sdk-3-0',
  '/ios/2.2/basic/data',
  '/docs/faq',
  '/',
  '/ios/basic/data',
];

type Head = {title: string; html: Record<string, string | null>; tags: string[]};

/** The head of a document: what a `<Head>` writes, tags as sorted attribute lists (order aside). */
function readHead(page: Page, pathname?: string): Promise<Head> {
  return page.evaluate(async (pathname) => {
    const doc = pathname
      ? new DOMParser().parseFromString(await (await fetch(pathname)).text(), 'text/html')
      : document;
    // Structured data as its value: the build writes its keys in another order.
    const sorted = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(sorted)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([k, v]) => [k, sorted(v)]),
            )
          : value;
    const text = (element: Element) =>
      element.matches('script[type="application/ld+json"]')
        ? JSON.stringify(sorted(JSON.parse(element.textContent ?? '')))
        : (element.textContent ?? '');
    const describe = (element: Element) =>
      [
        element.localName,
        ...[...element.attributes].map(({name, value}) => `${name}=${value}`).sort(),
        text(element),
      ].join(' ');
    return {
      title: doc.title,
      html: Object.fromEntries(['lang', 'dir', 'class'].map((name) => [name, doc.documentElement.getAttribute(name)])),
      // Docusaurus writes its base-URL banner's script on the server only.
      tags: [...doc.head.querySelectorAll(':not(title, script:not([type]))[data-rh]')].map(describe).sort(),
    };
  }, pathname);
}

/** Navigates client-side, the way the router hears the back button. */
async function navigate(page: Page, pathname: string) {
  await page.evaluate((pathname) => {
    history.pushState(null, '', pathname);
    dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
  await expect(page).toHaveURL((url) => url.pathname === pathname);
}

test('after each client-side navigation the head is the one the server wrote for that page', async ({page}) => {
  test.setTimeout(90_000);
  await open(page, ROUTES[0]!);
  await page.evaluate(() => ((window as {sameDocument?: boolean}).sameDocument = true));
  expect((await readHead(page)).tags.length).toBeGreaterThan(15);
  for (const pathname of ROUTES.slice(1)) {
    await navigate(page, pathname);
    const served = await readHead(page, pathname);
    await expect.poll(() => readHead(page), {message: pathname}).toEqual(served);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  }
  expect(await page.evaluate(() => (window as {sameDocument?: boolean}).sameDocument)).toBe(true);
});
