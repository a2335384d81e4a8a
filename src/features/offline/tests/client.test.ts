// The page's offline code (client/client.ts) against in-memory Cache Storage and Web Locks, with
// two "tabs" (two calls sharing the caches and the lock) interleaved on purpose: a refresh that
// reuses an earlier build's files, two tabs refreshing one copy, a failed save beside another tab's,
// and a copy removed while another tab saves.
import {test, beforeEach} from 'node:test';
import assert from 'node:assert/strict';
import {META_URL, cacheName, type PackFile, type PackManifest, type SavedCopy} from '../client/shared.ts';
import {removeCopy, saveCopy, savedCopies} from '../client/client.ts';
import {FakeCaches, FakeLocks, page} from './fake-browser';

type Network = (url: string) => Promise<Response>;

let caches: FakeCaches;
let registered: boolean;
/** The URLs fetched, in order. */
let fetched: string[];
let network: Network;
/** What `navigator.serviceWorker.ready` gives: settled unless a test holds the worker's start. */
let workerReady: Promise<void>;

const serviceWorker = {
  register: async () => {
    registered = true;
  },
  get ready() {
    return workerReady;
  },
  getRegistration: async () =>
    registered ? {active: {postMessage: () => undefined}, unregister: async () => !(registered = false)} : undefined,
};

beforeEach(() => {
  caches = new FakeCaches();
  registered = false;
  fetched = [];
  workerReady = Promise.resolve();
  network = async (url) => page(`<h1>${url}</h1>`);
  const browser = {
    window: {isSecureContext: true, caches},
    navigator: {serviceWorker, locks: new FakeLocks(), storage: {}, onLine: true},
    caches,
    fetch: async (url: string) => {
      fetched.push(url);
      return network(url);
    },
  };
  for (const [name, value] of Object.entries(browser))
    Object.defineProperty(globalThis, name, {value, configurable: true, writable: true});
});

const files = (shas: Record<string, string>): PackFile[] =>
  Object.entries(shas).map(([url, sha]) => ({url, sha, bytes: 10, transfer: 5, page: true}));

/** The iOS SDK 3.0 pack of a build, whose files have the given hashes. */
function manifest(revision: string, shas: Record<string, string>): PackManifest {
  return {
    id: 'ios-3.0',
    label: 'iOS SDK 3.0',
    home: '/ios/introduction',
    revision,
    pages: Object.keys(shas).length,
    sectionPages: Object.keys(shas).length,
    bytes: 10,
    transferBytes: 5,
    manifest: '/offline/ios-3.0.json',
    build: revision,
    docsDate: '2026-11-01T00:00:00Z',
    files: files(shas),
    aliases: {},
  };
}

/** The site serves this pack's manifest; other requests go to `files`. */
function serve(pack: PackManifest, files: Network = async (url) => page(`<h1>${url}</h1>`)) {
  network = async (url) => (url === `/offline/${pack.id}.json` ? new Response(JSON.stringify(pack)) : files(url));
}

/** A complete copy of an earlier build (its files and, last, its record). */
async function savedEarlier(pack: PackManifest) {
  const name = cacheName(pack.id, pack.revision);
  const cache = await caches.open(name);
  for (const file of pack.files) await cache.put(file.url, page(`<h1>old ${file.url}</h1>`));
  const copy: SavedCopy = {
    ...pack,
    savedAt: '2026-10-01T00:00:00Z',
    files: pack.files.map(({url, sha}) => ({url, sha})),
  };
  await cache.put(META_URL, new Response(JSON.stringify(copy)));
  caches.opened.length = 0;
  registered = true;
  return name;
}

const offlineAfter = (count: number): Network => {
  let left = count;
  return async (url) => {
    if (left-- <= 0) throw new TypeError('Failed to fetch');
    return page(`<h1>${url}</h1>`);
  };
};

test('a refresh copies the earlier build’s unchanged files by name, downloads the rest, and opens no cache but its own', async () => {
  const earlier = await savedEarlier(manifest('r1', {'/ios/a': 'a', '/ios/b': 'b'}));
  serve(manifest('r2', {'/ios/a': 'a', '/ios/b': 'b2'}));

  await saveCopy('ios-3.0', () => undefined);
  assert.deepEqual(fetched, ['/offline/ios-3.0.json', '/ios/b']);
  assert.deepEqual(
    caches.opened,
    [cacheName('ios-3.0', 'r2')],
    'opening the earlier copy would create it again if it was gone',
  );
  const kept = await caches.match('/ios/a', {cacheName: cacheName('ios-3.0', 'r2')});
  assert.equal(await kept?.text(), '<h1>old /ios/a</h1>');
  assert.equal(await caches.has(earlier), false, 'the earlier copy is deleted once the new one is complete');
});

test('two tabs refreshing one copy: the second finds it saved, and neither deletes the other’s', async () => {
  await savedEarlier(manifest('r1', {'/ios/a': 'a'}));
  const pack = manifest('r2', {'/ios/a': 'a2'});
  // One file download works; the connection is gone by the time the second tab's turn comes.
  serve(pack, offlineAfter(1));

  const [first, second] = await Promise.all([
    saveCopy('ios-3.0', () => undefined),
    saveCopy('ios-3.0', () => undefined),
  ]);
  assert.equal(second.savedAt, first.savedAt, 'the second tab returns the copy the first saved');
  assert.deepEqual(
    (await savedCopies()).map((copy) => copy.revision),
    ['r2'],
  );
  assert.equal(fetched.filter((url) => url === '/ios/a').length, 1);
});

