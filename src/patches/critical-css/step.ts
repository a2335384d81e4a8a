/**
 * The pipeline's step that inlines each page's critical CSS and moves its stylesheet links to the
 * end of its body. It runs after the route stylesheets (the API reference pages' stylesheet is
 * linked by then) and before every step that reads the pages' assets.
 */
import type {SiteModel} from '../../core/site/model';
import {criticalCssInliner} from './critical';

export async function inlineCriticalCss(site: SiteModel): Promise<string> {
  const inline = criticalCssInliner(async (file) => (await site.read(file)).toString('utf8'));
  let pages = 0;
  let bytes = 0;
  for (const page of site.pages) {
    if (page.kind === 'redirect') continue;
    const {html, tree} = await site.tree.withPositions(page);
    const result = await inline(html, tree);
    if (!result.css) continue;
    await site.writePage(page, result.html, result.tree);
    pages += 1;
    bytes += Buffer.byteLength(result.css);
  }
  return `${pages} pages, ${Math.round(bytes / Math.max(pages, 1) / 1024)} KB of CSS each on average, ${inline.cuts()} cuts of the stylesheets`;
}
