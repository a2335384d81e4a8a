// src/plugins/openapi-preview: an operation marked `x-status: preview` gets its notice right under
// the method and path of its page and a badge class in the sidebar; other operations are unchanged.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {parse} from 'yaml';
import {createApiPageMD as pluginApiPageMD} from 'docusaurus-plugin-openapi-docs/lib/markdown';
import type {ApiPageMetadata} from 'docusaurus-plugin-openapi-docs/src/types';
import {createApiPageMD, createDocItem, isPreview, PREVIEW_NOTICE} from '../../src/plugins/openapi-preview';

const page = (api: Record<string, unknown>) =>
  ({
    type: 'api',
    id: 'get-thing',
    title: 'Get a thing',
    infoPath: undefined,
    frontMatter: {sidebar_label: 'Get a thing'},
    api: {method: 'get', path: '/things', description: 'Returns a thing.', responses: {}, ...api},
  }) as unknown as ApiPageMetadata;

test('a preview page has the notice between the method and path and the description', () => {
  const markdown = createApiPageMD(page({'x-status': 'preview'}));
  const notice = markdown.indexOf(PREVIEW_NOTICE);
  assert.ok(notice > markdown.indexOf('</MethodEndpoint>'), 'after the method and path');
  assert.ok(notice < markdown.indexOf('Returns a thing.'), 'before the description');
  assert.match(PREVIEW_NOTICE, /^:::warning\[Preview\]/);
});

test('other pages are the plugin page unchanged', () => {
  assert.equal(createApiPageMD(page({})), pluginApiPageMD(page({})));
  assert.equal(isPreview({'x-status': 'stable'}), false);
});

test('the sidebar entry keeps the plugin classes and adds api-preview to previews only', () => {
  const context = {sidebarOptions: {}, basePath: 'reference'};
  assert.deepEqual(createDocItem(page({'x-status': 'preview', deprecated: false}), context), {
    type: 'doc',
    id: 'reference/get-thing',
    label: 'Get a thing',
    customProps: undefined,
    className: 'api-method api-preview get',
  });
  assert.equal(
    createDocItem(page({deprecated: true, method: 'post'}), context).className,
    'menu__list-item--deprecated api-method post',
  );
});

test('the spec marks exactly the operations without published facts as previews', () => {
  const spec = parse(readFileSync('openapi/skypath.yaml', 'utf8'));
  const previews = Object.values(spec.paths as Record<string, Record<string, {operationId: string}>>)
    .flatMap((item) => Object.values(item))
    .filter(isPreview)
    .map((operation) => operation.operationId)
    .sort();
  assert.deepEqual(previews, ['getAircraft', 'getMapTile', 'importEdr']);
});
