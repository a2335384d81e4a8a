import {type Page} from '@playwright/test';
import {ANNOUNCEMENT} from '../../src/core/constants';
import {test, expect, IOS_LATEST, IOS_OLDEST, open, switchVersion, versionedPath, waitForHydration} from './helpers';

// site-spec.md §4: behaviours a reader meets only in motion.

test.describe('keyboard-navigation marker', () => {
  test('set on Tab, removed on a mouse press; focus outlines only while it is set', async ({page}) => {
    await open(page, '/docs/faq');
    const body = page.locator('body');
    await expect(body).not.toHaveClass(/navigation-with-keyboard/);

    await page.keyboard.press('Tab');
    await expect(body).toHaveClass(/navigation-with-keyboard/);
    const outlineOfFocused = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement;
        return getComputedStyle(active).outlineStyle;
      });
    expect(await outlineOfFocused()).not.toBe('none');

    await page.mouse.down();
    await page.mouse.up();
    await expect(body).not.toHaveClass(/navigation-with-keyboard/);
    // Focus set by a pointer shows no outline.
    await page.locator('nav.navbar a.navbar__link', {hasText: 'API'}).focus();
    expect(await outlineOfFocused()).toBe('none');
  });
});

/** Scrolls like a reader does, in steps, so that the page sees several scroll events. */
async function scrollBy(page: Page, deltaY: number, steps = 6) {
  for (let i = 0; i < steps; i++) {
    await page.mouse.wheel(0, deltaY / steps);
    await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));
  }
}

async function navbarShown(page: Page): Promise<boolean> {
  return page.locator('nav.navbar').evaluate((navbar) => navbar.getBoundingClientRect().bottom > 1);
}

test.describe('navbar on scroll', () => {
  test('hides when scrolling down, shows when scrolling up, always shown near the top', async ({page}) => {
    await open(page, '/docs/main-concepts');
    expect(await navbarShown(page)).toBe(true);
    await page.mouse.move(400, 400);
    await scrollBy(page, 1200);
    await expect.poll(() => navbarShown(page)).toBe(false);
    await scrollBy(page, -300);
    await expect.poll(() => navbarShown(page)).toBe(true);
    await scrollBy(page, 600);
    await expect.poll(() => navbarShown(page)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect.poll(() => navbarShown(page)).toBe(true);
  });

  test('hides when the reader follows a link to a hash anchor', async ({page}) => {
    await open(page, '/docs/main-concepts');
    await page.locator('.theme-doc-toc-desktop a.table-of-contents__link').nth(3).click();
    await expect(page).toHaveURL(/#/);
    await expect.poll(() => navbarShown(page)).toBe(false);
  });
});

test.describe('layout breakpoint and mobile drawer', () => {
  // Docusaurus and Infima switch at 996 px: up to 996 px is mobile, 997 px and wider desktop.
  test('997 px and wider is the desktop layout', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await open(page, '/ios/basic/data');
    await expect(page.locator('.navbar__toggle')).toBeHidden();
    await expect(page.locator('nav.navbar a.navbar__link', {hasText: 'Web SDK'})).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
  });

  test.describe('996 px and narrower', () => {
    test.use({viewport: {width: 996, height: 800}});

    const drawer = (page: Page) => page.locator('.navbar-sidebar');
    const isOpen = (page: Page) =>
      page.locator('nav.navbar').evaluate((n) => n.classList.contains('navbar-sidebar--show'));

    test('the drawer opens and closes by its button, by Escape and by following a link', async ({page}) => {
      await open(page, '/ios/basic/data');
      const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
      await expect(toggle).toBeVisible();
      await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();

      await toggle.click();
      await expect.poll(() => isOpen(page)).toBe(true);
      await drawer(page)
        .getByRole('button', {name: /close navigation bar/i})
        .click();
      await expect.poll(() => isOpen(page)).toBe(false);

      await toggle.click();
      await expect.poll(() => isOpen(page)).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => isOpen(page)).toBe(false);
      await expect(toggle).toBeFocused();

      await toggle.click();
      await expect.poll(() => isOpen(page)).toBe(true);
      // The drawer shows the docs sidebar first; "Back to main menu" leads to the navbar items.
      await drawer(page)
        .getByRole('button', {name: /back to main menu/i})
        .click();
      await drawer(page)
        .locator('a.menu__link', {hasText: /^Web SDK$/})
        .click();
      await expect(page).toHaveURL(/\/js\/introduction$/);
      await expect.poll(() => isOpen(page)).toBe(false);
    });

    for (const [path, dropdown] of [
      ['/ios/basic/data', true],
      ['/js/configuration', true],
      ['/api/introduction', false],
    ] as const) {
      test(`the drawer holds the navbar's items on ${path}`, async ({page}) => {
        await open(page, path);
        await page.getByRole('button', {name: /toggle navigation bar/i}).click();
        const back = drawer(page).getByRole('button', {name: /back to main menu/i});
        if (await back.isVisible()) await back.click();
        const primary = drawer(page).locator('.navbar-sidebar__item.menu').first();
        const labels = (await primary.locator('a.menu__link').allTextContents()).map((t) => t.trim());
        expect(labels).toEqual(expect.arrayContaining(['Intro', 'API', 'iOS SDK', 'Web SDK', 'skypath.io', 'GitHub']));
        expect(labels.includes('Versions'), `version dropdown on ${path}`).toBe(dropdown);
        await expect(drawer(page).getByRole('button', {name: /dark and light mode/})).toBeVisible();
      });
    }
  });
});

