// The search step over a small built site: which pages answer in which
// search base, what each result is labelled, the site's table of pages, Pagefind's bundle in every
// base, byte-identical from one build to the next.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {gunzipSync} from 'node:zlib';
import {SEARCH_BASES, searchBaseOfPath, VERSIONS} from '../../../core/sections';
import {bundleDir} from '../../../core/paths';
import {PAGES_FILE, startSearch, writeSearchIndexes, type ResultPage} from '../step';
import {builtPage, fakeSite} from '../../../../tests/unit/fake-site';

const OLD = VERSIONS.ios.older[0]!;

/** A docs page as Docusaurus renders it: breadcrumbs (home, categories, the page), a heading, text. */
const docPage = (route: string, crumbs: string[], text: string) =>
  builtPage(
    route,
    `<nav class="navbar">Intro API iOS SDK</nav><main><article><nav aria-label="Breadcrumbs"><ul class="breadcrumbs">` +
      `<li class="breadcrumbs__item"><a href="/" aria-label="Home page">⌂</a></li>` +
      crumbs.map((crumb) => `<li class="breadcrumbs__item"><span>${crumb}</span></li>`).join('') +
      `<li class="breadcrumbs__item breadcrumbs__item--active"><span>${route}</span></li></ul></nav>` +
      `<button>Copy page as Markdown</button><header><h1>${route}</h1></header>` +
      `<p>${text}</p><h2 id="details">Details<a class="hash-link" href="#details">#</a></h2><p>More about ${text}</p></article></main>`,
  );

async function site() {
  return fakeSite([
    {route: '/docs/terms', html: docPage('/docs/terms', [], 'hexagon severity'), plugin: 'docs', title: 'Terminology'},
    {
      route: '/ios/advanced/nowcast',
      html: docPage('/ios/advanced/nowcast', ['Advanced'], 'nowcast latest'),
      plugin: 'docs',
      title: 'Nowcasting',
    },
    {
      route: `/ios/${OLD}/advanced/nowcast`,
      html: docPage(`/ios/${OLD}/advanced/nowcast`, ['Advanced'], 'nowcast older'),
      plugin: 'docs',
      title: 'Nowcasting',
    },
    {route: '/search', html: builtPage('/search', '<main><h1>Search</h1></main>'), plugin: 'search'},
  ]);
}

/** The site's table of pages of a base, by Pagefind page id. */
async function pagesOf(model: Awaited<ReturnType<typeof site>>, base: string): Promise<ResultPage[]> {
  const table = JSON.parse((await model.read(`${bundleDir(base)}${PAGES_FILE}`)).toString('utf8')) as Record<
    string,
    ResultPage
  >;
  return Object.values(table).sort((a, b) => a.u.localeCompare(b.u));
}

test('search bases: the root for the latest versions, the single-version sections and the blog; one per other SDK version', () => {
  assert.deepEqual(SEARCH_BASES.slice(0, 1), ['']);
  assert.ok(
    SEARCH_BASES.includes(`/ios/${OLD}`) && SEARCH_BASES.includes('/ios/next') && SEARCH_BASES.includes('/js/next'),
  );
  assert.ok(!SEARCH_BASES.includes('/ios') && !SEARCH_BASES.includes('/js'));
  assert.equal(searchBaseOfPath('/ios/basic/data'), '');
  assert.equal(searchBaseOfPath(`/ios/${OLD}/basic/data`), `/ios/${OLD}`);
  assert.equal(searchBaseOfPath('/js/next/configuration'), '/js/next');
  assert.equal(searchBaseOfPath('/api/reference/get-aircraft'), '');
  assert.equal(searchBaseOfPath('/blog/welcome'), '');
});

