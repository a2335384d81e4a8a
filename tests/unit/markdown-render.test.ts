// `@theme/Markdown` renders the API reference's descriptions and the theme's qualifier lines with
// marked instead of react-markdown: the Markdown the spec and the theme write must come out right.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {renderMarkdown} from '../../src/core/openapi/markdown-html';
import {findAll, findFirst, isElement, parseHtml, textOf} from '../../src/core/site/html';

test('a qualifier line the theme writes: bold label and inline code, HTML-escaped', () => {
  assert.equal(
    renderMarkdown('**Possible values:** `>= 5` and `<= 52`'),
    '<p><strong>Possible values:</strong> <code>&gt;= 5</code> and <code>&lt;= 52</code></p>\n',
  );
});

test('a description over several lines is one paragraph; a blank line starts the next', () => {
  assert.equal(
    renderMarkdown('The corridor is a GeoJSON `Polygon`\nof at most 250 vertices.\n\nSplit a longer route.'),
    '<p>The corridor is a GeoJSON <code>Polygon</code>\nof at most 250 vertices.</p>\n<p>Split a longer route.</p>\n',
  );
});

test('links, lists and GitHub tables (the theme writes enum descriptions as a table)', () => {
  assert.equal(
    renderMarkdown('[Quick start](/api/quick-start)'),
    '<p><a href="/api/quick-start">Quick start</a></p>\n',
  );
  assert.equal(renderMarkdown('- one\n- two'), '<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n');
  const table = renderMarkdown('| Enum Value | Description |\n| ---- | ----- |\n| C60 | Mid-size |');
  const tree = parseHtml(table);
  const [first] = findFirst(tree, (node) => node.tagName === 'body')?.children ?? [];
  assert.ok(isElement(first) && first.tagName === 'table', `the output is a table: ${table}`);
  const rows = findAll(tree, (node) => node.tagName === 'tr').map((row) =>
    findAll(row, (node) => node.tagName === 'td').map((cell) => textOf(cell)),
  );
  assert.ok(
    rows.some((cells) => cells.length === 2 && cells[0] === 'C60' && cells[1] === 'Mid-size'),
    table,
  );
});