test.describe('version dropdown: a page missing from the target version', () => {
  const cases = [
    {
      section: 'ios',
      from: versionedPath('ios', IOS_OLDEST, 'basic/get-data'),
      to: IOS_LATEST,
      expected: '/ios/introduction',
    },
    {section: 'ios', from: '/ios/advanced/live-flights', to: 'Next', expected: '/ios/next/introduction'},
  ] as const;
  for (const c of cases) {
    test(`${c.from} → ${c.to} leads to that version's introduction`, async ({page}) => {
      await open(page, c.from);
      await switchVersion(page, c.section, c.to);
      await expect(page).toHaveURL((url) => url.pathname === c.expected);
      await expect(page).not.toHaveTitle(/Page Not Found/);
    });
  }
});

test('the preferred docs version is remembered per section', async ({page}) => {
  await open(page, '/ios/install');
  await switchVersion(page, 'ios', IOS_OLDEST);
  await expect(page).toHaveURL((url) => url.pathname === versionedPath('ios', IOS_OLDEST, 'install'));

  // From outside the iOS section, links into it go to that version; the Web SDK keeps its latest.
  await open(page, '/docs/');
  const navbar = page.locator('nav.navbar');
  await expect(navbar.getByRole('link', {name: 'iOS SDK', exact: true})).toHaveAttribute(
    'href',
    versionedPath('ios', IOS_OLDEST, 'introduction'),
  );
  await expect(navbar.getByRole('link', {name: 'Web SDK', exact: true})).toHaveAttribute('href', '/js/introduction');
  const stored = await page.evaluate(() =>
    Object.entries(localStorage).filter(([key]) => key.includes('docs-preferred-version')),
  );
  expect(stored).toEqual([[expect.stringContaining('docs-preferred-version-ios'), IOS_OLDEST]]);
  // A reload keeps it.
  await page.reload();
  await waitForHydration(page);
  await expect(navbar.getByRole('link', {name: 'iOS SDK', exact: true})).toHaveAttribute(
    'href',
    versionedPath('ios', IOS_OLDEST, 'introduction'),
  );
});

test.describe('link prefetching', () => {
  const prefetched = (page: Page) => page.locator('head link[rel="prefetch"]').count();

  test('links are prefetched on a normal connection', async ({page}) => {
    await open(page, '/docs/');
    await page.locator('article a[href="/docs/main-concepts"]').first().hover();
    await expect.poll(() => prefetched(page)).toBeGreaterThan(0);
  });

  test('prefetching waits for idle time instead of running inside the task that asks for it', async ({page}) => {
    await open(page, '/docs/');
    await page.waitForLoadState('networkidle');
    // Docusaurus's own prefetch inserts the <link rel="prefetch"> elements in the same call.
    const sameTask = await page.evaluate(() => {
      const before = document.head.querySelectorAll('link[rel="prefetch"]').length;
      window.docusaurus.prefetch('/js/next/features/utilities');
      return document.head.querySelectorAll('link[rel="prefetch"]').length - before;
    });
    expect(sameTask).toBe(0);
    await expect.poll(() => page.locator('head link[rel="prefetch"][href*="/assets/js/"]').count()).toBeGreaterThan(0);
  });

  for (const connection of [
    {effectiveType: '2g', saveData: false},
    {effectiveType: '4g', saveData: true},
  ]) {
    test(`nothing is prefetched on ${connection.saveData ? 'data-saver' : 'a 2G connection'}`, async ({page}) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', {value, configurable: true});
      }, connection);
      await open(page, '/docs/');
      await page.locator('article a[href="/docs/main-concepts"]').first().hover();
      await page.locator('article a[href="/docs/terminology"]').first().hover();
      await page.waitForLoadState('networkidle');
      expect(await prefetched(page)).toBe(0);
    });
  }
});

