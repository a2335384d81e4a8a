/**
 * One page's card: a 1200×630 PNG with its title, section and version and the SkyPath name, in the
 * site's colours and logo. Satori lays it out as SVG; resvg turns that into a PNG.
 */

import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {setFlagsFromString} from 'node:v8';
import {runInNewContext} from 'node:vm';
import {createElement, type CSSProperties, type ReactElement, type ReactNode} from 'react';
import satori from 'satori';
import {renderAsync} from '@resvg/resvg-js';
import {SITE} from '../../core/constants';
import {CARD_HEIGHT, CARD_WIDTH} from './cardName';

/** The site's host, written on every card. */
const SITE_HOST = new URL(SITE.url).host;

/** What a card shows. */
export type CardContent = {
  title: string;
  /** The section's label ("iOS SDK", "REST API", "Blog"); none outside the sections. */
  section?: string;
  /** The SDK version ("3.0", "Next"); none in the single-version sections. */
  version?: string;
};

/** What a card is drawn with: its fonts and logo, and what identifies them in the cache key. */
export type CardAssets = {
  fonts: {name: string; data: Buffer; weight: 400 | 600 | 700; style: 'normal'}[];
  /** The logo drawn in the corner, as an SVG data URL. */
  logo: string;
  /** Changes whenever the fonts, the logo or the renderers change: part of every card's cache key. */
  fingerprint: string;
};

/**
 * The card's design version: part of every card's cache key. Bump it with any change to the
 * drawing below, so that cached cards are drawn again.
 */
export const TEMPLATE_VERSION = 1;

/** The site's colours (src/css/custom.css, the logo and the announcement bar): keep them in step. */
const COLORS = {
  /** --ifm-color-primary, light mode. */
  primary: '#0b5cad',
  /** The announcement bar's background. */
  deep: '#0b3d73',
  /** --ifm-color-primary-darkest. */
  darkest: '#084079',
  /** The logo's upper wave; --ifm-color-primary in dark mode is close to it. */
  sky: '#9fd0ff',
  /** Infima's text colour. */
  text: '#1c1e21',
  /** --skypath-muted. */
  muted: '#4a5563',
  /** A tint of the primary colour, for the section badge. */
  tint: '#e6f0fa',
  /** --skypath-card-border. */
  border: '#c9d3de',
  white: '#ffffff',
} as const;

const FONT = 'Inter';
/** The Inter files (from @fontsource/inter, OFL-1.1): Latin and Latin Extended, three weights. */
const FONT_FILES = [400, 600, 700].flatMap((weight) =>
  ['latin', 'latin-ext'].map((subset) => ({
    weight: weight as 400 | 600 | 700,
    file: `inter-${subset}-${weight}-normal.woff`,
  })),
);

/**
 * Loads the fonts and logo (synchronously, like the cache: a few small files) and fingerprints them
 * with the renderers' versions.
 */
export function loadCardAssets(siteDir: string): CardAssets {
  const require = createRequire(path.resolve(siteDir, 'package.json'));
  const fonts = FONT_FILES.map(({weight, file}) => ({
    name: FONT,
    data: readFileSync(require.resolve(`@fontsource/inter/files/${file}`)),
    weight,
    style: 'normal' as const,
  }));
  const logoSvg = readFileSync(path.join(siteDir, 'static/img/logo.svg'));
  const hash = createHash('sha256');
  for (const name of ['@fontsource/inter', 'satori', '@resvg/resvg-js']) {
    const {version} = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {version: string};
    hash.update(`${name}@${version}\n`);
  }
  for (const font of fonts) hash.update(font.data);
  hash.update(logoSvg).update(`${SITE.url}\n${SITE.tagline}`);
  return {
    fonts,
    logo: `data:image/svg+xml;base64,${logoSvg.toString('base64')}`,
    fingerprint: hash.digest('hex').slice(0, 16),
  };
}

/** Satori takes React elements; no JSX needed. */
function box(style: CSSProperties, ...children: ReactNode[]): ReactElement {
  return createElement('div', {style: {display: 'flex', ...style}}, ...children);
}

/** The title's size: large for short titles, smaller for long ones, so that it fits in three lines. */
function titleSize(title: string): number {
  if (title.length <= 28) return 76;
  if (title.length <= 52) return 64;
  if (title.length <= 80) return 54;
  return 46;
}

