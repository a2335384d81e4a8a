// A question no page answers word for word: the navbar widens it to the pages with most of its
// telling words, against a fake Pagefind that, like Pagefind, lists only pages with every word.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {widened, type PagefindApi} from '../client/pagefind';

/** Each page's words, and the score Pagefind gives it for any one of them. */
const PAGES: Record<string, [string, number]> = {
  faq: ['is there a rate limit on requests per minute', 1],
  scale: ['cover a large area: split the corridor, mind the limit', 3],
  tiles: ['a map tile holds hexagons', 5],
};

const searched: string[] = [];
const api: PagefindApi = {
  options: async () => undefined,
  init: async () => undefined,
  search: async (query) => {
    searched.push(query);
    const words = query.split(/\s+/);
    const hits = Object.entries(PAGES).filter(([, [text]]) => words.every((word) => text.split(/\W+/).includes(word)));
    return {
      results: hits.map(([id, [text, score]]) => ({
        id,
        score,
        words: [],
        data: async () => ({url: id, plain_excerpt: text, meta: {}}),
      })),
    };
  },
};

test('a question is widened to its telling words, the page with most of them first (whatever its score), stop words never searched', async () => {
  searched.length = 0;
  const ids = (await widened(api, 'is there a rate limit'.split(' '), new Set())).map(({id}) => id);
  assert.deepEqual(ids, ['faq', 'scale']);
  assert.deepEqual(searched, ['rate', 'limit']);
});

test('pages already listed are not listed again; a query of one telling word is not widened', async () => {
  assert.deepEqual(
    (await widened(api, ['rate', 'limit'], new Set(['faq']))).map(({id}) => id),
    ['scale'],
  );
  searched.length = 0;
  assert.deepEqual(await widened(api, ['limit'], new Set()), []);
  assert.deepEqual(searched, []);
});
