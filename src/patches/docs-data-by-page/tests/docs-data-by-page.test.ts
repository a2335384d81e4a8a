// The docs-data-by-page patch: what the browser's global data keeps, what each page hands over, and
// that the two together give Docusaurus's own docs hooks (their functions, loaded from the package)
// the same answers on every page as the full data, whatever the versions and docs.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import fc from 'fast-check';
import type {AllContent, GlobalData} from '@docusaurus/types';
import type {GlobalDoc, GlobalPluginData, GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {docSources, pageDocs, slimGlobalData, type DocSource} from '../build/docs-data.ts';
import {DOCS_PLUGIN} from '../../../core/docusaurus/content-plugins.ts';
import {pagesBySource, remarkProvideDocs, PROVIDE} from '../build/remark.ts';
import {handOver} from '../handOver.ts';

type ClientUtils = {
  getActiveDocContext(data: GlobalPluginData, pathname: string): unknown;
  getDocVersionSuggestions(data: GlobalPluginData, pathname: string): unknown;
};

/**
 * The docs plugin's client functions, as the browser runs them: its module, with the bundler's
 * `@docusaurus/router` alias pointed at react-router, which it stands for.
 */
async function upstream(): Promise<ClientUtils> {
  const file = require.resolve('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js');
  const source = readFileSync(file, 'utf8').replace(
    "import { matchPath } from '@docusaurus/router';",
    "import {createRequire} from 'node:module';\nconst {matchPath} = createRequire(import.meta.url)('react-router');",
  );
  assert.ok(source.includes('createRequire(import.meta.url)'), 'the module still imports matchPath as it did');
  const dir = path.resolve('node_modules/.cache/docs-data-by-page');
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'docsClientUtils.mjs'), source);
  return (await import(pathToFileURL(path.join(dir, 'docsClientUtils.mjs')).href)) as ClientUtils;
}

/** A docs plugin's global data: versions, latest first, each with docs from a shared pool of ids. */
const pluginData = fc
  .uniqueArray(fc.constantFrom('next', '3.0', '2.2', '2.1'), {minLength: 1, maxLength: 4})
  .chain((names) =>
    fc.tuple(
      fc.constant(names),
      fc.array(fc.uniqueArray(fc.constantFrom('intro', 'install', 'a/b', 'c', 'd/e/f', 'g'), {minLength: 1}), {
        minLength: names.length,
        maxLength: names.length,
      }),
      fc.array(fc.boolean(), {minLength: names.length, maxLength: names.length}),
    ),
  )
  .map(([names, ids, withIndex]): GlobalPluginData => {
    const versions = names.map((name, i): GlobalVersion => {
      const root = i === 0 ? '/sdk' : `/sdk/${name}`;
      const docs: GlobalDoc[] = ids[i]!.map((id) => ({id, path: `${root}/${id}`, sidebar: 'main'}));
      if (withIndex[i]) docs.push({id: '/category/basics', path: `${root}/category/basics`, sidebar: 'main'});
      return {name, label: name, isLast: i === 0, path: root, mainDocId: ids[i]![0]!, docs, draftIds: [], sidebars: {}};
    });
    return {path: '/sdk', versions, breadcrumbs: true};
  });

const globalDataOf = (data: GlobalPluginData): GlobalData => ({[DOCS_PLUGIN]: {sdk: data}, other: {default: {x: 1}}});

