// Offline reading in the page: saves a section and version into a Cache Storage cache (one per
// copy, named with its revision), lists and removes saved copies, and refreshes a copy in the
// background when a new build changed it. The service worker (client/sw.js) serves the
// complete copies; it is registered on the first save and never before, so a first visit loads
// nothing for offline reading. Loaded only when the reader opens the offline panel or has a copy.
import {
  CACHE_PREFIX,
  META_URL,
  OFFLINE_DIR,
  SAVE_HEADER,
  SERVICE_WORKER_URL,
  cacheName,
  formatSize,
  type PackManifest,
  type PackSummary,
  type SavedCopy,
} from './shared.ts';
import {offlineSupported} from './support.ts';

export type {PackSummary, SavedCopy};

/** Progress of a save: pages saved, and bytes downloaded (compressed, as they cross the network). */
export type SaveProgress = {pages: number; totalPages: number; bytes: number; totalBytes: number};

/** A failed save, with the message the reader sees (what happened, that nothing was kept, what to do). */
export class OfflineSaveError extends Error {
  override name = 'OfflineSaveError';
}

const cancelled = () => new OfflineSaveError('Saving was cancelled. Nothing was saved.');

const SAVE_LOCK = 'skypath-offline-save';
/** Files fetched at once while saving. */
const PARALLEL = 4;

/** Tells the service worker the saved copies changed (it caches their list). */
function copiesChanged(): void {
  void navigator.serviceWorker?.getRegistration().then((registration) => {
    registration?.active?.postMessage('offline-copies-changed');
  });
}

/**
 * A copy's metadata; undefined for a copy still being saved, gone, or whose metadata is damaged.
 * Read by cache name, never `caches.open`: opening a copy deleted since its name was listed would
 * create it again, empty, and the service worker would take it for the deleted copy.
 */
async function readCopy(name: string): Promise<SavedCopy | undefined> {
  try {
    const meta = (await (await caches.match(META_URL, {cacheName: name}))?.json()) as Partial<SavedCopy> | undefined;
    const valid =
      typeof meta?.id === 'string' &&
      typeof meta.label === 'string' &&
      typeof meta.savedAt === 'string' &&
      Array.isArray(meta.files);
    return valid ? (meta as SavedCopy) : undefined;
  } catch {
    return undefined;
  }
}

