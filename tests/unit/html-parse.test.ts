// The model's HTML parser (src/core/site/html.ts) against rehype-parse, which it stands in for:
// on any markup, well formed or not, the same tree, with positions and without.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Root, RootContent} from 'hast';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import fc from 'fast-check';
import {copyElements, findAll, parseHtml, parseHtmlWithoutPositions, type Element} from '../../src/core/site/html';
import {builtPage} from './fake-site';

const rehype = unified().use(rehypeParse);

function withoutPositions(tree: Root): Root {
  const drop = (node: Root | RootContent) => {
    delete node.position;
    if ('children' in node) node.children.forEach(drop);
    if (node.type === 'element' && node.content) drop(node.content);
  };
  drop(tree);
  return tree;
}

function assertSameTrees(html: string) {
  assert.deepEqual(parseHtml(html), rehype.parse(html), html);
  assert.deepEqual(parseHtmlWithoutPositions(html), withoutPositions(rehype.parse(html)), html);
}

/** Pieces of markup as the build writes it, and as no one should: the parser's hard cases. */
const PIECES = [
  '<!doctype html>',
  '<html lang="en" data-theme="light">',
  '<head>',
  '</head>',
  '<body class="navigation-with-keyboard">',
  '</body>',
  '<meta charset="utf-8">',
  '<link rel="stylesheet" href="/assets/css/styles.css">',
  '<style>a>b{color:red}</style>',
  '<script>if (a < b && c) document.write("</p>")</script>',
  '<noscript><img src="x.png"></noscript>',
  '<template><td>cell</td></template>',
  '<div class="theme-doc-markdown markdown">',
  '</div>',
  '<article>',
  '</article>',
  '<p>',
  '</p>',
  '<table><tr><td>',
  '</table>',
  '<svg viewBox="0 0 24 24"><path d="M0 0h24"/><foreignObject><p>x</p></foreignObject></svg>',
  '<math><mi>x</mi></math>',
  '<pre><code class="language-swift">',
  '</code></pre>',
  '<a href="/ios/2.2/basic/data#severity" aria-label="x">',
  '</a>',
  '<input type="search" disabled>',
  '<br/>',
  '<!-- a comment -->',
  '&amp;',
  '&lt;FL350&gt;',
  '&nbsp;',
  '&notanentity;',
  'Severity at FL350',
  ' ',
  '\n',
  '<',
  '</',
  '>',
  '<details open><summary>More</summary>',
  '</details>',
  '<textarea><b>raw</b></textarea>',
  '<title>A &amp; B</title>',
  '<p id="x" class="a  b" style="color: red" data-hash="1">',
  '<td>',
  '<li>',
];

test('the parser builds the trees rehype-parse builds, with and without positions (property)', () => {
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...PIECES), {maxLength: 40}), (pieces) => assertSameTrees(pieces.join(''))),
    {numRuns: 400},
  );
});

test('the parser builds the trees rehype-parse builds for whole built pages', () => {
  assertSameTrees(
    builtPage('/ios/basic/data', '<article><h1>Data</h1><p>FL350 &amp; up</p></article>', '<style>p{margin:0}</style>'),
  );
  assertSameTrees('');
  assertSameTrees('\uFEFF<!doctype html><p>byte-order mark');
});

test('a copy of the elements is the same tree, and changing its elements leaves the original as parsed (property)', () => {
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...PIECES), {maxLength: 40}), (pieces) => {
      const html = `<div>${pieces.join('')}</div>`;
      const root = parseHtml(html);
      const element = root.children.find((child): child is Element => child.type === 'element')!;
      const copy = copyElements(element);
      assert.deepEqual(copy, element);
      // What the search and Markdown steps do to their copies: set properties, rewrite children lists.
      for (const each of [copy, ...findAll({type: 'root', children: [copy]}, () => true)]) {
        each.properties.dataPagefindWeight = '7';
        each.properties = {...each.properties, href: '/x'};
        each.children = each.children.filter((child) => child.type !== 'comment').reverse();
      }
      assert.deepEqual(root, parseHtml(html), html);
    }),
    {numRuns: 200},
  );
});
