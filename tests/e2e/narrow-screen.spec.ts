import {test, expect, open, sitemapPaths} from './helpers';

// No page is wider than a small phone's screen: every page of the sitemap at 360 px (the narrowest
// common phone width), where a wider page scrolls sideways and its right edge is cut off. Headings
// wrap too, even in a box that scrolls (the API reference's endpoint): a reader must not scroll a
// box to read a path. One browser page visits every page, one after another: a new page per path
// would cost more than the check itself.
const WIDTH = 360;

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
    if (scrollWidth > WIDTH || offenders.length > 0)
      wide.push({
        path,
        scrollWidth,
        offenders: offenders.map(({selector, left, width}) => `${selector}: ${width} px wide from x = ${left}`),
      });
  }
  expect(wide, `pages wider than ${WIDTH} px, or with a heading past its right edge`).toEqual([]);
});
