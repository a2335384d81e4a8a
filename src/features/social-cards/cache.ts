/**
 * Cards cached by content: a card's key is a hash of everything drawn on it (title, section,
 * version) and of everything that draws it (the template version, the fonts, the logo, the
 * renderers' versions). A card whose key is in the cache is copied, not drawn again.
 */

import {createHash} from 'node:crypto';
import {copyFileSync, existsSync, mkdirSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {TEMPLATE_VERSION, type CardAssets, type CardContent} from './card';

/** A card to write: its file name (without `.png`) and what it shows. */
export type CardJob = {name: string; content: CardContent};

export type CardStats = {drawn: number; cached: number};

/** The cache key of a card: what it shows and what draws it. */
export function cardKey(content: CardContent, assets: Pick<CardAssets, 'fingerprint'>): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        TEMPLATE_VERSION,
        assets.fingerprint,
        content.title,
        content.section ?? '',
        content.version ?? '',
      ]),
    )
    .digest('hex');
}

export type DrawCardsOptions = {
  /** The cache folder: `node_modules/.cache/social-cards`. */
  cacheDir: string;
  assets: CardAssets;
  /** Draws one card (`renderCard`; tests count its calls). */
  render: (content: CardContent, assets: CardAssets) => Promise<Buffer>;
};

/** Cards drawn at once: drawing runs on libuv's pool (renderCard), so two keep a second core busy. */
const DRAWN_AT_ONCE = 2;

const cachedCard = (cacheDir: string, job: CardJob, assets: CardAssets) =>
  path.join(cacheDir, `${cardKey(job.content, assets)}.png`);

/**
 * Puts each job's card in the cache, drawn (DRAWN_AT_ONCE at a time) when its key is not there yet.
 * Jobs with the same content are drawn once. Writes nothing else: it may run before the card step.
 */
export async function drawCards(jobs: readonly CardJob[], options: DrawCardsOptions): Promise<CardStats> {
  const {cacheDir, assets, render} = options;
  mkdirSync(cacheDir, {recursive: true});
  const stats: CardStats = {drawn: 0, cached: 0};
  /** The card being drawn for each key: a second job with the same content waits for it. */
  const drawing = new Map<string, Promise<void>>();
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const cached = cachedCard(cacheDir, job, assets);
      const underWay = drawing.get(cached);
      if (underWay) await underWay;
      if (underWay || existsSync(cached)) stats.cached++;
      else {
        const partial = `${cached}.${process.pid}.${stats.drawn}.tmp`;
        const drawn = render(job.content, assets).then((png) => {
          // Written under a temporary name, then renamed: a build stopped halfway leaves no broken card.
          writeFileSync(partial, png);
          renameSync(partial, cached);
        });
        drawing.set(cached, drawn);
        stats.drawn++;
        await drawn;
      }
    }
  };
  await Promise.all(Array.from({length: DRAWN_AT_ONCE}, worker));
  return stats;
}

/** Copies each job's card from the cache (where drawCards put it) to `<cardDir>/<name>.png`. */
export function copyCards(
  jobs: readonly CardJob[],
  {cardDir, cacheDir, assets}: Omit<DrawCardsOptions, 'render'> & {cardDir: string},
) {
  mkdirSync(cardDir, {recursive: true});
  for (const job of jobs) copyFileSync(cachedCard(cacheDir, job, assets), path.join(cardDir, `${job.name}.png`));
}
