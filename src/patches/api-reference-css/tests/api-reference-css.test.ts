// The api-reference-css patch: the OpenAPI theme's stylesheet only on the API reference pages,
// linked in their head by the pipeline's route-stylesheets step.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {ApiPageMetadata} from 'docusaurus-plugin-openapi-docs/src/types';
import apiReferenceCss, {CHUNK, OPENAPI_STYLES, importingReferenceStyles, isGlobalImport} from '..';
import {linkRouteStylesheets} from '../step';
import {renderBlockingCss} from '../../../core/site/html';
import {fakeSite} from '../../../../tests/unit/fake-site';

const page = {id: 'get-aircraft'} as ApiPageMetadata;

test("each API page imports the theme's stylesheet before its own imports; a page that imports nothing fails", () => {
  const generated =
    '---\nid: get-aircraft\n---\n\nimport MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";\n\n<MethodEndpoint />\n';
  const markdown = importingReferenceStyles(() => generated)(page);
  assert.equal(
    markdown,
    `---\nid: get-aircraft\n---\n\nimport ${JSON.stringify(OPENAPI_STYLES)};\nimport MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";\n\n<MethodEndpoint />\n`,
  );
  assert.throws(() => importingReferenceStyles(() => '# Title\n')(page), /get-aircraft imports nothing/);
});

test("only the client modules' import of the stylesheet is replaced, not the pages' own", () => {
  const generated = '/site/.docusaurus';
  assert.ok(isGlobalImport(OPENAPI_STYLES, generated, generated));
  assert.ok(!isGlobalImport(OPENAPI_STYLES, '/site/api/reference', generated));
  assert.ok(!isGlobalImport('/elsewhere/styles.scss', generated, generated));
});

/** The plugin's client bundler config, over Docusaurus's split-chunks config (its `styles` group). */
function configure(cacheGroups: Record<string, unknown> | undefined) {
  const config = {optimization: {splitChunks: cacheGroups ? {cacheGroups} : {}}};
  const plugin = apiReferenceCss.plugin({generatedFilesDir: '/site/.docusaurus'} as LoadContext);
  class NormalModuleReplacementPlugin {
    constructor(
      readonly test: RegExp,
      readonly replace: (resource: {request: string; context: string}) => void,
    ) {}
  }
  const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin}}};
  const result = (
    plugin.configureWebpack as unknown as (...args: unknown[]) => {plugins: NormalModuleReplacementPlugin[]}
  )(config, false, utils, undefined);
  return {config, replacement: result.plugins[0]!};
}

test('the stylesheet gets a chunk of its own, above Docusaurus\'s one "styles" chunk; the global import becomes an empty file', () => {
  const {config, replacement} = configure({styles: {name: 'styles', priority: 50}});
  const group = (
    config.optimization.splitChunks as {
      cacheGroups: Record<string, {priority: number; test: (module: {nameForCondition(): string}) => boolean}>;
    }
  ).cacheGroups[CHUNK]!;
  assert.ok(group.priority > 50);
  assert.equal(group.test({nameForCondition: () => OPENAPI_STYLES}), true);
  assert.equal(group.test({nameForCondition: () => '/site/src/css/custom.css'}), false);
  const global = {request: OPENAPI_STYLES, context: '/site/.docusaurus'};
  replacement.replace(global);
  assert.equal(path.basename(global.request), 'empty.css');
  const own = {request: OPENAPI_STYLES, context: '/site/api/reference'};
  replacement.replace(own);
  assert.equal(own.request, OPENAPI_STYLES);
});

test('a Docusaurus without its split-chunks groups fails the build, naming the ledger', () => {
  assert.throws(() => configure(undefined), /UPGRADING\.md/);
});

test("the pipeline links a route's own stylesheets right after the page's stylesheet, once", async () => {
  const head = (links: string) =>
    `<!doctype html><html><head><title>T</title>${links}<script src="/assets/js/main.js" defer></script></head><body><main>x</main></body></html>`;
  const site = await fakeSite(
    [
      {route: '/api/reference/get-aircraft', html: head('<link rel="stylesheet" href="/assets/css/styles.css">')},
      {route: '/api/introduction', html: head('<link rel="stylesheet" href="/assets/css/styles.css">')},
    ],
    {
      // Every route's own chunks come with the entry's stylesheet (a shared chunk), which every page links.
      routeFiles: (routes, options) =>
        options?.entryOnly
          ? ['/assets/js/main.js', '/assets/css/styles.css']
          : [...routes].includes('/api/reference/get-aircraft') && options?.ownChunks
            ? ['/assets/js/1.js', '/assets/css/styles.css', '/assets/css/api-reference.css']
            : ['/assets/css/styles.css'],
    },
  );
  for (const page of site.pages) site.tree.replace(page.file);
  const parsedBefore = site.tree.parsed().pages;
  assert.equal(await linkRouteStylesheets(site), '1 pages');
  assert.equal(site.tree.parsed().pages - parsedBefore, 1, 'only the page with a stylesheet of its own is parsed');
  const reference = site.page('/api/reference/get-aircraft')!;
  const html = (await site.read(reference.file)).toString('utf8');
  assert.ok(
    html.includes(
      '<link rel="stylesheet" href="/assets/css/styles.css"><link rel="stylesheet" href="/assets/css/api-reference.css"><script',
    ),
    html,
  );
  assert.deepEqual(renderBlockingCss(await site.tree(reference)).stylesheets, [
    '/assets/css/styles.css',
    '/assets/css/api-reference.css',
  ]);
  // Run again: the link is there already.
  assert.equal(await linkRouteStylesheets(site), '0 pages');
});
