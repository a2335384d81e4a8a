import type {Page} from '@playwright/test';
import {test, expect, open} from '../../../../tests/e2e/helpers';
import {PAGES} from '../../../../scripts/js-weight.ts';

// The first paint needs no stylesheet (the critical-css patch): each page's critical CSS is
// inlined and its stylesheets are linked at the end of the body. So a page whose stylesheets never
// arrive must look, in its first screen, exactly as it does with them: the same boxes, colours and
// type for every element the reader sees. Rules the critical CSS lacks would show here as a box
// that moves or a colour that changes once the stylesheet lands (a flash, or layout shift). The
// page is compared as served, before its scripts run (they are held back, the inline ones run);
// what the scripts render comes after the stylesheets, which the last test shows.

/** What a reader sees of every element in the first screen: its box, colours and type. */
async function firstScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Animations (the API explorer's loading skeleton) are compared at their start.
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
    const seen: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom < 0 || box.top > innerHeight) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`;
      const rounded = [box.x, box.y, box.width, box.height].map((value) => Math.round(value)).join(',');
      seen.push(
        `${name} [${rounded}] ${style.color} ${style.backgroundColor} ${style.fontFamily.split(',')[0]} ${style.fontSize}/${style.fontWeight} ${style.borderTopWidth} ${style.opacity}`,
      );
    }
    return seen;
  });
}

/** For each stylesheet the page links, whether it loaded (one that failed still has a sheet, whose rules cannot be read). */
const stylesheetsLoaded = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('link[rel~="stylesheet"]')].map((link) => {
      try {
        return ((link as HTMLLinkElement).sheet?.cssRules.length ?? 0) > 0;
      } catch {
        return false;
      }
    }),
  );

const STATES = [
  {name: 'light, desktop', query: '', width: 1280},
  {name: 'dark, desktop', query: '?docusaurus-theme=dark', width: 1280},
  {name: 'dark, 360 px', query: '?docusaurus-theme=dark', width: 360},
  // The inline script hides a dismissed announcement bar before the first paint.
  {name: 'bar dismissed, 360 px', query: '?docusaurus-data-announcement-bar-initially-dismissed=true', width: 360},
];

for (const {type, path} of PAGES) {
  test(`${type} (${path}): the first screen is the same without its stylesheets, light and dark, desktop and 360 px`, async ({
    browser,
  }) => {
    /** The served page in a fresh browser context (nothing cached), its scripts held back, with or without its stylesheets. */
    const load = async (url: string, width: number, stylesheets: boolean) => {
      const context = await browser.newContext({viewport: {width, height: 800}});
      await context.route('**/assets/js/**', (route) => route.abort());
      // Held back, not failed: Docusaurus's inline script shows its wrong-baseUrl banner when the
      // client never started (which its stylesheet hides; errors.spec.ts shows it), so the page
      // is told the client did start.
      await context.addInitScript(() => Object.assign(window, {docusaurus: {}}));
      if (!stylesheets) await context.route('**/assets/css/**', (route) => route.abort());
      const page = await context.newPage();
      await page.goto(url, {waitUntil: 'load'});
      const loaded = await stylesheetsLoaded(page);
      expect(loaded.length, `${url}: the page links its stylesheets`).toBeGreaterThan(0);
      expect(
        loaded.every((sheet) => sheet === stylesheets),
        `${url}: stylesheets loaded: ${loaded}`,
      ).toBe(true);
      const screen = await firstScreen(page);
      await context.close();
      return screen;
    };
    for (const {name, query, width} of STATES) {
      const styled = await load(`${path}${query}`, width, true);
      const unstyled = await load(`${path}${query}`, width, false);
      expect(styled.length, `${name}: the first screen shows elements`).toBeGreaterThan(20);
      expect(unstyled, `${name}: the first screen without stylesheets`).toEqual(styled);
    }
  });
}

test('every page inlines its critical CSS and links its stylesheets after the content, not in the head', async ({
  page,
}) => {
  for (const {path} of PAGES) {
    await open(page, path);
    const head = await page.evaluate(() => ({
      links: document.head.querySelectorAll('link[rel~="stylesheet"]').length,
      style: [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('').length,
      bodyLinks: [...document.body.querySelectorAll(':scope > link[rel~="stylesheet"]')].map(
        (link) => new URL((link as HTMLLinkElement).href).pathname,
      ),
    }));
    expect(head.links, path).toBe(0);
    expect(head.style, path).toBeGreaterThan(1000);
    expect(head.bodyLinks, path).toContainEqual(expect.stringMatching(/^\/assets\/css\/styles\.[0-9a-f]+\.css$/));
  }
});

test('the scripts wait for the stylesheets: a page hydrates only once they have loaded, however slow they are', async ({
  browser,
}) => {
  for (const {path} of PAGES) {
    const context = await browser.newContext();
    await context.route('**/assets/css/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const page = await context.newPage();
    // Records, when React marks the page hydrated, which stylesheets had loaded by then.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hasHydrated !== 'true') return;
        observer.disconnect();
        (window as unknown as {atHydration: boolean[]}).atHydration = [
          ...document.querySelectorAll('link[rel~="stylesheet"]'),
        ].map((link) => {
          try {
            return ((link as HTMLLinkElement).sheet?.cssRules.length ?? 0) > 0;
          } catch {
            return false;
          }
        });
      }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
    });
    await open(page, path);
    const atHydration = await page.evaluate(() => (window as unknown as {atHydration?: boolean[]}).atHydration);
    expect(atHydration, path).toBeDefined();
    expect(atHydration!.length, path).toBeGreaterThan(0);
    expect(atHydration!.every(Boolean), `${path}: stylesheets loaded when the page hydrated: ${atHydration}`).toBe(
      true,
    );
    await context.close();
  }
});
