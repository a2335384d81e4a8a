// The Markdown step on a fake build: each page's copy is made from the tree an earlier step hands
// on with its write (critical CSS writes every page), so the step parses no page, and writes the
// same files as when it parses each page itself.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {LoadedPlugin} from '@docusaurus/types';
import {DOCS_PLUGIN} from '../../../core/docusaurus/content-plugins';
import {parseHtml} from '../../../core/site/html';
import type {SiteModel} from '../../../core/site/model';
import {builtPage, fakeSite} from '../../../../tests/unit/fake-site';
import {startMarkdownCopies, writeMarkdownCopies} from '../step';

const article = (title: string, text: string) =>
  `<main><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header><p>${text}</p></div></article></main>`;
const PAGES = ['severity', 'flight-levels', 'hexagons'].map((name) => ({
  route: `/docs/${name}`,
  html: builtPage(`/docs/${name}`, article(name, `About ${name} at FL350.`)),
  plugin: 'docs' as const,
  title: name,
}));
// The API section's docs plugin, where the step writes the spec.
const API_PLUGIN = {
  name: DOCS_PLUGIN,
  options: {id: 'api'},
  content: {loadedVersions: [{docs: [], isLast: true, path: '/api', sidebars: {}}]},
} as unknown as LoadedPlugin;

const site = () => fakeSite(PAGES, {plugins: [API_PLUGIN]});

/** The files the step wrote, and their text. */
async function written(model: SiteModel): Promise<Map<string, string>> {
  const files = [...model.files].filter((file) => /\.(md|txt)$/.test(file)).sort();
  return new Map(await Promise.all(files.map(async (file) => [file, (await model.read(file)).toString()] as const)));
}

/** What critical CSS does to every page: writes it, handing on its tree (or not). */
async function earlierStepWrites(model: SiteModel, handsOnTrees = true) {
  for (const page of model.pages.filter((each) => each.kind !== 'redirect')) {
    const html = (await model.read(page.file)).toString('utf8').replace('<p>About', '<p>Read about');
    await model.writePage(page, html, handsOnTrees ? parseHtml(html) : undefined);
  }
}

test("the step makes each page's copy from the tree an earlier step handed on: no page parsed, the same files", async () => {
  const alone = await site();
  startMarkdownCopies(alone);
  await earlierStepWrites(alone, false);
  const parsedAlone = alone.tree.parsed().pages;
  assert.match(await writeMarkdownCopies(alone), /; 0 pages made as an earlier step read them$/);
  assert.equal(alone.tree.parsed().pages, parsedAlone + 3, 'each page parsed by the step');

  const model = await site();
  startMarkdownCopies(model);
  await earlierStepWrites(model);
  const parsed = model.tree.parsed().pages;
  const summary = await writeMarkdownCopies(model);
  assert.equal(model.tree.parsed().pages, parsed, 'no page parsed by the step');
  assert.match(summary, /; 3 pages made as an earlier step read them$/);
  const files = await written(model);
  assert.deepEqual(files, await written(alone));
  assert.match(files.get('docs/severity.md') ?? '', /Read about severity at FL350\./);
});

test('a page written again without its tree is read again, and its copy is of what it now holds', async () => {
  const model = await site();
  startMarkdownCopies(model);
  await earlierStepWrites(model);
  const page = model.page('/docs/hexagons')!;
  const html = (await model.read(page.file)).toString('utf8');
  await model.writePage(page, html.replace('Read about hexagons', 'H3 hexagons'));
  const parsed = model.tree.parsed().pages;
  const summary = await writeMarkdownCopies(model);
  assert.equal(model.tree.parsed().pages, parsed + 1, 'the rewritten page, once');
  assert.match(summary, /; 2 pages made/);
  assert.match((await model.read('docs/hexagons.md')).toString(), /H3 hexagons at FL350\./);
});
