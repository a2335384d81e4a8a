/**
 * A check of a built site's social cards, for the tests: every HTML page but redirects has one
 * absolute `og:image` and `twitter:image`; an image on the site exists; a card (under img/social/) is
 * a 1200×630 PNG, with its size and an `og:image:alt` on its page. Returns the problems, one a line.
 */

import type {BuiltSite} from '../../../core/site/manifest';
import {isRedirectPage, metaContents} from '../../../core/site/html';
import {CARD_DIR, CARD_HEIGHT, CARD_WIDTH} from '../cardName';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height of a PNG, or undefined when the bytes are no PNG (no signature, no IHDR first). */
export function pngSize(bytes: Uint8Array): {width: number; height: number} | undefined {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.length < 24 || !data.subarray(0, 8).equals(SIGNATURE)) return undefined;
  // The first chunk: 4 bytes of length (13 for IHDR), its type, then width and height (big-endian).
  if (data.readUInt32BE(8) !== 13 || data.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return {width: data.readUInt32BE(16), height: data.readUInt32BE(20)};
}

/** The file an image URL of the site names in the build, or undefined when it is another site's. */
function siteFile(imageUrl: URL, siteUrl: URL): string | undefined {
  if (imageUrl.origin !== siteUrl.origin || !imageUrl.pathname.startsWith(siteUrl.pathname)) return undefined;
  return decodeURIComponent(imageUrl.pathname.slice(siteUrl.pathname.length));
}

export type CheckOptions = {
  /** The site's URL with its base URL (`https://docs.skypath.io/`): images there must be in the build. */
  siteUrl: string;
};

export async function checkSocialCards(built: BuiltSite, {siteUrl}: CheckOptions): Promise<string[]> {
  const site = new URL(siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  const cardPrefix = new URL(`${CARD_DIR}/`, site).href;
  const problems: string[] = [];
  const sizes = new Map<string, string | undefined>();
  /** Why a card file is not right, or undefined; each file is read once. */
  const cardProblem = async (file: string): Promise<string | undefined> => {
    if (!sizes.has(file)) {
      const bytes = await built.read(file).catch(() => undefined);
      const size = bytes && pngSize(bytes);
      sizes.set(
        file,
        !bytes
          ? 'is missing'
          : !size
            ? 'is not a PNG'
            : size.width !== CARD_WIDTH || size.height !== CARD_HEIGHT
              ? `is ${size.width}×${size.height}, not ${CARD_WIDTH}×${CARD_HEIGHT}`
              : undefined,
      );
    }
    return sizes.get(file);
  };

  for (const page of built.htmlFiles) {
    const html = await built.tree({file: page});
    if (isRedirectPage(html)) continue;
    const report = (problem: string) => problems.push(`${page}: ${problem}`);
    const images = metaContents(html, 'og:image');
    const twitter = metaContents(html, 'twitter:image');
    if (images.length !== 1) report(`${images.length} og:image tags, not 1`);
    if (twitter.length !== 1) report(`${twitter.length} twitter:image tags, not 1`);
    const image = images[0];
    if (image === undefined) continue;
    if (twitter[0] !== undefined && twitter[0] !== image)
      report(`twitter:image ${twitter[0]} is not og:image ${image}`);
    if (!URL.canParse(image) || !/^https?:$/.test(new URL(image).protocol)) {
      report(`og:image ${image} is not an absolute URL`);
      continue;
    }
    const file = siteFile(new URL(image), site);
    if (!image.startsWith(cardPrefix)) {
      // The page's own image (front matter `image:`): it must exist when it is on the site.
      if (file !== undefined && !built.files.includes(file)) report(`og:image ${image} is not in the build`);
      continue;
    }
    const problem = await cardProblem(file!);
    if (problem) report(`card ${image} ${problem}`);
    const [width] = metaContents(html, 'og:image:width');
    const [height] = metaContents(html, 'og:image:height');
    if (width !== String(CARD_WIDTH) || height !== String(CARD_HEIGHT))
      report(
        `og:image:width and og:image:height are ${width ?? 'missing'} and ${height ?? 'missing'}, not ${CARD_WIDTH} and ${CARD_HEIGHT}`,
      );
    if (!metaContents(html, 'og:image:alt')[0]) report('no og:image:alt');
  }
  return problems;
}
