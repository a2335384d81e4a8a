// Offline reading, the build step (run by scripts/hosting/build.mjs, after `docusaurus build`): for
// every section and version a reader can save ("pack": Intro, API, iOS SDK 3.0, 2.2, Next, Web SDK
// 0.5, Next) it writes the manifest of the files a saved copy needs, and it writes the service
// worker and the page shown offline for a page that is not saved:
//   build/offline/index.json       the packs, each with its revision, page count and size
//   build/offline/<pack>.json      a pack's files: its pages, the Intro pages they link to, /search,
//                                  the JavaScript chunks those routes load (and those they load
//                                  lazily), the stylesheet, images, Markdown copies, search index
//   build/offline/not-saved.html   the branded "not saved" page (the worker lists the saved copies in it)
//   build/sw.js                    src/offline/sw.js with the names of src/offline/shared.mjs
// The chunks of a route come from Docusaurus's build: .docusaurus/routesChunkNames.json (route →
// chunk names), the registry in main.js (chunk name → chunk ids it loads) and runtime~main.js
// (chunk id → file). Each chunk's own lazy imports (`x.e("id")`) are followed too. When Docusaurus
// or Rspack change that output, this throws naming what it could not read (UPGRADING.md).
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {packOfPath} from '../../src/offline/packs.ts';
import * as shared from '../../src/offline/shared.mjs';
import {SITE} from '../../src/constants.ts';
import {scanBuild} from '../hosting/site.mjs';
import {COMPRESSIBLE} from '../hosting/precompress.mjs';
import {SECTION_ROOT_REDIRECTS} from '../../src/redirects.ts';

/**
 * A chunk's references to other chunks: Rspack's lazy loads `n.e("4014")` and worker URLs
 * `n.u("1498")` (the search index worker). The runtime's variable name varies.
 */
const LAZY_LOAD = /\b[\w$]\.[eu]\("(\w+)"\)/g;
/** A registry entry in main.js: `"4c5e977b":[()=>Promise.all([n.e("4014"),n.e("2")]).then(…` or `()=>n.e("266")…`. */
const REGISTRY_ENTRY = /"(\w+)":\[\(\)=>(Promise\.all\(\[[^\]]*\]\)|[\w$]\.e\("\w+"\))/g;

/** The one file under build/assets/js whose name starts with `prefix.` (main, runtime~main). */
function entryFile(jsDir, prefix) {
  const file = readdirSync(jsDir).find((name) => name.startsWith(`${prefix}.`) && name.endsWith('.js'));
  if (!file) throw new Error(`offline: no ${prefix}.*.js in ${jsDir}`);
  return file;
}

/** `{1045:"77e46d53",106:"17896441"}` → Map. */
function parseIdMap(text) {
  return new Map([...text.matchAll(/"?(\w+)"?:"(\w+)"/g)].map(([, key, value]) => [key, value]));
}

/**
 * The chunk graph of a build: which files a route's chunk names load, lazy imports included.
 * @param {string} buildDir
 * @param {string} generatedDir Docusaurus's generated folder (.docusaurus) of that build
 */
