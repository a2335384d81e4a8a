/**
 * Social cards: after the build, draws each page's card, a 1200×630 PNG with its title, section
 * and version (./card.ts), as `img/social/<name>.png`, the name made from the page's path alone
 * (./cardName.ts). The `SiteMetadata` wrapper (src/theme/SiteMetadata) points every page's
 * `og:image` and `twitter:image` at that file, so a page's card needs no change to its HTML. Pages
 * whose front matter names their own `image` keep it and get no card; the 404 page gets the
 * generic card. Cards are cached by content in node_modules/.cache/social-cards (./cache.ts): an
 * unchanged page's card is copied, not drawn again.
 */

import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadCardAssets, renderCard} from './card';
import {CARD_DIR, PLUGIN_NAME, cardPathOf, type SocialCardsGlobalData} from './cardName';
import {writeCards, type CardJob} from './cache';
import {cardOfPage, GENERIC_CARD, pagesWithOwnImage} from './pages';

/**
 * The built HTML of a route: `<route>/index.html`, or `<route>.html` (`/404.html` is the file
 * itself). Read synchronously, as the cache is (./cache.ts).
 */
function builtHtml(outDir: string, route: string): string | undefined {
  const candidates = route.endsWith('.html')
    ? [path.join(outDir, route)]
    : [path.join(outDir, route, 'index.html'), path.join(outDir, `${route.replace(/\/$/, '')}.html`)];
  for (const file of candidates) {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      // Not this one: try the next form.
    }
  }
  return undefined;
}

export default function socialCards(context: LoadContext): Plugin {
  let ownImage = new Set<string>();
  return {
    name: PLUGIN_NAME,

    allContentLoaded({allContent, actions}) {
      const paths = pagesWithOwnImage(allContent);
      ownImage = new Set(paths);
      actions.setGlobalData({ownImage: paths} satisfies SocialCardsGlobalData);
    },

    async postBuild({outDir, routesPaths, siteConfig}) {
      const started = performance.now();
      const site = {title: siteConfig.title, titleDelimiter: siteConfig.titleDelimiter, baseUrl: siteConfig.baseUrl};
      // The 404 page's card is the generic one, which also stands for any address that is no page.
      const jobs: CardJob[] = [GENERIC_CARD];
      const routeOfCard = new Map<string, string>();
      for (const route of [...new Set(routesPaths)].sort()) {
        const html = builtHtml(outDir, route);
        if (html === undefined) throw new Error(`[${PLUGIN_NAME}] no built HTML for ${route}`);
        const job = cardOfPage(route, html, site, ownImage);
        if (!job) continue;
        // Two paths of one page (`/docs/` and `/docs`) share their card; two pages never do.
        const other = routeOfCard.get(job.name);
        if (other !== undefined && cardPathOf(other) !== cardPathOf(route))
          throw new Error(`[${PLUGIN_NAME}] ${other} and ${route} would share the card ${job.name}.png`);
        routeOfCard.set(job.name, route);
        jobs.push(job);
      }
      const stats = await writeCards(jobs, {
        cardDir: path.join(outDir, CARD_DIR),
        cacheDir: path.join(context.siteDir, 'node_modules/.cache', PLUGIN_NAME),
        assets: loadCardAssets(context.siteDir),
        render: renderCard,
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `[${PLUGIN_NAME}] ${jobs.length} pages: ${stats.drawn} drawn, ${stats.cached} from cache in ${seconds} s`,
      );
    },
  };
}