test('a route load shows the progress bar only after 200 ms', async ({page}) => {
  await open(page, '/docs/');
  // Hold back the next page's code, so that the route load takes a while.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/**', async (route) => {
    await held;
    await route.continue();
  });
  const startedAt = await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('article a[href="/blog"], footer a[href="/blog"]');
    link?.click();
    return performance.now();
  });
  await page.waitForSelector('#nprogress', {state: 'attached'});
  const shownAt = await page.evaluate(() => performance.now());
  expect(shownAt - startedAt).toBeGreaterThanOrEqual(200);
  release();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('the progress bar starts at 8 %, animates over 200 ms and trickles by at most 2 % every 800 ms', async ({
  page,
}) => {
  await open(page, '/docs/');
  // Record every position of the bar, with the time, from the moment it appears.
  await page.evaluate(() => {
    const records: {at: number; transform: string; transition: string}[] = [];
    (window as unknown as {__bar: typeof records}).__bar = records;
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLElement>('#nprogress .bar');
      if (!bar) return;
      const last = records[records.length - 1];
      if (last?.transform !== bar.style.transform) {
        records.push({at: performance.now(), transform: bar.style.transform, transition: bar.style.transition});
      }
    }).observe(document.body, {subtree: true, childList: true, attributes: true, attributeFilter: ['style']});
  });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('footer a[href="/blog"]').click();
  const records = () =>
    page.evaluate(() => (window as unknown as {__bar: {at: number; transform: string; transition: string}[]}).__bar);
  // Three trickles after the start.
  await expect.poll(async () => (await records()).length, {timeout: 10_000}).toBeGreaterThanOrEqual(4);
  release();
  const bar = await records();
  // translate3d(-92%, 0, 0): 8 % done, nprogress's minimum.
  const done = bar.map(({transform}) => 1 + Number(/translate3d\((-?[\d.]+)%/.exec(transform)![1]) / 100);
  expect(done[0]).toBeCloseTo(0.08, 5);
  expect(bar[0]!.transition).toContain('200ms');
  for (let i = 1; i < 4; i++) {
    expect(done[i]! - done[i - 1]!).toBeGreaterThan(0);
    expect(done[i]! - done[i - 1]!).toBeLessThanOrEqual(0.02);
    // A trickle waits 800 ms after the previous one. The time is read when the page sees the change,
    // which a busy machine can delay by tens of milliseconds, so the bound allows 50 ms; any faster
    // pace (a trickle every 200 or 500 ms) still fails.
    expect(bar[i]!.at - bar[i - 1]!.at).toBeGreaterThanOrEqual(750);
  }
  await expect(page).toHaveURL(/\/blog$/);
});

test('browser storage that throws: the site works, warns once, and behaves as if storage were empty', async ({
  page,
}) => {
  const warnings: string[] = [];
  const errors: Error[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error));
  // As with cookies disabled: touching localStorage or sessionStorage throws.
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  await open(page, '/ios/basic/data');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // Interactions that write to storage still work for this page view.
  await page.getByRole('button', {name: /currently light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('banner').filter({hasText: ANNOUNCEMENT.text}).getByRole('button', {name: 'Close'}).click();
  await page.locator('nav.navbar a.navbar__link', {hasText: 'Web SDK'}).click();
  await expect(page).toHaveURL(/\/js\/introduction$/);
  expect(errors.map(String)).toEqual([]);
  expect(warnings.some((w) => /storage/i.test(w))).toBe(true);
  // Nothing was remembered: a new page view starts from the defaults.
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
