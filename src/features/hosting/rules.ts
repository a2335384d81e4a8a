// The hosting rules, one source for every host: which paths redirect where, how long each response
// may be cached, the security headers with a Content-Security-Policy whose inline scripts are
// hashed, and which pages have a Markdown copy for `Accept: text/markdown`. They are a function of
// the site's model (src/core/site/model.ts: its pages, their Markdown copies and inline scripts); nginx.ts
// and netlify.ts render them; nothing here knows a host.
import type {Redirect} from '../../core/sections';
import type {SitePage} from '../../core/site/model';
import type {InlineScript} from '../../core/site/html';
import {ALLOWED_INLINE_SCRIPTS} from './inline-scripts';

/** Hashed, immutable assets (Docusaurus puts a content hash in every file name under /assets/). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Where a Pagefind bundle (src/features/search) keeps files named by their content's hash: its index
 * chunks and fragments. Its entry (`pagefind-entry.json`), metadata, script and WebAssembly keep
 * their names from build to build: they are revalidated like every other file.
 */
export const PAGEFIND_HASHED = ['fragment/', 'index/', 'filter/'];
/** Everything else is revalidated on every use (the host sends ETag and Last-Modified). */
export const REVALIDATE = 'no-cache';

/** Browser features the site never uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * The Content-Security-Policy: scripts only from the site and the hashed inline scripts (never
 * 'unsafe-inline' for scripts), connections only to the site and the API hosts the explorer sends
 * requests to, no plugins, no <base>, no framing.
 */
export function contentSecurityPolicy({scriptHashes, apiHosts}: {scriptHashes: string[]; apiHosts: string[]}): string {
  return [
    "default-src 'self'",
    // Pagefind's search runs as WebAssembly, compiled in the page ('wasm-unsafe-eval' allows no script).
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes.map((hash) => `'sha256-${hash}'`).join(' ')}`.trim(),
    // React and Docusaurus set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${apiHosts.join(' ')}`.trim(),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Checks that every inline script of every page is one the policy allows (./inline-scripts.ts).
 * Returns the problems, each naming the page and the script.
 */
export function inlineScriptProblems(
  pages: readonly {file: string; inlineScripts: readonly InlineScript[]}[],
): string[] {
  const allowed = new Set(ALLOWED_INLINE_SCRIPTS.map((script) => script.sha256));
  const problems: string[] = [];
  for (const page of pages) {
    for (const script of page.inlineScripts) {
      if (allowed.has(script.sha256)) continue;
      const excerpt = script.text.trim().replace(/\s+/g, ' ').slice(0, 160);
      problems.push(
        `${page.file}: an inline script the Content-Security-Policy does not allow (sha256-${script.sha256}): "${excerpt}…". ` +
          'If it is expected (a Docusaurus upgrade, a changed announcement bar), review it and add its hash to src/features/hosting/inline-scripts.ts; otherwise load it from a file.',
      );
    }
  }
  return problems;
}

/**
 * The redirects, each {from, to}: section roots (with and without a trailing slash), and for every
 * page the forms that are not its canonical path (the other trailing-slash form, `.html` and
 * `/index.html`). Canonical paths follow the site's `trailingSlash` setting, as the pages' own
 * canonical links say.
 */
export function redirects({
  pages,
  sectionRoots,
}: {
  pages: readonly Pick<SitePage, 'route'>[];
  sectionRoots: readonly Redirect[];
}): Redirect[] {
  const rules = new Map<string, string>();
  const add = (from: string, to: string) => {
    if (from !== to && !rules.has(from)) rules.set(from, to);
  };
  const routes = new Set(pages.map((page) => page.route));
  for (const {from, to} of sectionRoots) {
    add(from, to);
    add(`${from}/`, to);
    add(`${from}/index.html`, to);
  }
  for (const route of [...routes].sort()) {
    if (route === '/') {
      add('/index.html', '/');
      continue;
    }
    const bare = route.replace(/\/$/, '');
    const other = route.endsWith('/') ? bare : `${route}/`;
    if (!routes.has(other)) add(other, route);
    add(`${bare}.html`, route);
    add(`${bare}/index.html`, route);
  }
  return [...rules].map(([from, to]) => ({from, to}));
}

/**
 * The methods a static site answers. Anything else (POST, PUT, DELETE, OPTIONS, TRACE, …) is 405
 * Method Not Allowed with `Allow: GET, HEAD`, on every path.
 */
export const ALLOWED_METHODS = ['GET', 'HEAD'];

/**
 * Percent-encoded characters that no path of the site contains and that a server would decode into
 * path syntax: `/` (%2F), `\` (%5C) and `.` (%2E). Decoded, `/docs%2Ffaq` and `/docs/%2e/faq` would be
 * `/docs/faq` served at a second URL, and `%2e%2e` a dot-segment; a path with one is not found.
 * (A null byte, %00, nginx refuses itself with 400.)
 */
export const ENCODED_PATH_SYNTAX = ['%2F', '%5C', '%2E'];

/** Everything a host needs, from the site's pages and settings. */
export function hostingRules({
  pages,
  sectionRoots,
  apiHosts,
  searchBundles,
}: {
  pages: readonly SitePage[];
  sectionRoots: readonly Redirect[];
  apiHosts: string[];
  /** The Pagefind bundles' folders (`/pagefind/`, `/ios/2.2/pagefind/`). */
  searchBundles: readonly string[];
}) {
  // The redirect pages are the section roots' stand-ins, not pages of their own.
  const served = pages.filter((page) => page.kind !== 'redirect');
  const scriptHashes = [...new Set(served.flatMap((page) => page.inlineScripts ?? []))].sort();
  return {
    redirects: redirects({pages: served, sectionRoots}),
    sectionRoots,
    markdown: served.flatMap(({route, markdown}) => (markdown ? [{route, file: markdown}] : [])),
    cache: ['/assets/', ...searchBundles.flatMap((bundle) => PAGEFIND_HASHED.map((dir) => `${bundle}${dir}`))].map(
      (prefix) => ({prefix, value: IMMUTABLE as string}),
    ),
    searchBundles,
    methods: ALLOWED_METHODS,
    encodedPathSyntax: ENCODED_PATH_SYNTAX,
    defaultCache: REVALIDATE as string,
    headers: {
      'Content-Security-Policy': contentSecurityPolicy({scriptHashes, apiHosts}),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
    },
    /** Sent only over HTTPS: a host adds it in its TLS server block. */
    hsts: 'max-age=31536000',
  };
}

export type HostingRules = ReturnType<typeof hostingRules>;
