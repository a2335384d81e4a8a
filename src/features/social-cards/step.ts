/**
 * Draws each page's card, with its title from the site model, cached by content. Redirect pages and
 * pages with their own `image` get none; the 404 page and any unknown address get the generic card.
 */

import path from 'node:path';
import type {AllContent, LoadedPlugin} from '@docusaurus/types';
import type {SiteModel, SitePage} from '../../core/site/model';
import {loadCardAssets, renderCard} from './card';
import {CARD_DIR, PLUGIN_NAME, cardFile, cardName, cardPathOf, cardSection} from './cardName';
import {writeCards, type CardJob} from './cache';
import {GENERIC_CARD, pagesWithOwnImage} from './pages';

/** The card a page gets, or none (the 404 page's is GENERIC_CARD). */
export function cardOfPage(
  page: Pick<SitePage, 'route' | 'kind' | 'title'>,
  ownImage: ReadonlySet<string>,
): CardJob | undefined {
  if (page.kind === 'redirect' || page.kind === 'not-found' || ownImage.has(cardPathOf(page.route))) return undefined;
  return {name: cardName(page.route), content: {title: page.title, ...cardSection(page.route)}};
}

/** The plugins' loaded content, keyed as `allContentLoaded` gets it: plugin name, then instance id. */
function allContentOf(plugins: readonly LoadedPlugin[]): AllContent {
  const all: Record<string, Record<string, unknown>> = {};
  for (const plugin of plugins) (all[plugin.name] ??= {})[plugin.options.id] = plugin.content;
  return all as AllContent;
}

export async function writeSocialCards(site: SiteModel): Promise<string> {
  const ownImage = new Set(pagesWithOwnImage(allContentOf(site.props.plugins)));
  // The 404 page's card is the generic one, which also stands for any address that is no page.
  const jobs: CardJob[] = [GENERIC_CARD];
  const routeOfCard = new Map<string, string>();
  for (const page of site.pages) {
    const job = cardOfPage(page, ownImage);
    if (!job) continue;
    // Two paths of one page (`/docs/` and `/docs`) share their card; two pages never do.
    const other = routeOfCard.get(job.name);
    if (other !== undefined && cardPathOf(other) !== cardPathOf(page.route))
      throw new Error(`${other} and ${page.route} would share the card ${job.name}.png`);
    routeOfCard.set(job.name, page.route);
    jobs.push(job);
  }
  const stats = await writeCards(jobs, {
    cardDir: path.join(site.outDir, CARD_DIR),
    cacheDir: path.join(site.siteDir, 'node_modules/.cache', PLUGIN_NAME),
    assets: loadCardAssets(site.siteDir),
    render: renderCard,
  });
  jobs.forEach((job) => site.add(cardFile(job.name)));
  return `${jobs.length} pages: ${stats.drawn} drawn, ${stats.cached} from cache`;
}