/** The complete saved copies, one per section and version (the newest if a refresh is finishing). */
export async function savedCopies(): Promise<SavedCopy[]> {
  if (!offlineSupported()) return [];
  const byId = new Map<string, SavedCopy>();
  for (const name of await caches.keys()) {
    if (!name.startsWith(CACHE_PREFIX)) continue;
    const copy = await readCopy(name);
    if (copy && (!byId.has(copy.id) || byId.get(copy.id)!.savedAt < copy.savedAt)) byId.set(copy.id, copy);
  }
  return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/** The sections and versions this build offers, with their sizes. */
export async function availablePacks(): Promise<PackSummary[]> {
  const response = await fetch(`/${OFFLINE_DIR}/index.json`, {cache: 'no-cache'});
  if (!response.ok) throw new Error(`/${OFFLINE_DIR}/index.json: HTTP ${response.status}`);
  return ((await response.json()) as {packs: PackSummary[]}).packs;
}

/** Storage the site uses and may use, in bytes (undefined where the browser does not say). */
export async function storageEstimate(): Promise<{usage: number; quota: number} | undefined> {
  const estimate = await navigator.storage?.estimate?.();
  return estimate?.usage !== undefined && estimate.quota !== undefined
    ? {usage: estimate.usage, quota: estimate.quota}
    : undefined;
}

/** Whether the browser agreed to keep the site's storage when the device runs short of space. */
export async function storagePersisted(): Promise<boolean | undefined> {
  return navigator.storage?.persisted?.().catch(() => undefined);
}

/** The complete copy of a pack other than `name` (an earlier build's), with its files' hashes. */
async function previousCopy(id: string, name: string): Promise<{name: string; shas: Map<string, string>} | undefined> {
  for (const other of await caches.keys()) {
    if (other === name || !other.startsWith(cacheName(id, ''))) continue;
    const copy = await readCopy(other);
    if (copy?.files) return {name: other, shas: new Map(copy.files.map((file) => [file.url, file.sha]))};
  }
  return undefined;
}

/**
 * Saves one section and version. The files go into a new cache; its metadata is written last, and
 * only then are older copies of the same pack deleted, so a copy never mixes two builds and a
 * failed save leaves the previous copy (if any) as it was. On failure the new cache is deleted.
 */
export async function saveCopy(
  id: string,
  onProgress: (progress: SaveProgress) => void,
  signal?: AbortSignal,
): Promise<SavedCopy> {
  const manifestResponse = await fetch(`/${OFFLINE_DIR}/${id}.json`, {cache: 'no-cache', signal}).catch(() => {
    // Cancel pressed before the pack's list arrived aborts this request: that is a cancel, not a lost connection.
    if (signal?.aborted) throw cancelled();
    throw new OfflineSaveError(
      'Could not reach the site to start saving. Check your connection, then try again. Nothing was saved.',
    );
  });
  if (!manifestResponse.ok)
    throw new OfflineSaveError(`This version cannot be saved right now (HTTP ${manifestResponse.status}).`);
  const manifest = (await manifestResponse.json().catch((error: unknown) => {
    if (signal?.aborted) throw cancelled();
    throw error;
  })) as PackManifest;
  const estimate = await storageEstimate();
  if (estimate && estimate.quota - estimate.usage < manifest.bytes) {
    throw new OfflineSaveError(
      `Not enough storage: ${manifest.label} needs ${formatSize(manifest.bytes)} and this browser lets the site use ` +
        `${formatSize(Math.max(0, estimate.quota - estimate.usage))} more. Remove a saved version or free up space, then try again. Nothing was saved.`,
    );
  }
  const name = cacheName(manifest.id, manifest.revision);
  /** Whether this save got the lock: until then it made nothing but the worker's registration. */
  let started = false;
  // Under the save lock: another tab's save, refresh or clean-up sees this one whole.
  const run = async (): Promise<SavedCopy> => {
    started = true;
    // A tab removing the last copy may have unregistered the worker since.
    if (!(await navigator.serviceWorker.getRegistration()))
      await navigator.serviceWorker.register(SERVICE_WORKER_URL, {scope: '/'});
    // Another tab saved this build's copy while this one waited: it stands.
    const saved = await readCopy(name);
    if (saved) {
      await deleteOthers(manifest.id, name);
      return saved;
    }
    try {
      return await fill();
    } catch (error) {
      await caches.delete(name);
      // The first save registered the worker: with nothing saved, it goes again.
      if ((await savedCopies()).length === 0) await unregisterWorker();
      throw error;
    }
  };
  const fill = async (): Promise<SavedCopy> => {
    // A copy of an earlier build: its unchanged files are copied, not downloaded again.
    const previous = await previousCopy(manifest.id, name);
    await caches.delete(name);
    const cache = await caches.open(name);
    const progress: SaveProgress = {pages: 0, totalPages: manifest.pages, bytes: 0, totalBytes: manifest.transferBytes};
    onProgress({...progress});
    const queue = [...manifest.files];
    // The first failure stops every worker; the copy is deleted once none is still writing.
    let failure: unknown;
    const saveFile = async (file: PackManifest['files'][number]) => {
      if (signal?.aborted) throw cancelled();
      if (previous?.shas.get(file.url) === file.sha) {
        const kept = await caches.match(file.url, {cacheName: previous.name});
        if (kept) return cache.put(file.url, kept);
      }
      let response: Response;
      try {
        response = await fetch(file.url, {cache: 'no-cache', headers: {[SAVE_HEADER]: '1'}, signal});
      } catch {
        if (signal?.aborted) throw cancelled();
        throw new OfflineSaveError(
          'The connection dropped while saving. Nothing was saved; try again when you are back online.',
        );
      }
      if (!response.ok || response.redirected) {
        throw new OfflineSaveError(
          `The site answered ${file.url} with HTTP ${response.status}; a new version may be being published. Nothing was saved; try again in a few minutes.`,
        );
      }
      await cache.put(file.url, response);
    };
    const worker = async () => {
      for (let file = queue.shift(); file && failure === undefined; file = queue.shift()) {
        try {
          await saveFile(file);
        } catch (error) {
          failure ??= error;
          return;
        }
        if (failure !== undefined) return;
        progress.bytes += file.transfer;
        if (file.page) progress.pages += 1;
        onProgress({...progress});
      }
    };
    await Promise.all(Array.from({length: PARALLEL}, worker));
    if (failure !== undefined) throw failure;
    const copy: SavedCopy = {
      id: manifest.id,
      label: manifest.label,
      home: manifest.home,
      revision: manifest.revision,
      pages: manifest.pages,
      sectionPages: manifest.sectionPages,
      bytes: manifest.bytes,
      savedAt: new Date().toISOString(),
      build: manifest.build,
      docsDate: manifest.docsDate,
      aliases: manifest.aliases,
      files: manifest.files.map(({url, sha}) => ({url, sha})),
    };
    await cache.put(META_URL, new Response(JSON.stringify(copy), {headers: {'Content-Type': 'application/json'}}));
    if (!(await caches.has(name)))
      throw new OfflineSaveError(
        `${manifest.label} was removed in another tab while it was being saved. Nothing was saved.`,
      );
    await deleteOthers(manifest.id, name);
    return copy;
  };
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, {scope: '/'});
    // Cancel works while the worker starts, as it does while the lock is awaited.
    const abort = new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(cancelled())));
    await Promise.race([navigator.serviceWorker.ready, abort]);
    const copy = await (navigator.locks ? navigator.locks.request(SAVE_LOCK, {signal}, run) : run());
    await navigator.storage?.persist?.().catch(() => false);
    return copy;
  } catch (error) {
    // Stopped before the lock (Cancel): the worker this save registered goes, if nothing needs it.
    if (!started) await unregisterIfUnused();
    if (error instanceof OfflineSaveError) throw error;
    if (signal?.aborted) throw cancelled();
    if (error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22)) {
      throw new OfflineSaveError(
        `This browser ran out of storage while saving ${manifest.label} (${formatSize(manifest.bytes)}). Remove a saved version or free up space, then try again. Nothing was saved.`,
      );
    }
    throw new OfflineSaveError(`Saving failed: ${String(error)}. Nothing was saved.`);
  } finally {
    copiesChanged();
  }
}