test('a save that fails while another tab waits to save the same copy cleans up before that tab starts', async () => {
  let attempts = 0;
  serve(manifest('r1', {'/ios/a': 'a', '/ios/b': 'b'}), async (url) => {
    if (url === '/ios/b' && attempts++ === 0) throw new TypeError('Failed to fetch');
    return page(`<h1>${url}</h1>`);
  });

  const [failed, saved] = await Promise.allSettled([
    saveCopy('ios-3.0', () => undefined),
    saveCopy('ios-3.0', () => undefined),
  ]);
  assert.equal(failed.status, 'rejected');
  assert.equal(saved.status, 'fulfilled');
  assert.deepEqual(
    (await savedCopies()).map((copy) => copy.id),
    ['ios-3.0'],
    'the second tab’s copy is kept',
  );
  assert.equal(registered, true, 'and so is the service worker that serves it');
});

test('removing the last copy while another tab saves keeps the service worker that save needs', async () => {
  await savedEarlier({...manifest('r1', {'/docs/intro': 'd'}), id: 'docs', label: 'Intro', home: '/docs/intro'});
  let downloading!: () => void;
  const started = new Promise<void>((resolve) => (downloading = resolve));
  let finish!: () => void;
  const gate = new Promise<void>((resolve) => (finish = resolve));
  serve(manifest('r1', {'/ios/a': 'a'}), async (url) => {
    downloading();
    await gate;
    return page(`<h1>${url}</h1>`);
  });

  const saving = saveCopy('ios-3.0', () => undefined);
  await started;
  await removeCopy('docs');
  assert.equal(registered, true, 'a save is running: the worker stays');
  finish();
  await saving;
  assert.deepEqual(
    (await savedCopies()).map((copy) => copy.id),
    ['ios-3.0'],
  );
  assert.equal(registered, true);

  await removeCopy('ios-3.0');
  assert.equal(registered, false, 'with no copy and no save, the worker goes');
});

/** A network whose file downloads wait until `open()`; `started` resolves at the first. */
function gatedNetwork() {
  let downloading!: () => void;
  let open!: () => void;
  const started = new Promise<void>((resolve) => (downloading = resolve));
  const gate = new Promise<void>((resolve) => (open = resolve));
  const files: Network = async (url) => {
    downloading();
    await gate;
    return page(`<h1>${url}</h1>`);
  };
  return {started, open, files};
}

/** Whether a promise has settled once the work already queued has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let turn = 0; turn < 20 && !done; turn++) await new Promise((resolve) => setImmediate(resolve));
  return done;
}

test('Cancel while another tab’s save holds the lock ends the wait at once', async () => {
  const network = gatedNetwork();
  serve(manifest('r1', {'/ios/a': 'a'}), network.files);
  const first = saveCopy('ios-3.0', () => undefined);
  await network.started;
  const cancel = new AbortController();
  const second = saveCopy('ios-3.0', () => undefined, cancel.signal);
  assert.equal(await settled(second), false, 'the second waits for the lock');
  cancel.abort();
  assert.equal(await settled(second), true, 'Cancel ends the wait');
  await assert.rejects(second, /Saving was cancelled/);
  network.open();
  await first;
});

test('a copy removed in another tab while it is saved: the save says so, and nothing is kept', async () => {
  const network = gatedNetwork();
  serve(manifest('r1', {'/ios/a': 'a'}), network.files);
  const saving = saveCopy('ios-3.0', () => undefined);
  await network.started;
  await removeCopy('ios-3.0');
  network.open();
  await assert.rejects(saving, /removed in another tab/);
  assert.deepEqual(await savedCopies(), []);
  assert.equal(registered, false);
});

test('a save that finds its copy already saved deletes the earlier builds’ copies a crashed refresh left', async () => {
  const pack = manifest('r2', {'/ios/a': 'a2'});
  const left = await savedEarlier(manifest('r1', {'/ios/a': 'a'}));
  await savedEarlier(pack);
  serve(pack);
  await saveCopy('ios-3.0', () => undefined);
  assert.equal(await caches.has(left), false);
  assert.deepEqual(fetched, ['/offline/ios-3.0.json']);
});

test('the worker unregistered while a save waited for the lock is registered again', async () => {
  const network = gatedNetwork();
  serve(manifest('r1', {'/ios/a': 'a'}), network.files);
  const first = saveCopy('ios-3.0', () => undefined);
  await network.started;
  const second = saveCopy('ios-3.0', () => undefined);
  await settled(second);
  registered = false;
  network.open();
  await Promise.all([first, second]);
  assert.equal(registered, true);
});

test('Cancel while the service worker starts: cancelled, and the worker the save registered goes', async () => {
  serve(manifest('r1', {'/ios/a': 'a'}));
  workerReady = new Promise(() => undefined);
  const cancel = new AbortController();
  const saving = saveCopy('ios-3.0', () => undefined, cancel.signal);
  assert.equal(await settled(saving), false, 'the save waits for the worker');
  assert.equal(registered, true);
  cancel.abort();
  await assert.rejects(saving, /Saving was cancelled/);
  assert.equal(registered, false);
  assert.deepEqual([...caches.stores.keys()], []);
});