test('every base gets a bundle from the model; the Intro answers in every base, each SDK version only in its own', async () => {
  const model = await site();
  const summary = await writeSearchIndexes(model);
  assert.match(summary, /\/pagefind\/ 2 pages/);
  for (const base of SEARCH_BASES) {
    for (const file of ['pagefind.js', 'pagefind-entry.json', 'wasm.en.pagefind', PAGES_FILE]) {
      assert.ok(model.files.has(`${bundleDir(base)}${file}`), `${bundleDir(base)}${file}`);
    }
    assert.ok(!model.files.has(`${bundleDir(base)}pagefind-ui.js`), "Pagefind's own UI is left out");
    assert.ok(!model.files.has(`${bundleDir(base)}pagefind-worker.js`), 'its worker is left out');
  }
  // Pagefind's chunks are its gzip data, written as they are.
  const chunk = [...model.files].find((file) => /^pagefind\/index\/.+\.pf_index$/.test(file))!;
  assert.equal(
    gunzipSync(await model.read(chunk))
      .subarray(0, 12)
      .toString(),
    'pagefind_dcd',
  );

  assert.deepEqual(await pagesOf(model, ''), [
    {u: '/docs/terms', t: 'Terminology', l: 'Intro', h: [[3, 'details', 'Details']]},
    {
      u: '/ios/advanced/nowcast',
      t: 'Nowcasting',
      l: `iOS SDK ${VERSIONS.ios.latest} › Advanced`,
      h: [[3, 'details', 'Details']],
    },
  ]);
  assert.deepEqual(
    (await pagesOf(model, `/ios/${OLD}`)).map((page) => `${page.t} | ${page.l}`),
    ['Terminology | Intro', `Nowcasting | iOS SDK ${OLD} › Advanced`],
  );
  assert.deepEqual(
    (await pagesOf(model, '/js/next')).map((page) => page.u),
    ['/docs/terms'],
  );
});

test("two builds of the same pages write the same bytes (Pagefind's output is deterministic)", async () => {
  const [first, second] = [await site(), await site()];
  await writeSearchIndexes(first);
  await writeSearchIndexes(second);
  const files = [...first.files].filter((file) => file.includes('pagefind/')).sort();
  assert.deepEqual(files, [...second.files].filter((file) => file.includes('pagefind/')).sort());
  for (const file of files) assert.ok((await first.read(file)).equals(await second.read(file)), file);
});

test('a page of a single-version section is read once, though it answers in every base', async () => {
  const model = await site();
  const reads = new Map<string, number>();
  const tree = model.tree;
  model.tree = Object.assign((page: Parameters<typeof tree>[0]) => {
    reads.set(page.file, (reads.get(page.file) ?? 0) + 1);
    return tree(page);
  }, tree);
  await writeSearchIndexes(model);
  assert.ok(SEARCH_BASES.length > 2);
  assert.equal(reads.size, 3, 'the three indexed pages');
  assert.deepEqual([...reads.values()], [1, 1, 1]);
});

/** The bundles' files and their bytes. */
async function bundles(model: Awaited<ReturnType<typeof site>>): Promise<Map<string, Buffer>> {
  const files = [...model.files].filter((file) => file.includes('pagefind/')).sort();
  return new Map(await Promise.all(files.map(async (file) => [file, await model.read(file)] as const)));
}

test('a page an earlier step parsed since its last write is not parsed again, and the bundles are the same bytes', async () => {
  const alone = await site();
  await writeSearchIndexes(alone);

  const model = await site();
  startSearch(model);
  // An earlier step (the Markdown copies) reads every page; the model keeps only the last few trees.
  for (const page of model.pages.filter((each) => each.kind !== 'redirect')) await model.tree(page);
  const parsed = model.tree.parsed().pages;
  const summary = await writeSearchIndexes(model);
  assert.equal(model.tree.parsed().pages, parsed, 'no page parsed by the step');
  assert.match(summary, /; 3 pages' documents made as an earlier step read them$/);
  assert.deepEqual(await bundles(model), await bundles(alone));
});

test('a page rewritten after an earlier step read it is read again, and indexed as it now is', async () => {
  const model = await site();
  startSearch(model);
  for (const page of model.pages.filter((each) => each.kind !== 'redirect')) await model.tree(page);
  const page = model.page('/ios/advanced/nowcast')!;
  const html = (await model.read(page.file)).toString('utf8');
  await model.writePage(page, html.replace('id="details">Details', 'id="rewritten">Rewritten'));
  const parsed = model.tree.parsed().pages;
  const summary = await writeSearchIndexes(model);
  assert.equal(model.tree.parsed().pages, parsed + 1, 'the rewritten page, once');
  assert.match(summary, /; 2 pages' documents made/);
  const headings = (await pagesOf(model, '')).find((result) => result.u === page.route)?.h;
  assert.deepEqual(headings, [[3, 'rewritten', 'Rewritten']]);
});
