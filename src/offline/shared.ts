// Offline reading, the names every part agrees on: the build step that writes the saved copies'
// manifests (src/offline/build.ts), the service worker (src/offline/sw.js) and the page code that saves
// and removes copies (src/offline/client.ts). A plain ES module with JSDoc types, so that the build
// step can inline it into the worker.

/** Where the build writes the manifests: /offline/index.json and /offline/<pack>.json. */
export const OFFLINE_DIR = 'offline';
/** The service worker's URL; scope is the whole site. Served with `Cache-Control: no-cache`. */
export const SERVICE_WORKER_URL = '/sw.js';
/** Every saved copy is one Cache Storage cache named `<prefix><pack id>@<revision>`. */
export const CACHE_PREFIX = 'skypath-offline:';
/**
 * The entry written last into a saved copy: its metadata (SavedCopy). A cache without it is a copy
 * still being saved or one that failed; nothing serves from it, and it is deleted.
 */
export const META_URL = '/offline/saved-copy.json';
/**
 * A header on the requests that save a copy: the service worker lets them through to the network,
 * so that refreshing a copy never reads the copy being replaced.
 */
export const SAVE_HEADER = 'X-SkyPath-Offline-Save';
/** The page shown offline for a page that is not saved (one per build, saved with every copy). */
export const NOT_SAVED_PAGE = '/offline/not-saved.html';
/** The not-saved page's one script: it sets the reader's color mode. */
export const NOT_SAVED_SCRIPT = '/offline/not-saved.js';
/** Where the service worker lists the saved copies in the not-saved page. */
export const NOT_SAVED_SLOT = '<!--saved-copies-->';

/**
 * @typedef {Pick<typeof import('./shared.mjs'), 'CACHE_PREFIX' | 'META_URL' | 'NOT_SAVED_PAGE' | 'NOT_SAVED_SLOT' | 'SAVE_HEADER'>} WorkerNames
 * The names the service worker uses, which src/offline/build.ts writes above its code as `OFFLINE`.
 */

/**
 * @typedef {object} PackSummary A section and version that can be saved, as /offline/index.json lists it.
 * @property {string} id `ios-3.0`, `ios-next`, `docs`, `api`.
 * @property {string} label "iOS SDK 3.0", "Intro".
 * @property {string} home The path of its first page.
 * @property {string} revision A hash of every file it saves: it changes when any of them does.
 * @property {number} pages How many pages it saves: its own and the Intro pages they link to.
 * @property {number} sectionPages How many of them are its own.
 * @property {number} bytes The size of the files it saves, uncompressed: the storage it takes.
 * @property {number} transferBytes About what it costs to download them, compressed.
 * @property {string} manifest The path of its manifest (PackManifest).
 */

/**
 * @typedef {object} PackFile One file of a saved copy.
 * @property {string} url
 * @property {number} bytes Its size.
 * @property {number} transfer About what it costs to download, compressed.
 * @property {string} sha A hash of its content: a refresh copies an unchanged file from the old copy.
 * @property {boolean} [page] Whether it is one of the pages the reader counts.
 */

/**
 * @typedef {PackSummary & {files: PackFile[], aliases: Record<string, string>}} PackManifest Every
 * file a saved copy holds (pages, scripts, styles, fonts, images, Markdown copies, the search
 * index), and the addresses that redirect to one of its pages (`/ios` → `/ios/introduction`).
 */

/**
 * @typedef {object} SavedCopy The metadata of a saved copy (META_URL).
 * @property {string} id
 * @property {string} label
 * @property {string} home
 * @property {string} revision
 * @property {number} pages
 * @property {number} sectionPages
 * @property {number} bytes
 * @property {string} savedAt ISO 8601: when it was saved or last refreshed.
 * @property {Record<string, string>} aliases
 * @property {{url: string, sha: string}[]} files
 */

/** Whether this browser can save copies: a secure page with service workers and Cache Storage. */
export function offlineSupported() {
  return typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator && 'caches' in window;
}

/**
 * A size as the reader sees it: "1.2 MB", "10.7 GB".
 * @param {number} bytes
 */
export function formatSize(bytes) {
  return bytes >= 1e9 ? `${(bytes / 1e9).toFixed(1)} GB` : `${(bytes / 1e6).toFixed(1)} MB`;
}

/**
 * The cache name of a saved copy.
 * @param {string} id
 * @param {string} revision
 */
export function cacheName(id, revision) {
  return `${CACHE_PREFIX}${id}@${revision}`;
}
