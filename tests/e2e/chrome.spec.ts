import {type Page} from '@playwright/test';
import {ANNOUNCEMENT} from '../../src/core/constants';
import {
  test,
  expect,
  IOS_LATEST,
  IOS_OLDEST,
  latestPath,
  open,
  switchVersion,
  versionDropdown,
  versionedPath,
  WEB_LATEST,
  waitForHydration,
} from './helpers';

// Site chrome: site-spec.md §1, §2, §4 and §9.

const SITE_TITLE = 'SkyPath Docs';

async function navbarLinks(page: Page, side: 'left' | 'right') {
  const container = page.locator(
    side === 'left' ? 'nav.navbar .navbar__items:not(.navbar__items--right)' : 'nav.navbar .navbar__items--right',
  );
  return container
    .locator(':scope > a.navbar__item, :scope > .navbar__item.dropdown > a.navbar__link')
    .evaluateAll((links) => links.map((a) => ({text: a.textContent?.trim() ?? '', href: a.getAttribute('href')})));
}

test.describe('navbar', () => {
  test('items in order with their targets, dropdowns only in their own section', async ({page}) => {
    await open(page, '/ios/basic/data');
    expect(await navbarLinks(page, 'left')).toEqual([
      {text: 'Intro', href: '/docs/'},
      {text: 'API', href: '/api/introduction'},
      {text: 'iOS SDK', href: '/ios/introduction'},
      {text: 'Web SDK', href: '/js/introduction'},
    ]);
    // iOS section: the iOS dropdown only, between the company link and GitHub.
    expect(await navbarLinks(page, 'right')).toEqual([
      {text: 'skypath.io', href: 'https://skypath.io'},
      {text: IOS_LATEST, href: '/ios/basic/data'},
      {text: 'GitHub', href: 'https://github.com/Yamasee'},
    ]);
    // The colour switch comes after the GitHub link.
    const order = await page.locator('nav.navbar .navbar__items--right > *').evaluateAll((items) => {
      const github = items.findIndex((item) => item.textContent?.trim() === 'GitHub');
      const toggle = items.findIndex((item) => item.querySelector('button[aria-label*="dark and light mode"]'));
      return {github, toggle};
    });
    expect(order.github).toBeGreaterThanOrEqual(0);
    expect(order.toggle).toBeGreaterThan(order.github);

    await open(page, '/js/configuration');
    expect((await navbarLinks(page, 'right')).map((l) => l.text)).toEqual(['skypath.io', WEB_LATEST, 'GitHub']);

    for (const path of ['/', '/docs/', '/api/introduction', '/api/reference/get-aircraft', '/blog']) {
      await open(page, path);
      expect(
        (await navbarLinks(page, 'right')).map((l) => l.text),
        path,
      ).toEqual(['skypath.io', 'GitHub']);
    }
  });

  test('the active section is marked', async ({page}) => {
    await open(page, '/js/features/types');
    await expect(page.locator('nav.navbar a.navbar__link--active', {hasText: 'Web SDK'})).toBeVisible();
    await expect(page.locator('nav.navbar a.navbar__link--active', {hasText: 'iOS SDK'})).toHaveCount(0);
  });
});

