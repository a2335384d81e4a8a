// An operation marked `x-status: preview` gets its notice right under the method and path of its
// page and a badge class on its sidebar entry; other operations are unchanged.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {parse} from 'yaml';
import {createApiPageMD as pluginApiPageMD} from 'docusaurus-plugin-openapi-docs/lib/markdown';
import type {ApiPageMetadata} from 'docusaurus-plugin-openapi-docs/src/types';
import {createApiPageMD, isPreview, markPreviewInFrontMatter, PREVIEW_NOTICE} from '../../src/core/openapi/preview';

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

test("a preview page gets api-preview beside the plugin's sidebar classes; others keep theirs", () => {
  const preview: Record<string, unknown> = {api: {'x-status': 'preview'}, sidebar_class_name: 'get api-method'};
  markPreviewInFrontMatter(preview);
  assert.equal(preview.sidebar_class_name, 'get api-method api-preview');
  const current: Record<string, unknown> = {api: {method: 'post'}, sidebar_class_name: 'post api-method'};
  markPreviewInFrontMatter(current);
  assert.equal(current.sidebar_class_name, 'post api-method');
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
