// @ts-check: with tsconfig.sw.json (the WebWorker library), as part of `npm run typecheck`.
// The service worker of offline reading (step.ts writes it to /sw.js with the
// names of client/shared.ts as `OFFLINE`). It is registered only when a reader saves a
// section for offline reading (client/client.ts), and it only serves the saved copies: each
// copy is one Cache Storage cache that the page fills, and its metadata entry is written last, so
// a copy still being saved (or one that failed) is never served. Every other request goes to the
// network unchanged. A navigation that fails offline gets the not-saved page, listing the copies.

// `self`, which the WebWorker library types as any worker's scope.
const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
worker.addEventListener('install', () => worker.skipWaiting());
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

/**
 * A complete saved copy, known by its cache's name. The worker holds no `Cache` object: one opened
 * before its copy was deleted would go on serving the deleted copy.
 * @typedef {{name: string, meta: import('./shared.ts').SavedCopy}} Copy
 */

/** The complete copies, newest first; recomputed when a page saves or removes one. @type {Promise<Copy[]> | undefined} */
let copies;
worker.addEventListener('message', (event) => {
  if (event.data === 'offline-copies-changed') copies = undefined;
});

/**
 * A copy's metadata, or undefined when it is missing or damaged (not JSON, or without the fields the
 * worker reads): such a copy is skipped, never allowed to break the other copies or the network.
 * Read by name: `caches.open` would create a cache deleted since its name was listed.
 * @param {string} cacheName
 */
async function readMeta(cacheName) {
  try {
    const meta = await (await caches.match(OFFLINE.META_URL, {cacheName}))?.json();
    const valid =
      typeof meta?.id === 'string' &&
      typeof meta.label === 'string' &&
      typeof meta.home === 'string' &&
      typeof meta.savedAt === 'string';
    return valid ? /** @type {import('./shared.ts').SavedCopy} */ (meta) : undefined;
  } catch {
    return undefined;
  }
}

async function loadCopies() {
  /** @type {Copy[]} */
  const found = [];
  for (const name of await caches.keys()) {
    if (!name.startsWith(OFFLINE.CACHE_PREFIX)) continue;
    const meta = await readMeta(name);
    if (meta) found.push({name, meta});
  }
  return found.sort((a, b) => b.meta.savedAt.localeCompare(a.meta.savedAt));
}

/** The copies as read now; a failure to read them counts as none, and is not kept. */
function readCopies() {
  /** @type {Promise<Copy[]>} */
  const read = loadCopies().catch(() => {
    if (copies === read) copies = undefined;
    return [];
  });
  return read;
}

/**
 * The complete copies. The list is read again when a copy's metadata is gone (the browser deleted
 * its cache to free space, or another tab removed it, even if a cache of that name was made again).
 */
async function completeCopies() {
  const known = await (copies ??= readCopies());
  const present = await Promise.all(known.map((copy) => caches.match(OFFLINE.META_URL, {cacheName: copy.name}))).catch(
    () => [],
  );
  if (present.length === known.length && present.every(Boolean)) return known;
  return (copies = readCopies());
}

/** The saved response for a request: pages by path (any query, either trailing-slash form), files by URL. */
async function savedResponse(/** @type {Request} */ request) {
  const url = new URL(request.url);
  const navigation = request.mode === 'navigate';
  // Pagefind asks for its entry and metadata with a timestamp in the query (?ts=…).
  const ignoreSearch = navigation || url.pathname.includes('/pagefind/');
  const paths = [url.pathname];
  if (navigation && url.pathname !== '/')
    paths.push(url.pathname.endsWith('/') ? url.pathname.slice(0, -1) : `${url.pathname}/`);
  for (const {name} of await completeCopies()) {
    for (const path of paths) {
      const response = await caches.match(path, {cacheName: name, ignoreSearch, ignoreVary: true});
      if (response) return response;
    }
  }
  return undefined;
}

const HTML_ESCAPES = /** @type {Record<string, string>} */ ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'});
const escapeHtml = (/** @type {string} */ value) => String(value).replace(/[&<>"]/g, (c) => HTML_ESCAPES[c]);

/** The not-saved page with a link to each saved copy (one per section and version). @param {Copy[]} saved */
async function notSavedPage(saved) {
  // Every complete copy holds it (the offline step); the next is tried if one was deleted just now.
  let template;
  for (const {name} of saved) if ((template = await caches.match(OFFLINE.NOT_SAVED_PAGE, {cacheName: name}))) break;
  if (!template) return Response.error();
  const listed = new Set();
  const items = [];
  for (const {meta} of saved) {
    if (listed.has(meta.id)) continue;
    listed.add(meta.id);
    // As the page's offline panel says it (client/shared.ts: formatDay, copyOrigin).
    const day = (/** @type {string} */ iso) =>
      new Date(iso).toLocaleDateString('en-GB', {day: 'numeric', month: 'long', year: 'numeric'});
    const origin = meta.build && meta.docsDate ? ` from the docs of ${day(meta.docsDate)} (build ${meta.build})` : '';
    items.push(
      `<li><a href="${escapeHtml(meta.home)}">${escapeHtml(meta.label)}</a>, saved ${escapeHtml(day(meta.savedAt) + origin)}</li>`,
    );
  }
  const html = (await template.text()).replace(OFFLINE.NOT_SAVED_SLOT, `<ul>${items.join('')}</ul>`);
  return new Response(html, {status: 503, headers: {'Content-Type': 'text/html; charset=utf-8'}});
}

/** A section root that redirects to a saved page (/ios → /ios/introduction), as the host does. */
function savedRedirect(/** @type {Request} */ request, /** @type {Copy[]} */ saved) {
  if (request.mode !== 'navigate') return undefined;
  const url = new URL(request.url);
  for (const {meta} of saved) {
    const to = meta.aliases?.[url.pathname];
    if (to) return Response.redirect(new URL(to + url.search, url).href, 301);
  }
  return undefined;
}

/** @param {Request} request */
async function respond(request) {
  const saved = await completeCopies();
  const response = saved.length > 0 ? (savedRedirect(request, saved) ?? (await savedResponse(request))) : undefined;
  if (response) return response;
  try {
    return await fetch(request);
  } catch (error) {
    if (request.mode !== 'navigate' || saved.length === 0) throw error;
    // Read again: a copy may have been deleted while the request failed.
    const now = await completeCopies();
    if (now.length === 0) throw error;
    return notSavedPage(now);
  }
}

worker.addEventListener('fetch', (event) => {
  const {request} = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== worker.location.origin) return;
  if (request.headers.has(OFFLINE.SAVE_HEADER)) return;
  event.respondWith(respond(request));
});