export function chunkGraph(buildDir, generatedDir = '.docusaurus') {
  const jsDir = path.join(buildDir, 'assets/js');
  const runtimeFile = entryFile(jsDir, 'runtime~main');
  const mainFile = entryFile(jsDir, 'main');
  const runtime = readFileSync(path.join(jsDir, runtimeFile), 'utf8');
  const fileName =
    /\.u=\w+=>"assets\/js\/"\+\(\((\{[^}]*\})\)\[\w+\]\|\|\w+\)\+"\."\+\((\{[^}]*\})\)\[\w+\]\+"\.js"/.exec(runtime);
  if (!fileName) throw new Error(`offline: no chunk file names in ${runtimeFile} (has Rspack's runtime changed?)`);
  const names = parseIdMap(fileName[1]);
  const hashes = parseIdMap(fileName[2]);
  if (hashes.size === 0) throw new Error(`offline: no chunk hashes in ${runtimeFile}`);
  const jsFiles = readdirSync(jsDir).filter((name) => name.endsWith('.js'));
  /**
   * A chunk's file. A chunk the main runtime does not know is one of a worker's, which has a runtime
   * of its own (the search worker loads `1852.<hash>.js`): its file is the one named after its id.
   * None for the chunks main.js already holds.
   */
  const fileOf = (id) => {
    if (hashes.has(id)) return `/assets/js/${names.get(id) ?? id}.${hashes.get(id)}.js`;
    const own = jsFiles.filter((name) => name.startsWith(`${id}.`));
    return own.length === 1 ? `/assets/js/${own[0]}` : undefined;
  };

  const main = readFileSync(path.join(jsDir, mainFile), 'utf8');
  /** @type {Map<string, string[]>} chunk name → chunk ids */
  const registry = new Map();
  for (const [, name, loader] of main.matchAll(REGISTRY_ENTRY)) {
    registry.set(
      name,
      [...loader.matchAll(LAZY_LOAD)].map((match) => match[1]),
    );
  }
  if (registry.size === 0) throw new Error(`offline: no route registry in ${mainFile} (has Docusaurus changed?)`);
  const mainLazy = [...main.replace(REGISTRY_ENTRY, '').matchAll(LAZY_LOAD)].map((match) => match[1]);

  const routesFile = path.join(generatedDir, 'routesChunkNames.json');
  if (!existsSync(routesFile)) throw new Error(`offline: no ${routesFile}: run docusaurus build first`);
  /** @type {Record<string, unknown>} */
  const routesChunkNames = JSON.parse(readFileSync(routesFile, 'utf8'));
  /** @type {Map<string, Set<string>>} route path → chunk names (a path can have several nested routes) */
  const routes = new Map();
  const collect = (value, into) => {
    if (typeof value === 'string') into.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach((item) => collect(item, into));
  };
  for (const [key, value] of Object.entries(routesChunkNames)) {
    const routePath = key.replace(/-[0-9a-f]{3}$/, '');
    if (!routes.has(routePath)) routes.set(routePath, new Set());
    collect(value, routes.get(routePath));
  }

  /** @type {Map<string, string[]>} chunk id → the chunk ids it loads lazily */
  const lazyCache = new Map();
  const lazyOf = (id) => {
    if (!lazyCache.has(id)) {
      const file = fileOf(id);
      const text = file ? readFileSync(path.join(buildDir, file), 'utf8') : '';
      lazyCache.set(
        id,
        [...text.matchAll(LAZY_LOAD)].map((match) => match[1]),
      );
    }
    return lazyCache.get(id);
  };

  /**
   * Every file the given route paths load: the entry files, their lazy chunks, each route's chunks
   * (and their ancestors' layouts: /ios for /ios/basic/data), following lazy imports.
   * @param {Iterable<string>} routePaths
   */
  function filesOf(routePaths) {
    const ids = new Set();
    const visit = (id) => {
      if (ids.has(id)) return;
      ids.add(id);
      lazyOf(id).forEach(visit);
    };
    mainLazy.forEach(visit);
    for (const routePath of routePaths) {
      const segments = routePath.split('/').filter(Boolean);
      const ancestors = ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
      for (const candidate of [...ancestors, routePath]) {
        for (const name of routes.get(candidate) ?? routes.get(candidate.replace(/\/$/, '')) ?? []) {
          // A name the registry lacks (a plugin's context data) is bundled into main.js.
          registry.get(name)?.forEach(visit);
        }
      }
    }
    return [`/assets/js/${runtimeFile}`, `/assets/js/${mainFile}`, ...[...ids].map(fileOf).filter(Boolean)];
  }
  return {filesOf};
}

