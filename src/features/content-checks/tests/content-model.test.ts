// The content model: a page parsed once, as Docusaurus reads it (`.md` CommonMark, `.mdx`
// MDX), into its front matter, its tree with the file's lines, its code blocks, its tags and its
// prose; every content file of the site reads without error.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {contentFiles} from '../check-content.ts';
import {formatOf, line, parseContent, readContent, type ContentModel} from '../content-model.ts';
import {checkPage} from '../content-rules.ts';

const FRONT_MATTER = '---\ntitle: "Data: the basics"\ndescription: How the SDK fetches data.\ntags: [ios, data]\n---\n';
const tagsOf = (model: ContentModel) =>
  model.tags.map((tag) => `${tag.closing ? '/' : ''}${tag.name}${tag.selfClosing ? '/' : ''}@${tag.line}`);

test('front matter: its YAML values, and the line the body starts on', () => {
  const model = parseContent(`${FRONT_MATTER}\nText.\n`, 'md');
  assert.deepEqual(model.frontMatter, {
    title: 'Data: the basics',
    description: 'How the SDK fetches data.',
    tags: ['ios', 'data'],
  });
  assert.equal(model.bodyLine, 6);
  assert.equal(model.tree.children[0].type, 'yaml');
  assert.equal(line(model.tree.children[1]), 7, 'tree lines are the file lines');
  assert.deepEqual(parseContent('Text.\n', 'md').frontMatter, {});
  assert.equal(parseContent('Text.\n', 'md').bodyLine, 1);

  const broken = parseContent('---\ntitle: [unclosed\n---\n\nText.\n', 'md');
  assert.deepEqual(broken.frontMatter, {});
  assert.equal(broken.frontMatterError?.line, 2);
  const problems = checkPage('---\ntitle: [unclosed\n---\n\nText.\n', {format: 'md', minWords: false});
  assert.match(problems[0].message, /^front matter is not YAML: /);
});

test('code blocks: language, meta, lines and code, wherever they stand; a fence never closed', () => {
  const text = `${FRONT_MATTER}\n\`\`\`swift title="Start.swift"\nlet a = 1\n\`\`\`\n\n- Step:\n\n  \`\`\`js{2}\n  one()\n  two()\n  \`\`\`\n\n\`\`\`\nno language\n`;
  const blocks = parseContent(text, 'md').codeBlocks;
  assert.deepEqual(blocks, [
    {lang: 'swift', meta: 'title="Start.swift"', line: 7, codeLine: 8, endLine: 9, code: 'let a = 1'},
    {lang: 'js', meta: '{2}', line: 13, codeLine: 14, endLine: 16, code: 'one()\ntwo()'},
    {lang: '', meta: '', line: 18, codeLine: 19, endLine: 20, code: 'no language', unclosed: true},
  ]);
});

test('a .md page is CommonMark: raw HTML tags as written, with their lines and their paragraph', () => {
  const text = `${FRONT_MATTER}\n<details>\n<summary>More</summary>\n\nRead <TabItem>this</TabItem> and \`<div>\`.\n\n</details>\n\n<!-- <span> -->\n`;
  const model = parseContent(text, 'md');
  assert.equal(model.format, 'md');
  assert.deepEqual(tagsOf(model), ['details@7', 'summary@8', '/summary@8', 'TabItem@10', '/TabItem@10', '/details@12']);
  assert.equal(model.tags[3].block?.type, 'paragraph', 'inline HTML stands in its paragraph');
  assert.equal(model.tags[0].block, undefined, 'an HTML block is no paragraph');
  assert.deepEqual(
    model.prose.map(({kind, value, line}) => `${kind}@${line} ${value.trim()}`),
    ['html@8 More', 'text@10 Read', 'text@10 this', 'text@10 and', 'inlineCode@10 <div>', 'text@10 .'],
  );
  // A fence inside an HTML block is HTML (Docusaurus renders it so), not a code block.
  assert.deepEqual(parseContent('<div>\n```js\nx\n```\n</div>\n', 'md').codeBlocks, []);
});

test('a .mdx page is MDX: imports, comments and JSX elements; a paragraph of JSX only is no <p>', () => {
  const text = `${FRONT_MATTER}\nimport Tabs from '@theme/Tabs';\n\n{/* A note. */}\n\n<Tabs groupId="api-language">\n<img src={map} alt="Map" />\n\nUse <code>poll()</code>.\n\n</Tabs>\n`;
  const model = parseContent(text, 'mdx');
  assert.equal(model.format, 'mdx');
  assert.equal(model.mdxError, undefined);
  assert.deepEqual(
    model.tree.children.map((node) => node.type),
    ['yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxJsxFlowElement'],
  );
  assert.deepEqual(tagsOf(model), ['Tabs@11', 'img/@12', 'code@14', '/code@14', '/Tabs@16']);
  assert.deepEqual(model.tags[0].attributes, {groupId: 'api-language'});
  assert.deepEqual(model.tags[1].attributes, {src: '{map}', alt: 'Map'});
  assert.equal(model.tags[1].block, undefined, 'unwrapped as MDX does');
  assert.equal(model.tags[2].block?.type, 'paragraph');
  assert.deepEqual(
    model.prose.map((piece) => piece.value),
    ['Use ', 'poll()', '.'],
  );
});

test('an .mdx page MDX cannot read: its error, the page read as CommonMark, the mistake at its line', () => {
  const unclosed = `${FRONT_MATTER}\nText.\n\n<div>\n\nMore text.\n`;
  const model = parseContent(unclosed, 'mdx');
  assert.equal(model.format, 'md');
  assert.match(model.mdxError?.message ?? '', /Expected a closing tag for `<div>`/);
  assert.equal(model.mdxError?.line, 9);
  const problems = checkPage(unclosed, {format: 'mdx', minWords: false});
  assert.deepEqual(
    problems.map(({line, rule}) => `${line} ${rule}`),
    ['9 html-nesting'],
  );
  // An <img> left open is no HTML mistake, but MDX cannot read it: its message, at its line.
  const img = checkPage(`${FRONT_MATTER}\nText.\n\n<img src="/map.png" alt="Map">\n`, {format: 'mdx', minWords: false});
  assert.deepEqual(
    img.map(({line, rule}) => `${line} ${rule}`),
    ['9 mdx'],
  );
  assert.match(img[0].message, /^MDX cannot read the page: Expected a closing tag for `<img>`/);
});

test('every content file reads in its format, the .mdx files as MDX without error', () => {
  const files = contentFiles();
  assert.ok(files.some((file) => formatOf(file) === 'mdx'));
  for (const file of files) {
    const model = readContent(file);
    assert.equal(model.format, formatOf(file), file);
    assert.equal(model.mdxError, undefined, file);
    assert.equal(model.frontMatterError, undefined, file);
    assert.equal(typeof model.frontMatter.title, 'string', file);
  }
});
