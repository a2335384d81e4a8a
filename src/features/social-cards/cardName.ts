/**
 * Where a page's card lives, from its path alone: shared by the step that draws the cards and
 * `@theme/SocialCard`, so both name the same file. No Node or browser API: it runs in both.
 */

import {SITE} from '../../core/constants';
import {olderReleaseBase, sectionOfPath} from '../../core/sections';

/** The cards' size: the 1.91:1 image that Open Graph and X's large summary card show whole. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The cards' folder in the build, relative to the base URL. */
export const CARD_DIR = 'img/social';

/** The card of pages that are no page of the site (the 404 page, an unknown address). */
export const GENERIC_CARD_NAME = 'skypath';

/** The longest readable part of a card's name, before its hash. */
const MAX_SLUG = 64;

/**
 * The path a card is named after: no query or fragment, no trailing slash (`/docs/` and `/docs`
 * are the same page), percent-escapes decoded (the browser's pathname has them, the build's routes
 * do not).
 */
export function cardPathOf(pathname: string): string {
  const bare = pathname.replace(/[?#].*$/, '');
  let decoded = bare;
  try {
    decoded = decodeURI(bare);
  } catch {
    // A malformed escape: keep the path as it came.
  }
  return decoded.replace(/\/+$/, '') || '/';
}

/** FNV-1a, 32 bits, over the path's UTF-16 code units: 8 hex digits, the same in Node and the browser. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * A card's file name (no extension) for a page's path: a readable slug of the path, then a hash of
 * the exact path, so that paths with the same slug (`/ios/2.2/x`, `/ios/2-2/x`) get different
 * files. `/ios/2.2/basic/data` → `ios-2-2-basic-data-<8 hex digits>`; `/` → `index-<hash>`.
 */
export function cardName(pathname: string): string {
  const path = cardPathOf(pathname);
  const slug = path
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
  return `${slug || 'index'}-${fnv1a(path)}`;
}

/**
 * The path a page's card is named after: its own, or for a page of an older release the release's
 * base (`/ios/2.2/basic/data` → `/ios/2.2`). An older release's pages share one card: they are
 * most of the pages, every release adds more, and few are shared; their link previews keep the
 * page's own title (issue #41).
 */
export function cardOwnerOf(pathname: string): string {
  const path = cardPathOf(pathname);
  return olderReleaseBase(path) ?? path;
}

/** A card's path on the site, under the base URL: `img/social/<name>.png`. */
export function cardFile(name: string): string {
  return `${CARD_DIR}/${name}.png`;
}

/** The plugin's name, under which the client finds its global data. */
export const PLUGIN_NAME = 'social-cards';

/** What the plugin tells every page (global data, in the main bundle: keep it small). */
export type SocialCardsGlobalData = {
  /**
   * The paths (as `cardPathOf` gives them) of the pages that name their own image in front matter
   * (`image:`): Docusaurus's page metadata sets their `og:image`, and they get no card.
   */
  ownImage: string[];
};

/** The card's section label where it differs from the navbar's: "API" alone says less on a card. */
const CARD_SECTION_LABELS: Record<string, string> = {api: 'REST API'};

/**
 * The section and version a card shows for a path: `/ios/2.2/x` → iOS SDK, 2.2; `/ios/next/x` →
 * iOS SDK, Next; `/api/x` → REST API; `/blog/x` → Blog; nothing outside the sections.
 */
export function cardSection(pathname: string): {section?: string; version?: string} {
  const section = sectionOfPath(pathname);
  if (!section) return {};
  const {version} = section;
  return {section: CARD_SECTION_LABELS[section.key] ?? section.sectionLabel, ...(version ? {version} : {})};
}

/** The card's `og:image:alt`: the site, then the section and version the card shows. */
export function cardAlt(pathname: string): string {
  const {section, version} = cardSection(pathname);
  return section ? `${SITE.title}: ${[section, version].filter(Boolean).join(' ')}` : SITE.title;
}