test('footer groups, links and copyright', async ({page}) => {
  await open(page, '/');
  const columns = await page.locator('footer .footer__col').evaluateAll((cols) =>
    cols.map((col) => ({
      title: col.querySelector('.footer__title')?.textContent?.trim(),
      links: [...col.querySelectorAll('a.footer__link-item')].map((a) => [
        a.textContent?.trim(),
        a.getAttribute('href'),
      ]),
    })),
  );
  expect(columns.map((c) => c.title)).toEqual(['Legal & Company', 'Discover', 'More']);
  expect(columns[0].links).toEqual([
    ['Terms of Use', 'https://skypath.io/terms/'],
    ['Privacy Policy', expect.stringMatching(/^https:\/\/skypath\.io\//)],
    ['About Us', expect.stringMatching(/^https:\/\/skypath\.io\//)],
    ['Contact Us', 'https://skypath.io/contact/'],
  ]);
  expect(columns[1].links).toEqual([
    ['Service Status', expect.stringMatching(/^https:\/\//)],
    ['SkyPath for Pilots', expect.stringMatching(/^https:\/\/skypath\.io\//)],
    ['Blog', '/blog'],
    ['FAQ', '/docs/faq'],
  ]);
  expect(columns[2].links).toEqual([
    ['GitHub', 'https://github.com/Yamasee'],
    ['Web SDK on npm', 'https://www.npmjs.com/package/@skypath-io/web-sdk'],
    ['Web SDK demo app', 'https://yamasee.github.io/skypath-web-sdk-demo/'],
  ]);
  await expect(page.locator('footer .footer__copyright')).toHaveText(/Copyright © 2025 SkyPath LTD/);
});

test.describe('version dropdown keeps the page, the query string and the hash', () => {
  const cases = [
    {section: 'ios', from: '/ios/basic/data', to: IOS_OLDEST, expected: versionedPath('ios', IOS_OLDEST, 'basic/data')},
    {section: 'ios', from: '/ios/basic/data', to: 'Next', expected: '/ios/next/basic/data'},
    {section: 'ios', from: versionedPath('ios', IOS_OLDEST, 'install'), to: IOS_LATEST, expected: '/ios/install'},
    {section: 'js', from: '/js/features/types', to: 'Next', expected: '/js/next/features/types'},
    {section: 'js', from: '/js/next/features/types', to: WEB_LATEST, expected: '/js/features/types'},
  ] as const;
  for (const c of cases) {
    test(`${c.from} → ${c.to}`, async ({page}) => {
      await open(page, `${c.from}?ref=docs#some-section`);
      await switchVersion(page, c.section, c.to);
      await expect(page).toHaveURL((url) => url.pathname === c.expected);
      const url = new URL(page.url());
      expect(url.search).toBe('?ref=docs');
      expect(url.hash).toBe('#some-section');
      await expect(versionDropdown(page, c.section).locator('> a.navbar__link')).toHaveText(c.to);
    });
  }
});

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('light by default even when the browser prefers dark; dark survives a reload', async ({page}) => {
    await open(page, '/docs/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', {name: /Switch between dark and light mode \(currently light mode\)/}).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await waitForHydration(page);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', {name: /currently dark mode/}).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });
});

test('the announcement bar stays dismissed after a reload', async ({page}) => {
  await open(page, '/');
  const bar = page.getByRole('banner').filter({hasText: ANNOUNCEMENT.text});
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', {name: ANNOUNCEMENT.linkLabel})).toHaveAttribute('href', ANNOUNCEMENT.linkTo);
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('banner').filter({hasText: ANNOUNCEMENT.text})).toHaveCount(0);
  // Still dismissed on another page.
  await open(page, '/docs/faq');
  await expect(page.getByRole('banner').filter({hasText: ANNOUNCEMENT.text})).toHaveCount(0);
});

test('the skip link is the first Tab stop and moves focus into the main content', async ({page}) => {
  await open(page, '/ios/quick-start');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  const focusedIsMain = await page.evaluate(() => {
    const active = document.activeElement;
    return Boolean(active && (active.tagName === 'MAIN' || active.id === '__docusaurus_skipToContent_fallback'));
  });
  expect(focusedIsMain).toBe(true);
  // The next Tab stop is inside the main content, not the navbar.
  await page.keyboard.press('Tab');
  const inNavbar = await page.evaluate(() => Boolean(document.activeElement?.closest('nav.navbar')));
  expect(inNavbar).toBe(false);
});

test.describe('page titles are "<page title> | <site title>"', () => {
  const pages = [
    ['/docs/faq', 'FAQ'],
    [versionedPath('ios', IOS_OLDEST, 'install'), null],
    ['/js/features/types', null],
    ['/api/reference/get-aircraft', null],
    ['/blog/welcome', null],
  ] as const;
  for (const [path, pageTitle] of pages) {
    test(path, async ({page}) => {
      await open(page, path);
      const h1 = (await page.locator('h1').first().textContent())?.trim() ?? '';
      const expected = pageTitle ?? h1;
      expect(expected.length).toBeGreaterThan(0);
      await expect(page).toHaveTitle(`${expected} | ${SITE_TITLE}`);
    });
  }
  test('the home page', async ({page}) => {
    await open(page, '/');
    await expect(page).toHaveTitle(new RegExp(`\\| ${SITE_TITLE}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});

test('the table of contents lists heading levels 2 and 3 only', async ({page}) => {
  await open(page, '/docs/main-concepts');
  const article = page.locator('article .theme-doc-markdown');
  const headingIds = async (selector: string) =>
    article.locator(selector).evaluateAll((hs) => hs.map((h) => h.id).filter(Boolean));
  const h2 = await headingIds('h2');
  const h3 = await headingIds('h3');
  const h4 = await headingIds('h4');
  expect(h2.length).toBeGreaterThan(0);
  expect(h3.length).toBeGreaterThan(0);
  expect(h4.length, 'the page needs an h4 for this test to mean something').toBeGreaterThan(0);
  const tocTargets = await page
    .locator('.theme-doc-toc-desktop a.table-of-contents__link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')?.slice(1)));
  expect(new Set(tocTargets)).toEqual(new Set([...h2, ...h3]));
});

test.describe('code highlighting includes Swift and Ruby', () => {
  const cases = [
    ['swift', '/ios/quick-start'],
    ['ruby', versionedPath('ios', IOS_OLDEST, 'install')],
  ] as const;
  for (const [language, path] of cases) {
    test(language, async ({page}) => {
      await open(page, path);
      const block = page.locator(`pre.language-${language}`).first();
      await expect(block).toBeVisible();
      const tokenKinds = await block
        .locator('.token')
        .evaluateAll((tokens) => [...new Set(tokens.flatMap((t) => [...t.classList]))]);
      // A language Prism does not know renders as plain text: no keyword or string tokens.
      expect(tokenKinds).toEqual(expect.arrayContaining(['keyword']));
      expect(tokenKinds.some((k) => k === 'string' || k === 'symbol')).toBe(true);
      // Prism (the slim-prism patch) runs in manual mode: it must not rewrite React's code
      // blocks after load, which would drop the line spans.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await block.locator('code > :not(.token-line)').count()).toBe(0);
      expect(await block.locator('.token-line').count()).toBeGreaterThan(1);
    });
  }
});

test.describe(`version banners: unreleased Next, unmaintained ${IOS_OLDEST}, none on the latest`, () => {
  const cases = [
    ['/ios/next/basic/data', /unreleased/i],
    ['/js/next/features/types', /unreleased/i],
    [versionedPath('ios', IOS_OLDEST, 'basic/data'), /no longer actively maintained/i],
  ] as const;
  for (const [path, text] of cases) {
    test(path, async ({page}) => {
      await open(page, path);
      const banner = page.locator('.theme-doc-version-banner');
      await expect(banner).toContainText(text);
      // The banner links to the same page in the latest version.
      await expect(banner.getByRole('link')).toHaveAttribute('href', latestPath(path));
    });
  }
  for (const path of ['/ios/basic/data', '/js/features/types', '/api/introduction', '/docs/']) {
    test(`${path} has none`, async ({page}) => {
      await open(page, path);
      await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    });
  }
});
