import type {Page} from '@playwright/test';
import {test, expect, menuButton, open, sitemapPaths, waitForHydration} from './helpers';

// No page is wider than a small phone's screen: every page of the sitemap at 360 px (the narrowest
// common phone width), where a wider page scrolls sideways and its right edge is cut off. Headings
// wrap too, even in a box that scrolls (the API reference's endpoint): a reader must not scroll a
// box to read a path. One browser page visits every page, one after another: a new page per path
// would cost more than the check itself. Nor may a control (a tab, a link, a button) sit past the
// right edge unseen, in a strip that scrolls on its own: tab strips wrap instead.
const WIDTH = 360;

/** The controls a reader cannot see at `width`: past the right edge, or clipped by a box that scrolls sideways. */
function hiddenControls(width: number): string[] {
  const controls = document.body.querySelectorAll('a[href], button, [role="tab"], input, select, summary');
  return [...controls].flatMap((element) => {
    const {left, right, width: w, height} = element.getBoundingClientRect();
    if (w === 0 || height === 0 || getComputedStyle(element).visibility === 'hidden') return [];
    // Off-canvas to the left (a closed drawer) or fixed off screen (the skip link) is not a hidden control.
    if (right <= 0 || element.closest('.navbar-sidebar:not(.navbar-sidebar--show *)')) return [];
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement)
      if (getComputedStyle(node).position === 'fixed' && !node.classList.contains('navbar-sidebar')) return [];
    let clippedBy: Element | undefined;
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const box = parent.getBoundingClientRect();
      if (getComputedStyle(parent).overflowX !== 'visible' && right > box.right + 0.5 && parent.localName !== 'pre') {
        clippedBy = parent;
        break;
      }
    }
    if (right <= width + 0.5 && !clippedBy) return [];
    // A code line's link or a wide table's cell scrolls with its block, which says so by its scroll bar.
    if (element.closest('pre, table')) return [];
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    return [
      `${element.localName}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${name}": ${Math.round(left)}–${Math.round(right)} px`,
    ];
  });
}

/** What sticks out: an element none of whose children does, or a heading; where it starts and its width. */
type Offender = {selector: string; left: number; width: number};

test(`every page of the sitemap fits a ${WIDTH} px screen: nothing widens it, no heading runs past its edge`, async ({
  page,
}) => {
  const paths = sitemapPaths();
  expect(paths.length).toBeGreaterThan(100);
  test.setTimeout(paths.length * 3_000);
  await page.setViewportSize({width: WIDTH, height: 740});
  const wide: {path: string; scrollWidth: number; offenders: string[]}[] = [];
  for (const path of paths) {
    await open(page, path);
    const {scrollWidth, offenders} = await page.evaluate((width): {scrollWidth: number; offenders: Offender[]} => {
      const scrollWidth = document.documentElement.scrollWidth;
      const past = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
      /**
       * Whether an element can widen the page: not when it or an ancestor is fixed (the skip link
       * waits off screen), nor when an ancestor scrolls or clips what overflows it.
       */
      const widens = (element: Element) => {
        if (getComputedStyle(element).position === 'fixed') return false;
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX !== 'visible' || style.position === 'fixed') return false;
        }
        return true;
      };
      const sticksOut = (element: Element) => past(element) && widens(element);
      const selector = (element: Element) => {
        const parts: string[] = [];
        for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
          const classes = [...node.classList].map((name) => `.${CSS.escape(name)}`).join('');
          parts.unshift(node.id ? `${node.localName}#${CSS.escape(node.id)}` : `${node.localName}${classes}`);
          if (node.id) break;
        }
        return parts.slice(-4).join(' > ');
      };
      const headings = [...document.body.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(past);
      const widening =
        scrollWidth > width
          ? [...document.body.querySelectorAll('*')].filter(
              (element) => sticksOut(element) && ![...element.children].some(sticksOut),
            )
          : [];
      const offenders = [...new Set([...widening, ...headings])].slice(0, 3).map((element) => {
        const {left, width} = element.getBoundingClientRect();
        return {selector: selector(element), left: Math.round(left), width: Math.round(width)};
      });
      return {scrollWidth, offenders};
    }, WIDTH);
    const hidden = await page.evaluate(hiddenControls, WIDTH);
    if (scrollWidth > WIDTH || offenders.length > 0 || hidden.length > 0)
      wide.push({
        path,
        scrollWidth,
        offenders: [
          ...offenders.map(({selector, left, width}) => `${selector}: ${width} px wide from x = ${left}`),
          ...hidden.map((control) => `past the edge: ${control}`),
        ],
      });
  }
  expect(wide, `pages wider than ${WIDTH} px, or with a heading or a control past its right edge`).toEqual([]);
});

/** Each view a reader opens that the sitemap does not list, or that only a tap shows. */
const VIEWS: {name: string; path: string; open?: (page: Page) => Promise<void>}[] = [
  {name: 'the search page with results', path: '/search?q=corridor'},
  {name: 'the not-found page', path: '/no-such-page'},
  {name: 'the offline not-saved page', path: '/offline/not-saved.html'},
  {
    name: 'the open navigation drawer',
    path: '/ios/introduction',
    open: async (page) => page.getByRole('button', {name: 'Toggle navigation bar'}).click(),
  },
  {
    name: 'the open page actions menu',
    path: '/api/large-areas',
    open: async (page) => menuButton(page).click(),
  },
];

for (const view of VIEWS) {
  test(`${view.name} shows every control on a ${WIDTH} px screen`, async ({page}) => {
    await page.setViewportSize({width: WIDTH, height: 740});
    await page.goto(view.path);
    if (!view.path.endsWith('.html')) await waitForHydration(page);
    await view.open?.(page);
    if (view.path.startsWith('/search')) await expect(page.locator('main').getByRole('link').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
    expect(await page.evaluate(hiddenControls, WIDTH)).toEqual([]);
  });
}
