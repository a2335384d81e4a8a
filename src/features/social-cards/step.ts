/**
 * Draws each page's card, with its title from the site model, cached by content; an older release's
 * pages share their release's. Redirect pages and pages with their own `image` get none; the 404
 * page and any unknown address get the generic card.
 */

import path from 'node:path';
import type {AllContent, LoadedPlugin} from '@docusaurus/types';
import {olderReleaseBase} from '../../core/sections';
import type {SiteModel, SitePage} from '../../core/site/model';
import {loadCardAssets, renderCard} from './card';
import {CARD_DIR, PLUGIN_NAME, cardFile, cardName, cardOwnerOf, cardPathOf, cardSection} from './cardName';
import {copyCards, drawCards, type CardJob} from './cache';
import {GENERIC_CARD, pagesWithOwnImage} from './pages';

/**
 * The card a page gets, or none (the 404 page's is GENERIC_CARD). An older release's pages get
 * their release's card: the generic title with the section and version.
 */
export function cardOfPage(
  page: Pick<SitePage, 'route' | 'kind' | 'title'>,
  ownImage: ReadonlySet<string>,
): CardJob | undefined {
  if (page.kind === 'redirect' || page.kind === 'not-found' || ownImage.has(cardPathOf(page.route))) return undefined;
  const title = olderReleaseBase(cardPathOf(page.route)) === undefined ? page.title : GENERIC_CARD.content.title;
  return {name: cardName(cardOwnerOf(page.route)), content: {title, ...cardSection(page.route)}};
}

/** The plugins' loaded content, keyed as `allContentLoaded` gets it: plugin name, then instance id. */
function allContentOf(plugins: readonly LoadedPlugin[]): AllContent {
  const all: Record<string, Record<string, unknown>> = {};
  for (const plugin of plugins) (all[plugin.name] ??= {})[plugin.options.id] = plugin.content;
  return all as AllContent;
}

/** Every card the build needs: the generic one, then each page's (one per older release). */
export function cardJobs(site: SiteModel): CardJob[] {
  const ownImage = new Set(pagesWithOwnImage(allContentOf(site.props.plugins)));
  // The 404 page's card is the generic one, which also stands for any address that is no page.
  const jobs: CardJob[] = [GENERIC_CARD];
  const routeOfCard = new Map<string, string>();
  for (const page of site.pages) {
    const job = cardOfPage(page, ownImage);
    if (!job) continue;
    // Two paths of one page (`/docs/` and `/docs`) share their card, and an older release's pages
    // theirs; two other pages never do.
    const other = routeOfCard.get(job.name);
    if (other !== undefined && cardOwnerOf(other) !== cardOwnerOf(page.route))
      throw new Error(`${other} and ${page.route} would share the card ${job.name}.png`);
    if (other !== undefined) continue;
    routeOfCard.set(job.name, page.route);
    jobs.push(job);
  }
  return jobs;
}

const cacheOf = (site: SiteModel) => ({
  cacheDir: path.join(site.siteDir, 'node_modules/.cache', PLUGIN_NAME),
  assets: loadCardAssets(site.siteDir),
});

/** Draws every card the build needs into the cache (an async function: what it throws is a rejection). */
async function drawAll(site: SiteModel) {
  const jobs = cardJobs(site);
  const cache = cacheOf(site);
  return {jobs, cache, stats: await drawCards(jobs, {...cache, render: renderCard})};
}

/** The cards of each build, drawn into the cache since the pipeline started (startSocialCards). */
const drawing = new WeakMap<SiteModel, ReturnType<typeof drawAll>>();

/**
 * Starts drawing the cards into the cache as soon as the model is made: they need only the pages'
 * titles, and drawing (on libuv's pool) then overlaps the steps before this one. Nothing of the
 * build is written until the step's turn; the pipeline waits for the drawing then.
 */
export function startSocialCards(site: SiteModel): Promise<void> {
  const drawn = drawAll(site);
  drawing.set(site, drawn);
  return drawn.then(() => undefined);
}

export async function writeSocialCards(site: SiteModel): Promise<string> {
  const {jobs, cache, stats} = await (drawing.get(site) ?? drawAll(site));
  drawing.delete(site);
  copyCards(jobs, {...cache, cardDir: path.join(site.outDir, CARD_DIR)});
  jobs.forEach((job) => site.add(cardFile(job.name)));
  return `${jobs.length} cards: ${stats.drawn} drawn, ${stats.cached} from cache`;
}
