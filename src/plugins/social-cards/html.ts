/** Reading the head of built (minified) HTML: entities, `<meta>` tags, redirect pages. */

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code = /^#x/i.test(body) ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** The attributes of every `<meta>` tag, names lowercased, values decoded (quoted or not, as minifiers write them). */
export function metaTags(html: string): Map<string, string>[] {
  const head = html.slice(0, html.search(/<\/head>/i) >>> 0);
  return [...head.matchAll(/<meta\b([^>]*)>/gi)].map(([, attributes = '']) => {
    const map = new Map<string, string>();
    for (const [, name, doubleQuoted, singleQuoted, bare] of attributes.matchAll(
      /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
    )) {
      map.set(name!.toLowerCase(), decodeEntities(doubleQuoted ?? singleQuoted ?? bare ?? ''));
    }
    return map;
  });
}

/** The `content` of every `<meta>` whose `property` or `name` is `key`. */
export function metaContents(html: string, key: string): string[] {
  return metaTags(html)
    .filter((tag) => tag.get('property') === key || tag.get('name') === key)
    .map((tag) => tag.get('content') ?? '');
}

/** A page that only sends the reader elsewhere (the client-redirects plugin writes such pages). */
export function isRedirectPage(html: string): boolean {
  return metaTags(html).some((tag) => tag.get('http-equiv')?.toLowerCase() === 'refresh');
}

/** The text of the page's `<title>`, on one line. */
export function titleText(html: string): string | undefined {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  return match ? decodeEntities(match[1]!).replace(/\s+/g, ' ').trim() : undefined;
}