/** Deletes the copies of a pack other than `name` (earlier builds'). */
async function deleteOthers(id: string, name: string): Promise<void> {
  for (const other of await caches.keys())
    if (other !== name && other.startsWith(cacheName(id, ''))) await caches.delete(other);
}

/**
 * Removes every copy of a section and version; with none left, the service worker goes too, unless
 * a save is running (in another tab): that save needs it, and unregisters it itself if it fails.
 */
export async function removeCopy(id: string): Promise<void> {
  for (const name of await caches.keys()) if (name.startsWith(cacheName(id, ''))) await caches.delete(name);
  copiesChanged();
  await unregisterIfUnused();
}

/** Unregisters the worker when no copy is saved and no save is running (in any tab). */
async function unregisterIfUnused(): Promise<void> {
  const unregisterIfNone = async () => {
    if ((await savedCopies()).length === 0) await unregisterWorker();
  };
  if (navigator.locks)
    await navigator.locks.request(SAVE_LOCK, {ifAvailable: true}, (lock) => lock && unregisterIfNone());
  else await unregisterIfNone();
}

async function unregisterWorker(): Promise<void> {
  await (await navigator.serviceWorker.getRegistration())?.unregister();
}

/**
 * Deletes caches a save left unfinished (the tab closed mid-save) or whose metadata is damaged,
 * unless a save is running; resolves with how many it deleted.
 */
export async function removeUnfinished(): Promise<number> {
  const cleanUp = async () => {
    let removed = 0;
    for (const name of await caches.keys()) {
      // (Counted only if it was there to delete: another tab may have removed it since the list.)
      if (name.startsWith(CACHE_PREFIX) && !(await readCopy(name)) && (await caches.delete(name))) removed++;
    }
    if (removed > 0) copiesChanged();
    return removed;
  };
  if (navigator.locks)
    return navigator.locks.request(SAVE_LOCK, {ifAvailable: true}, async (lock) => (lock ? cleanUp() : 0));
  return cleanUp();
}

/**
 * With saved copies and a connection: re-saves, in the background, each copy a newer build changed
 * (the old copy is served until the new one is complete). Resolves with the labels refreshed.
 */
export async function refreshCopies(copies: SavedCopy[]): Promise<string[]> {
  if (copies.length === 0 || !navigator.onLine) return [];
  const packs = await availablePacks().catch(() => []);
  const refreshed: string[] = [];
  for (const copy of copies) {
    const current = packs.find((pack) => pack.id === copy.id);
    if (!current || current.revision === copy.revision) continue;
    try {
      await saveCopy(copy.id, () => undefined);
      refreshed.push(copy.label);
    } catch {
      // The old copy stays as it was; the next visit tries again.
    }
  }
  return refreshed;
}