/** Two waves, as in the logo: the card's decoration, top right. */
const WAVES = `data:image/svg+xml;base64,${Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="440" height="240" viewBox="0 0 440 240">` +
    `<path d="M20 170c50-80 100-80 140 0s100 80 140 0 80-80 140 0" fill="none" stroke="${COLORS.primary}" stroke-opacity="0.12" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M20 90c50-80 100-80 140 0s100 80 140 0 80-80 140 0" fill="none" stroke="${COLORS.sky}" stroke-opacity="0.45" stroke-width="22" stroke-linecap="round"/>` +
    `</svg>`,
).toString('base64')}`;

export function cardElement(content: CardContent, logo: string): ReactElement {
  const badge = (text: string, style: CSSProperties) =>
    box({...style, borderRadius: 999, padding: '8px 24px', fontSize: 30, fontWeight: 600}, text);
  const badges: ReactElement[] = [];
  if (content.section) {
    const border = `2px solid ${COLORS.border}`;
    badges.push(badge(content.section, {backgroundColor: COLORS.tint, color: COLORS.primary, border}));
  }
  if (content.version)
    badges.push(badge(content.version, {backgroundColor: COLORS.primary, color: COLORS.white, marginLeft: 14}));

  return box(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      flexDirection: 'column',
      backgroundColor: COLORS.white,
      fontFamily: FONT,
      color: COLORS.text,
    },
    // The brand band along the top.
    box({height: 14, backgroundImage: `linear-gradient(90deg, ${COLORS.deep}, ${COLORS.primary})`}),
    box(
      {flexGrow: 1, flexDirection: 'column', padding: '52px 72px 0 72px', position: 'relative'},
      createElement('img', {
        src: WAVES,
        width: 440,
        height: 240,
        style: {position: 'absolute', right: 0, top: 8},
      }),
      // The SkyPath name, as in the navbar.
      box(
        {alignItems: 'center'},
        createElement('img', {src: logo, width: 64, height: 64}),
        box({marginLeft: 20, fontSize: 40, fontWeight: 700, color: COLORS.text}, 'SkyPath'),
        box({marginLeft: 12, fontSize: 40, fontWeight: 400, color: COLORS.muted}, 'Docs'),
      ),
      box(
        {flexGrow: 1, flexDirection: 'column', justifyContent: 'center', paddingBottom: 24},
        badges.length > 0 ? box({marginBottom: 28}, ...badges) : null,
        box(
          {
            fontSize: titleSize(content.title),
            fontWeight: 700,
            lineHeight: 1.15,
            letterSpacing: -1,
            maxWidth: 1056,
            lineClamp: 3,
          },
          content.title,
        ),
      ),
    ),
    box(
      {
        height: 84,
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '0 72px',
        backgroundColor: COLORS.deep,
        color: COLORS.white,
        fontSize: 28,
      },
      box({fontWeight: 600}, SITE_HOST),
      box({color: COLORS.sky, fontSize: 24}, SITE.tagline),
    ),
  );
}

export async function renderCard(content: CardContent, assets: CardAssets): Promise<Buffer> {
  const svg = await satori(cardElement(content, assets.logo), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: assets.fonts,
  });
  // Drawn on libuv's pool, off the main thread: the steps' work goes on meanwhile.
  const png = (
    await renderAsync(svg, {fitTo: {mode: 'width', value: CARD_WIDTH}, font: {loadSystemFonts: false}})
  ).asPng();
  await releaseDrawnPixels();
  return png;
}

/**
 * resvg-js 2.6.2 keeps each card's pixels outside V8's heap and does not tell V8 (thx/resvg-js#216):
 * V8 never collects the renderer's objects for their size, so the memory is freed only when V8
 * collects for its own reasons. When the process has grown by COLLECT_AFTER since the last
 * collection, a young-generation collection finds them (a full one of the build's heap takes
 * seconds); their finalizers, which free the pixels, run on the next turn of the event loop. While
 * other steps run, their own collections free most pixels, so fewer are forced than one every few
 * cards: a forced one copies their pages' trees too. Remove this with the first release with
 * resvg-js#393's fix (2.7.0-alpha.2 has binaries for Linux x64 alone).
 */
const COLLECT_AFTER = 32 * 2 ** 20;
let rssAfterCollection = 0;
let collectYoung: (() => void) | undefined;

async function releaseDrawnPixels(): Promise<void> {
  const rss = process.memoryUsage.rss();
  // Smaller than after the last forced collection: the build's own collections freed memory since.
  rssAfterCollection = Math.min(rssAfterCollection || rss, rss);
  if (rss - rssAfterCollection < COLLECT_AFTER) return;
  if (!collectYoung) {
    // V8's gc() exists only in contexts made after --expose-gc is set: one new context holds it.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as (options: {type: 'minor'}) => void;
    collectYoung = () => gc({type: 'minor'});
  }
  collectYoung();
  await new Promise((resolve) => setImmediate(resolve));
  rssAfterCollection = process.memoryUsage.rss();
}
