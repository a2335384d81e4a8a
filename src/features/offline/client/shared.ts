// Offline reading, the names every part agrees on: the build step that writes the saved copies'
// manifests (step.ts), the service worker (client/sw.js) and the page code that saves
// and removes copies (client/client.ts). The build step writes the names the worker uses above
// its code (WorkerNames). The worker's own type-check (tsconfig.sw.json: no DOM) covers this file, so
// nothing here may use the page's globals (offlineSupported is in support.ts).

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

/** The names the service worker uses, which step.ts writes above its code as `OFFLINE`. */
export type WorkerNames = Pick<
  typeof import('./shared.ts'),
  'CACHE_PREFIX' | 'META_URL' | 'NOT_SAVED_PAGE' | 'NOT_SAVED_SLOT' | 'SAVE_HEADER'
>;

/** A section and version that can be saved, as /offline/index.json lists it. */
export type PackSummary = {
  /** `ios-3.0`, `ios-next`, `docs`, `api`. */
  id: string;
  /** "iOS SDK 3.0", "Intro". */
  label: string;
  /** The path of its first page. */
  home: string;
  /** A hash of every file it saves: it changes when any of them does. */
  revision: string;
  /** How many pages it saves: its own and the Intro pages they link to. */
  pages: number;
  /** How many of them are its own. */
  sectionPages: number;
  /** The size of the files it saves, uncompressed: the storage it takes. */
  bytes: number;
  /** About what it costs to download them, compressed. */
  transferBytes: number;
  /** The path of its manifest (PackManifest). */
  manifest: string;
  /** The build it comes from: the build id of /build-id.json (src/core/build-id.ts). */
  build: string;
  /** ISO 8601: the newest last-modified date among the build's pages, the date of the docs it holds. */
  docsDate: string;
};

/** One file of a saved copy. */
export type PackFile = {
  url: string;
  bytes: number;
  /** About what it costs to download, compressed. */
  transfer: number;
  /** A hash of its content: a refresh copies an unchanged file from the old copy. */
  sha: string;
  /** Whether it is one of the pages the reader counts. */
  page?: boolean;
};

/**
 * Every file a saved copy holds (pages, scripts, styles, fonts, images, Markdown copies, the search
 * index), and the addresses that redirect to one of its pages (`/ios` → `/ios/introduction`).
 */
export type PackManifest = PackSummary & {files: PackFile[]; aliases: Record<string, string>};

/** The metadata of a saved copy (META_URL). */
export type SavedCopy = Pick<
  PackManifest,
  'id' | 'label' | 'home' | 'revision' | 'pages' | 'sectionPages' | 'bytes' | 'aliases'
> &
  // Copies saved before builds recorded them have neither.
  Partial<Pick<PackManifest, 'build' | 'docsDate'>> & {
    /** ISO 8601: when it was saved or last refreshed. */
    savedAt: string;
    files: Pick<PackFile, 'url' | 'sha'>[];
  };

/** A date as the reader sees it: "26 November 2026". */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {day: 'numeric', month: 'long', year: 'numeric'});
}

/** Where a saved copy comes from: " from the docs of 24 November 2026 (build 9080792e)", or "" for an older copy. */
export function copyOrigin({build, docsDate}: Pick<SavedCopy, 'build' | 'docsDate'>): string {
  return build && docsDate ? ` from the docs of ${formatDay(docsDate)} (build ${build})` : '';
}

/** A size as the reader sees it: "1.2 MB", "10.7 GB". */
export function formatSize(bytes: number): string {
  return bytes >= 1e9 ? `${(bytes / 1e9).toFixed(1)} GB` : `${(bytes / 1e6).toFixed(1)} MB`;
}

/** The cache name of a saved copy. */
export function cacheName(id: string, revision: string): string {
  return `${CACHE_PREFIX}${id}@${revision}`;
}
