/**
 * The pipeline's step that links, in each page's head, the stylesheets of its route's own chunks
 * (the API reference's). Docusaurus's static generation links only the entry point's
 * `styles.css`: with Rspack, its client manifest does not map a route's modules to their chunks, so
 * a route's stylesheet would otherwise arrive with the route's script, after the first paint. The
 * bundler's loader finds the link there and does not add it again. The new link goes right after
 * the page's last stylesheet, so the cascade is the one the bundler gives on client-side navigation.
 */
import {toHtml} from 'hast-util-to-html';
import {findAll, isStylesheetLink, pageAssets, parseHtml} from '../../core/site/html';
import type {SiteModel} from '../../core/site/model';

export async function linkRouteStylesheets(site: SiteModel): Promise<string> {
  let linked = 0;
  // The chunk graph first: a page whose route has no stylesheet but the entry's needs no parse.
  const linkedEverywhere = new Set(site.routeFiles([], {entryOnly: true}));
  for (const page of site.pages) {
    if (page.kind === 'redirect') continue;
    const own = site
      .routeFiles([page.route], {ownChunks: true})
      .filter((file) => file.endsWith('.css') && !linkedEverywhere.has(file));
    if (own.length === 0) continue;
    const loaded = new Set(pageAssets(await site.tree(page)));
    const missing = own.filter((file) => !loaded.has(file));
    if (missing.length === 0) continue;
    // The model's trees carry no source positions: the few pages changed here are parsed again.
    const html = (await site.read(page.file)).toString('utf8');
    const last = findAll(parseHtml(html), isStylesheetLink).at(-1)?.position?.end.offset;
    if (last === undefined) throw new Error(`${page.file} links no stylesheet to put ${missing.join(', ')} after.`);
    const links = missing.map((href) =>
      toHtml({type: 'element', tagName: 'link', properties: {rel: ['stylesheet'], href}, children: []}),
    );
    await site.writePage(page, html.slice(0, last) + links.join('') + html.slice(last));
    linked += 1;
  }
  return `${linked} pages`;
}
