// Renders the hosting rules (rules.ts) as the `_headers` and `_redirects` files that Netlify and
// Cloudflare Pages read from the published folder. What they cannot express is said in the README
// ("Deploy"): Markdown for `Accept: text/markdown` (neither routes on request headers), and
// `no-cache` for pages (both revalidate pages by default, which is what it asks for). Cloudflare
// Pages strips `.html` and `/index.html` itself and follows redirects even where a file exists,
// so its `_redirects` holds the section roots only.

import {GENERATED, type HostingRules} from './rules';

/** `_headers`: the security headers on every path, the long cache on hashed assets. */
export function headersFile(rules: HostingRules): string {
  const lines = [GENERATED, '/*'];
  for (const [name, value] of Object.entries(rules.headers)) lines.push(`  ${name}: ${value}`);
  for (const {prefix, value} of rules.cache) lines.push(`${prefix}*`, `  Cache-Control: ${value}`);
  return `${lines.join('\n')}\n`;
}

/**
 * `_redirects`: every redirect as a forced (`!`) permanent one, so that it applies although a file
 * exists at the old path (`/docs/faq/` has an index.html).
 */
export function redirectsFile(rules: HostingRules): string {
  const lines = [GENERATED, ...rules.redirects.map(({from, to}) => `${from} ${to} 301!`)];
  return `${lines.join('\n')}\n`;
}

/** Cloudflare Pages' `_redirects`: the section roots, plain 301s (it has no `!`). */
export function cloudflareRedirectsFile(rules: HostingRules): string {
  const lines = [GENERATED, ...rules.sectionRoots.map(({from, to}) => `${from} ${to} 301`)];
  return `${lines.join('\n')}\n`;
}