/** The same-origin files an HTML page loads: scripts, stylesheets, icons, images. */
export function pageAssets(html) {
  const urls = new Set();
  for (const [tag, name] of html.matchAll(/<(script|link|img|source|video|audio)\b[^>]*>/gi)) {
    if (name.toLowerCase() === 'link' && /\brel=["']?(canonical|alternate|next|prev|search|sitemap)\b/i.test(tag))
      continue;
    for (const [, , value] of tag.matchAll(/\b(src|href|poster)=["']?([^"'\s>]+)/gi)) urls.add(value);
    for (const [, value] of tag.matchAll(/\bsrcset=["']([^"']+)["']/gi)) {
      value.split(',').forEach((candidate) => urls.add(candidate.trim().split(/\s+/)[0]));
    }
  }
  return [...urls].filter((url) => url.startsWith('/') && !url.startsWith('//')).map((url) => url.split(/[?#]/)[0]);
}

/** The same-origin links of an HTML page, without query or fragment. */
export function pageLinks(html) {
  return [...html.matchAll(/<a\b[^>]*\bhref=["']?(\/[^"'\s>#?]*)/gi)]
    .map((match) => match[1])
    .filter((url) => !url.startsWith('//'));
}

/** The files a stylesheet loads (fonts, images), as site paths. */
export function stylesheetAssets(css, cssPath) {
  return [...css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)]
    .map((match) => match[1])
    .filter((url) => !/^(data:|https?:|#)/.test(url))
    .map((url) => new URL(url, `https://site.invalid${cssPath}`).pathname);
}

const escapeHtml = (value) =>
  value.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]);

/**
 * The page shown offline for a page that is not saved; the service worker fills in the saved
 * copies. `head` is more of its <head>: the generic social card of the not-found page, which every
 * page of the site carries (src/plugins/social-cards).
 */
export function notSavedPage({stylesheets, head = ''}) {
  return `<!DOCTYPE html>
<html lang="en" data-theme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Not saved for offline reading | ${escapeHtml(SITE.title)}</title>
<meta name="robots" content="noindex">
<link rel="icon" href="/img/favicon.svg">
<script src="${shared.NOT_SAVED_SCRIPT}"></script>
${head}${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n')}
</head>
<body>
<nav class="navbar navbar--fixed-top" aria-label="Main">
<div class="navbar__inner"><div class="navbar__items">
<a class="navbar__brand" href="/"><span class="navbar__logo"><img src="/img/logo.svg" alt="" width="32" height="32"></span><b class="navbar__title">SkyPath</b></a>
</div></div>
</nav>
<main class="container margin-vert--xl">
<h1>This page is not saved for offline reading</h1>
<p>You are offline, and this page is not in the documentation saved on this device. Open one of the saved versions below, or come back to this page when you are online.</p>
<h2>Saved on this device</h2>
<div>${shared.NOT_SAVED_SLOT}</div>
<p>To save another section or version, open any of its pages while online and choose “Save for offline”.</p>
</main>
</body>
</html>
`;
}

/** Roughly what a file costs to download compressed (Brotli at a fast setting; the host's may be smaller). */
const transferSizes = new Map();
function transferSize(file, body) {
  if (!COMPRESSIBLE.test(file) || body.length < 512) return body.length;
  if (!transferSizes.has(file)) {
    const compressed = zlib.brotliCompressSync(body, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 5}});
    transferSizes.set(file, Math.min(body.length, compressed.length));
  }
  return transferSizes.get(file);
}

/**
 * Every pack of the build with the files it saves.
 * @param {string} buildDir
 * @param {{generatedDir?: string}} [options]
 * @returns {import('../../src/offline/shared.mjs').PackManifest[]}
 */
export function packManifests(buildDir, {generatedDir = '.docusaurus'} = {}) {
  const graph = chunkGraph(buildDir, generatedDir);
  const {pages} = scanBuild(buildDir);
  const pageByRoute = new Map(pages.filter((page) => page.route).map((page) => [page.route, page]));
  const htmlOf = (page) => readFileSync(path.join(buildDir, page.file), 'utf8');
  const exists = (url) => existsSync(path.join(buildDir, decodeURIComponent(url)));

  /** @type {Map<string, {pack: import('../../src/offline/packs.ts').Pack, routes: Set<string>}>} */
  const packs = new Map();
  for (const route of pageByRoute.keys()) {
    const pack = packOfPath(route);
    if (!pack) continue;
    if (!packs.has(pack.id)) packs.set(pack.id, {pack, routes: new Set()});
    packs.get(pack.id).routes.add(route);
  }

  return [...packs.values()].map(({pack, routes}) => {
    const sectionPages = routes.size;
    // The Intro pages this pack links to; the search page and the home page (the logo's link).
    for (const route of [...routes]) {
      for (const link of pageLinks(htmlOf(pageByRoute.get(route)))) {
        const target = pageByRoute.has(link) ? link : pageByRoute.has(`${link}/`) ? `${link}/` : undefined;
        if (target && packOfPath(target)?.id === 'docs') routes.add(target);
      }
    }
    const pagesSaved = routes.size;
    for (const extra of ['/search', '/']) if (pageByRoute.has(extra)) routes.add(extra);

    const files = new Set([shared.NOT_SAVED_PAGE, shared.NOT_SAVED_SCRIPT]);
    const stylesheets = new Set();
    for (const route of routes) {
      const page = pageByRoute.get(route);
      files.add(route);
      if (page.markdown) files.add(`/${page.markdown.split(path.sep).join('/').replace(/^\//, '')}`);
      for (const asset of pageAssets(htmlOf(page))) {
        if (!exists(asset)) continue;
        files.add(asset);
        if (asset.endsWith('.css')) stylesheets.add(asset);
      }
    }
    for (const sheet of stylesheets) {
      for (const asset of stylesheetAssets(readFileSync(path.join(buildDir, sheet), 'utf8'), sheet)) {
        if (exists(asset)) files.add(asset);
      }
    }
    graph.filesOf(routes).forEach((file) => files.add(file));
    // The search index of the pack's version: /ios/2.2/search-index.json, or the root one.
    const versionIndex = `${path.posix.dirname(pack.home).replace(/\/$/, '')}/search-index.json`;
    files.add(exists(versionIndex) ? versionIndex : '/search-index.json');

    const entries = [...files].sort().map((url) => {
      const file = pageByRoute.has(url) ? pageByRoute.get(url).file : decodeURIComponent(url).slice(1);
      const body = readFileSync(path.join(buildDir, file));
      const entry = {
        url,
        bytes: body.length,
        transfer: transferSize(file, body),
        sha: createHash('sha256').update(body).digest('hex').slice(0, 20),
      };
      // The pages the reader counts (not the search and home pages).
      return routes.has(url) && url !== '/search' && url !== '/' ? {...entry, page: true} : entry;
    });
    const revision = createHash('sha256')
      .update(entries.map((entry) => `${entry.url} ${entry.sha}`).join('\n'))
      .digest('hex')
      .slice(0, 16);
    // Addresses that redirect to a page of the pack (/ios → /ios/introduction), with or without "/".
    const aliases = Object.fromEntries(
      SECTION_ROOT_REDIRECTS.filter(({to}) => routes.has(to)).flatMap(({from, to}) => [
        [from, to],
        [`${from}/`, to],
      ]),
    );
    return {
      ...pack,
      revision,
      pages: pagesSaved,
      sectionPages,
      bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
      transferBytes: entries.reduce((sum, entry) => sum + entry.transfer, 0),
      manifest: `/${shared.OFFLINE_DIR}/${pack.id}.json`,
      aliases,
      files: entries,
    };
  });
}

/**
 * The not-saved page's script: its color mode from the reader's choice, under the key Docusaurus's
 * own inline script reads (namespaced per site: `theme-45c`), found in the built home page.
 */
export function notSavedScript(homeHtml) {
  const key = /localStorage\.getItem\("(theme[^"]*)"\)/.exec(homeHtml)?.[1] ?? 'theme';
  return `// Generated by scripts/offline/build.mjs: the not-saved page in the reader's color mode.
try {
  if (localStorage.getItem(${JSON.stringify(key)}) === 'dark') document.documentElement.setAttribute('data-theme', 'dark');
} catch {
  // Storage blocked: light.
}
`;
}

/** The service worker: src/offline/sw.js with the shared names inlined. */
export function serviceWorker() {
  const source = readFileSync(new URL('../../src/offline/sw.js', import.meta.url), 'utf8');
  const names = {
    CACHE_PREFIX: shared.CACHE_PREFIX,
    META_URL: shared.META_URL,
    NOT_SAVED_PAGE: shared.NOT_SAVED_PAGE,
    NOT_SAVED_SLOT: shared.NOT_SAVED_SLOT,
    SAVE_HEADER: shared.SAVE_HEADER,
  };
  return `// Generated by scripts/offline/build.mjs from src/offline/sw.js.\nconst OFFLINE = ${JSON.stringify(names)};\n${source}`;
}

/** Writes the offline manifests, the not-saved page and the service worker into `buildDir`. */
export function buildOffline(buildDir = 'build', options = {}) {
  const dir = path.join(buildDir, shared.OFFLINE_DIR);
  mkdirSync(dir, {recursive: true});
  const stylesheets = pageAssets(readFileSync(path.join(buildDir, 'index.html'), 'utf8')).filter((url) =>
    url.endsWith('.css'),
  );
  const notFound = path.join(buildDir, '404.html');
  const socialCard = existsSync(notFound)
    ? [
        ...readFileSync(notFound, 'utf8').matchAll(
          /<meta\b[^>]*\b(?:property|name)=["']?(?:og:image|twitter:image|twitter:card)[^>]*>/g,
        ),
      ]
        .map(([tag]) => `${tag.replace(/\s*data-rh=["']?true["']?/, '')}\n`)
        .join('')
    : '';
  writeFileSync(path.join(buildDir, shared.NOT_SAVED_PAGE), notSavedPage({stylesheets, head: socialCard}));
  writeFileSync(
    path.join(buildDir, shared.NOT_SAVED_SCRIPT),
    notSavedScript(readFileSync(path.join(buildDir, 'index.html'), 'utf8')),
  );
  const manifests = packManifests(buildDir, options);
  for (const manifest of manifests) {
    writeFileSync(path.join(buildDir, manifest.manifest), `${JSON.stringify(manifest)}\n`);
  }
  const index = manifests.map(({files: _files, aliases: _aliases, ...summary}) => summary);
  writeFileSync(path.join(dir, 'index.json'), `${JSON.stringify({packs: index}, null, 2)}\n`);
  writeFileSync(path.join(buildDir, shared.SERVICE_WORKER_URL), serviceWorker());
  return index;
}

/** One pack as the build reports it: "iOS SDK 3.0: 24 pages, 5.0 MB stored, about 1.2 MB to download". */
export const describePack = (pack) =>
  `${pack.label}: ${pack.pages} pages, ${shared.formatSize(pack.bytes)} stored, about ${shared.formatSize(pack.transferBytes)} to download`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const index = buildOffline(process.argv[2] ?? 'build');
  for (const pack of index) console.log(describePack(pack));
}
