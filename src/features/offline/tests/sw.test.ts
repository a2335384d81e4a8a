// The service worker (client/sw.js as step.ts builds it) against in-memory Cache Storage, in the
// races a browser test cannot set up on demand: a copy deleted between the list of caches and the
// read of one, or while a request fails, and a list that could not be read.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {CACHE_PREFIX, META_URL, NOT_SAVED_PAGE, NOT_SAVED_SLOT, cacheName, type SavedCopy} from '../client/shared.ts';
import {findAll, findFirst, oneLine, parseHtml, textOf} from '../../../core/site/html';
import {FakeCaches, page, startWorker} from './fake-browser';

/** The not-saved page's heading and the saved copies it offers: each item's link and text. */
function notSavedPage(html: string) {
  const tree = parseHtml(html);
  const heading = findFirst(tree, (element) => element.tagName === 'h1');
  const list = findFirst(tree, (element) => element.tagName === 'ul');
  const items = list ? findAll(list, (element) => element.tagName === 'li') : [];
  return {
    heading: heading && textOf(heading),
    copies: items.map((item) => ({
      href: findFirst(item, (element) => element.tagName === 'a')?.properties.href,
      text: oneLine(textOf(item)),
    })),
  };
}

/** A complete copy: a page, the not-saved page and, written last, its record. */
async function saveCopy(caches: FakeCaches, id: string, label: string, savedAt: string, path: string) {
  const name = cacheName(id, 'r1');
  const cache = await caches.open(name);
  await cache.put(path, page(`<h1>${label}: ${path}</h1>`));
  await cache.put(NOT_SAVED_PAGE, page(`<h1>Not saved</h1>${NOT_SAVED_SLOT}`));
  const meta: SavedCopy = {
    id,
    label,
    home: path,
    revision: 'r1',
    pages: 1,
    sectionPages: 1,
    bytes: 1,
    aliases: {},
    savedAt,
    files: [{url: path, sha: 'a'}],
  };
  await cache.put(META_URL, new Response(JSON.stringify(meta)));
  caches.opened.length = 0;
  return name;
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

test('a copy deleted between the list of caches and the read of its record is not made again, nor served', async () => {
  const caches = new FakeCaches();
  await saveCopy(caches, 'ios-3.0', 'iOS SDK 3.0', '2026-11-02T00:00:00Z', '/ios/introduction');
  const js = await saveCopy(caches, 'js-0.5', 'Web SDK 0.5', '2026-11-01T00:00:00Z', '/js/introduction');
  caches.afterKeys = () => void caches.delete(js);
  const worker = startWorker(caches, offline);

  const response = await worker.request('/js/introduction');
  assert.equal(response.status, 503, 'the deleted copy’s page is not served');
  assert.match(await response.text(), /iOS SDK 3\.0/);
  assert.equal(await caches.has(js), false, 'the deleted copy’s cache is not created again');
  assert.deepEqual(caches.opened, [], 'the worker never opens a cache (opening creates one)');
  assert.equal((await worker.request('/ios/introduction')).status, 200);
});

test('the newest copy deleted while a navigation fails: the not-saved page, from the copy that is left', async () => {
  const caches = new FakeCaches();
  const ios = await saveCopy(caches, 'ios-3.0', 'iOS SDK 3.0', '2026-11-02T00:00:00Z', '/ios/introduction');
  await saveCopy(caches, 'js-0.5', 'Web SDK 0.5', '2026-11-01T00:00:00Z', '/js/introduction');
  const worker = startWorker(caches, async () => {
    await caches.delete(ios);
    throw new TypeError('Failed to fetch');
  });

  const response = await worker.request('/api/introduction');
  assert.equal(response.status, 503);
  // Only the copy that is still there is offered.
  assert.deepEqual(notSavedPage(await response.text()), {
    heading: 'Not saved',
    copies: [{href: '/js/introduction', text: 'Web SDK 0.5, saved 1 November 2026'}],
  });
});

test('a failed read of the copies counts as none for that request only', async () => {
  const caches = new FakeCaches();
  await saveCopy(caches, 'ios-3.0', 'iOS SDK 3.0', '2026-11-02T00:00:00Z', '/ios/introduction');
  caches.failKeys = 1;
  const worker = startWorker(caches, async () => page('from the network'));

  assert.equal(await (await worker.request('/ios/introduction')).text(), 'from the network');
  assert.equal(await (await worker.request('/ios/introduction')).text(), '<h1>iOS SDK 3.0: /ios/introduction</h1>');
});

test('with no copy left when a navigation fails, the browser’s own error, not a page that lists nothing', async () => {
  const caches = new FakeCaches();
  const ios = await saveCopy(caches, 'ios-3.0', 'iOS SDK 3.0', '2026-11-02T00:00:00Z', '/ios/introduction');
  const worker = startWorker(caches, async () => {
    await caches.delete(ios);
    throw new TypeError('Failed to fetch');
  });
  await assert.rejects(worker.request('/api/introduction'), TypeError);
});

test('a copy still being saved (no record yet) is never served, and the worker notices it once complete', async () => {
  const caches = new FakeCaches();
  const partial = await caches.open(`${CACHE_PREFIX}docs@r2`);
  await partial.put('/docs/intro', page('partial'));
  await saveCopy(caches, 'ios-3.0', 'iOS SDK 3.0', '2026-11-02T00:00:00Z', '/ios/introduction');
  const worker = startWorker(caches, offline);

  assert.equal((await worker.request('/docs/intro')).status, 503);
  await saveCopy(caches, 'docs', 'Intro', '2026-11-03T00:00:00Z', '/docs/intro');
  worker.message('offline-copies-changed');
  assert.equal(await (await worker.request('/docs/intro')).text(), '<h1>Intro: /docs/intro</h1>');
});

test('a copy deleted as its not-saved page is read: the page comes from the next copy', async () => {
  const caches = new FakeCaches();
  const ios = await saveCopy(caches, 'ios-3.0', 'iOS SDK 3.0', '2026-11-02T00:00:00Z', '/ios/introduction');
  await saveCopy(caches, 'js-0.5', 'Web SDK 0.5', '2026-11-01T00:00:00Z', '/js/introduction');
  const worker = startWorker(caches, offline);
  caches.beforeMatch = async (url, name) => {
    if (url === NOT_SAVED_PAGE && name === ios) await caches.delete(ios);
  };

  const response = await worker.request('/api/introduction');
  assert.equal(response.status, 503);
  const {heading, copies} = notSavedPage(await response.text());
  assert.equal(heading, 'Not saved');
  // The list was read before the copy went; the page itself comes from the copy still there.
  assert.ok(copies.some((copy) => copy.text === 'Web SDK 0.5, saved 1 November 2026'));
});
