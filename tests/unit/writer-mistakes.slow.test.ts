// site-spec.md §8: writer mistakes fail the build with a message that names the mistake and
// where it is. Each case builds a small fixture site in a temporary folder (never the real site).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildFixtureSite} from '../fixtures/writer-site/make-site.ts';

function assertFails(result: ReturnType<typeof buildFixtureSite>, ...expected: string[]) {
  assert.notEqual(result.status, 0, 'the build should fail');
  for (const text of expected)
    assert.ok(result.output.includes(text), `the build output should contain: ${text}\n${result.output.slice(-3000)}`);
}

type ComponentPage = {title: string; importLine: string; name: string; body: string[]};

/** An MDX page titled `title` that imports one hook and renders a component `name` whose body is `body`. */
function componentPage({title, importLine, name, body}: ComponentPage) {
  return [
    '---',
    `title: ${title}`,
    '---',
    importLine,
    '',
    `export function ${name}() {`,
    ...body,
    '}',
    '',
    `<${name} />`,
    '',
  ].join('\n');
}

test('the fixture site builds when it has no mistake', () => {
  const result = buildFixtureSite();
  assert.equal(result.status, 0, result.output.slice(-3000));
});

test('a sidebar naming a doc that does not exist', () => {
  const result = buildFixtureSite({files: {'sidebars.js': "export default {docs: ['intro', 'missing-doc']};\n"}});
  assertFails(result, 'These sidebar document ids do not exist', 'missing-doc', 'sidebars.js');
});

test('a link to a doc that does not exist: "Couldn\'t find any doc with id"', () => {
  const result = buildFixtureSite({navbarItems: [{type: 'doc', docId: 'missing-doc', label: 'Missing'}]});
  assertFails(result, 'Couldn\'t find any doc with id "missing-doc"', "Can't render static file for pathname");
});

test('a link to a draft doc is not an error', () => {
  const result = buildFixtureSite({
    files: {'docs/draft.md': '---\ntitle: Draft\ndraft: true\n---\n\nNot published yet.\n'},
    navbarItems: [{type: 'doc', docId: 'draft', label: 'Draft'}],
  });
  assert.equal(result.status, 0, result.output.slice(-3000));
});

test('a missing sidebar id: "Can\'t find any sidebar with id"', () => {
  const result = buildFixtureSite({navbarItems: [{type: 'docSidebar', sidebarId: 'reference', label: 'Reference'}]});
  assertFails(result, 'Can\'t find any sidebar with id "reference"');
});

test('a missing version doc: "no version doc found by id"', () => {
  const page = componentPage({
    title: 'Related',
    importLine: "import {useDocById} from '@docusaurus/plugin-content-docs/client';",
    name: 'Related',
    body: ["  const doc = useDocById('missing-doc');", '  return <p>{doc.title}</p>;'],
  });
  const result = buildFixtureSite({files: {'docs/related.mdx': page}});
  assertFails(
    result,
    'no version doc found by id=missing-doc',
    'Can\'t render static file for pathname "/docs/related"',
  );
});

test('a category index on a page without a category: "not associated with a category"', () => {
  // A category-index component (it lists its category's items) used on a plain page.
  // (The stock <DocCardList /> no longer errs there: since 3.x it lists the page's siblings.)
  const page = componentPage({
    title: 'Overview',
    importLine: "import {useCurrentSidebarCategory} from '@docusaurus/plugin-content-docs/client';",
    name: 'CategoryItems',
    body: ['  const category = useCurrentSidebarCategory();', '  return <p>{category.items.length} pages</p>;'],
  });
  const result = buildFixtureSite({
    files: {'docs/overview.mdx': page, 'sidebars.js': "export default {docs: ['intro', 'guide', 'overview']};\n"},
  });
  assertFails(result, '/docs/overview is not associated with a category');
});

test('a broken link names the page and the link', () => {
  const result = buildFixtureSite({
    files: {'docs/guide.md': '---\ntitle: Guide\n---\n\nSee [the setup](/docs/nowhere).\n'},
  });
  assertFails(
    result,
    'Docusaurus found broken links',
    'Broken link on source page path = /docs/guide',
    '/docs/nowhere',
  );
});

test('a component reading browser storage while the page is rendered: "Browser storage is not available"', () => {
  // Storage exists only in the browser; a component must read it in an effect, not while rendering.
  const page = componentPage({
    title: 'Saved',
    importLine: "import {listStorageKeys} from '@docusaurus/theme-common';",
    name: 'SavedKeys',
    body: ['  return <p>{listStorageKeys().length} saved settings</p>;'],
  });
  const result = buildFixtureSite({files: {'docs/saved.mdx': page}});
  assertFails(result, 'Browser storage is not available', 'Can\'t render static file for pathname "/docs/saved"');
});