/** Every doc (not category index) as if written in `sdk/<version>/<id>.md`. */
function sourcesOf(data: GlobalPluginData): Map<string, DocSource> {
  const sources = new Map<string, DocSource>();
  for (const version of data.versions)
    for (const doc of version.docs)
      if (!doc.id.startsWith('/category'))
        sources.set(`/site/sdk/${version.name}/${doc.id}.md`, {pluginId: 'sdk', versionName: version.name, id: doc.id});
  return sources;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** An answer with each version named, not listed: the browser's versions list fewer docs by design. */
const named = (answer: unknown): unknown =>
  JSON.parse(
    JSON.stringify(answer, (_key, value: unknown) =>
      value && typeof value === 'object' && 'mainDocId' in value ? `version ${(value as GlobalVersion).name}` : value,
    ),
  );

test("the slim data and the pages' entries answer Docusaurus's docs hooks as the full data does", async () => {
  const {getActiveDocContext, getDocVersionSuggestions} = await upstream();
  fc.assert(
    fc.property(pluginData, fc.array(fc.nat(), {minLength: 1, maxLength: 4}), (data, visits) => {
      const full = globalDataOf(data);
      const pages = pageDocs(full, sourcesOf(data));
      const slim = clone(slimGlobalData(full, pages)) as GlobalData;
      const browser = slim[DOCS_PLUGIN]!.sdk as GlobalPluginData;
      const files = [...pages.keys()];
      // The reader loads pages one after another: each hands over its entries as its module loads.
      for (const visit of visits) {
        const file = files[visit % files.length]!;
        handOver(browser, pages.get(file)!.byVersion);
        const own = pages.get(file)!;
        const pathname = own.byVersion[sourcesOf(data).get(file)!.versionName]!.path;
        const context = named(getActiveDocContext(data, pathname));
        assert.deepEqual(named(getActiveDocContext(browser, pathname)), context, pathname);
        assert.match(JSON.stringify(context), /"activeDoc":\{/, 'the full data finds the page');
        const suggestions = named(getDocVersionSuggestions(data, pathname));
        assert.deepEqual(named(getDocVersionSuggestions(browser, pathname)), suggestions, pathname);
      }
      // Each version's main doc (the version links) and category index pages are there from the start.
      for (const version of (slimGlobalData(full, pages)[DOCS_PLUGIN]!.sdk as GlobalPluginData).versions) {
        const original = data.versions.find((candidate) => candidate.name === version.name)!;
        assert.deepEqual(
          version.docs.map((doc) => doc.id).sort(),
          original.docs
            .filter((doc) => doc.id === original.mainDocId || doc.id.startsWith('/category'))
            .map((doc) => doc.id)
            .sort(),
        );
      }
      assert.deepEqual(slim.other, full.other);
    }),
    {seed: 40, numRuns: 300},
  );
});

test("the docs' sources: each doc's file, plugin, version and id", () => {
  const allContent = {
    [DOCS_PLUGIN]: {
      ios: {
        loadedVersions: [
          {
            versionName: '3.0',
            docs: [{id: 'basic/data', source: '@site/ios_versioned_docs/version-3.0/basic/data.md'}],
          },
        ],
      },
    },
  } as unknown as AllContent;
  assert.deepEqual(
    [...docSources(allContent, '/site')],
    [['/site/ios_versioned_docs/version-3.0/basic/data.md', {pluginId: 'ios', versionName: '3.0', id: 'basic/data'}]],
  );
});

test("a doc page's module hands over its entries; another page hands over none", async () => {
  const {compile} = await import('@mdx-js/mdx');
  const byVersion = {'3.0': {id: 'basic/data', path: '/ios/basic/data', sidebar: 'main'}};
  pagesBySource.set('/site/ios/basic/data.md', {pluginId: 'ios', byVersion});
  const run = async (file: string) =>
    String(await compile({value: '# Data\n\nText.\n', path: file}, {remarkPlugins: [remarkProvideDocs]}));
  const code = await run('/site/ios/basic/data.md');
  assert.ok(code.includes(`import {provideDocs} from ${JSON.stringify(PROVIDE)}`), code.slice(0, 300));
  assert.match(code, /provideDocs\("ios", \{\s*"3\.0": \{\s*"id": "basic\/data"/);
  assert.ok(!(await run('/site/blog/post.md')).includes(PROVIDE));
  pagesBySource.clear();
});
