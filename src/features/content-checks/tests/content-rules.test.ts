// Each content rule must be able to fail: a page breaking it is reported with its line.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {checkPage, proseWords, type PageOptions, type Problem} from '../content-rules.ts';
import {parseContent} from '../content-model.ts';
import {optionsFor} from '../check-content.ts';

const words = (n: number) => Array.from({length: n}, (_, i) => `word${i}`).join(' ');
const page = (body: string, frontMatter = 'title: Data\ndescription: How the SDK fetches data.') =>
  `---\n${frontMatter}\n---\n\n${body}\n`;
const rules = (problems: Problem[]) => problems.map((p) => p.rule);

test('a complete page passes', () => {
  const text = page(`${words(160)}\n\n\`\`\`swift\nimport SkyPathSDK\n\`\`\``);
  assert.deepEqual(checkPage(text, {requireCode: true}), []);
});

test('front matter needs a title and a description', () => {
  assert.deepEqual(rules(checkPage(page(words(160), 'title: Data'))), ['front-matter']);
  assert.deepEqual(rules(checkPage(`${words(160)}\n`)), ['front-matter', 'front-matter']);
});

test('every code block declares its language, reported at its line', () => {
  const problems = checkPage(page(`${words(160)}\n\n\`\`\`\nlet x = 1\n\`\`\``));
  assert.deepEqual(rules(problems), ['code-language']);
  assert.equal(problems[0].line, 8);
});

test('prose under 150 words fails; code does not count as prose', () => {
  const code = `\`\`\`swift\n${words(300)}\n\`\`\``;
  const problems = checkPage(page(`${words(100)}\n\n${code}`));
  assert.deepEqual(rules(problems), ['prose-length']);
  assert.match(problems[0].message, /^100 words/);
  assert.deepEqual(checkPage(page(words(100)), {minWords: false}), []);
});

test('a page that describes an API needs a code block with a language', () => {
  assert.deepEqual(rules(checkPage(page(words(160)), {requireCode: true})), ['needs-code']);
});

test('placeholder words fail anywhere, code included', () => {
  for (const placeholder of ['TODO', 'TBD', 'Lorem ipsum', 'coming soon', 'FIXME']) {
    assert.deepEqual(rules(checkPage(page(`${words(160)} ${placeholder}.`))), ['placeholder'], placeholder);
  }
  assert.deepEqual(rules(checkPage(page(`${words(160)}\n\n\`\`\`ts\n// TODO: later\n\`\`\``))), ['placeholder']);
});

test('an h1 in the body fails, but a # comment in code does not', () => {
  assert.deepEqual(rules(checkPage(page(`# Data\n\n${words(160)}`))), ['no-h1']);
  assert.deepEqual(checkPage(page(`${words(160)}\n\n\`\`\`bash\n# comment\n\`\`\``)), []);
});

test('an admonition title goes in brackets: ":::warning Title" shows as plain text', () => {
  const problems = checkPage(page(`${words(160)}\n\n:::warning Corridor limits\nAt most 250 vertices.\n:::`));
  assert.deepEqual(
    problems.map(({rule, message}) => [rule, message]),
    [['admonition-title', 'write ":::warning[Corridor limits]": ":::warning Corridor limits" shows as plain text']],
  );
  assert.deepEqual(
    checkPage(page(`${words(160)}\n\n:::warning[Corridor limits]\nAt most 250 vertices.\n:::\n\n:::note\nPlain.\n:::`)),
    [],
  );
});

test('code blocks, MDX imports and JSX are not prose', () => {
  const body =
    'import Tabs from \'@theme/Tabs\';\n<Tabs groupId="api-language">\nOne two three.\n</Tabs>\n```bash\necho four\n```';
  assert.deepEqual(proseWords(body), ['One', 'two', 'three.']);
  assert.deepEqual(
    parseContent(body).codeBlocks.map((b) => b.lang),
    ['bash'],
  );
});

test('which pages must carry code and prose', () => {
  const pick = (file: string) => optionsFor(file);
  assert.deepEqual(pick('ios/basic/data.md'), {minWords: undefined, requireCode: true, crossVersion: false});
  assert.deepEqual(pick('api/quick-start.mdx'), {minWords: undefined, requireCode: true, crossVersion: false});
  assert.deepEqual(pick('js_versioned_docs/version-0.5/faq.md'), {
    minWords: undefined,
    requireCode: false,
    crossVersion: false,
  });
  assert.deepEqual(pick('ios/versions/index.md'), {minWords: false, requireCode: false, crossVersion: false});
  assert.deepEqual(pick('ios/versions/migration-v3.0.md'), {
    minWords: undefined,
    requireCode: true,
    crossVersion: true,
  });
  assert.deepEqual(pick('docs/main-concepts.md'), {minWords: undefined, requireCode: false, crossVersion: false});
  assert.deepEqual(pick('blog/2025-01-15-welcome.md'), {minWords: undefined, requireCode: false, crossVersion: true});
});

test('a page opens with what the reader can do, not with "This page…"', () => {
  const opening = `import Tabs from '@theme/Tabs';\n\n:::info[Preview]\nProvisional.\n:::\n\nThis page explains the data. ${words(160)}`;
  const problems = checkPage(page(opening));
  assert.deepEqual(rules(problems), ['opening']);
  assert.equal(problems[0].line, 12);
  assert.match(problems[0].message, /not "This page…"/);
  assert.deepEqual(checkPage(page(`Fetch turbulence for a route corridor. This page has more. ${words(160)}`)), []);
});

test('prose that says where the text came from fails; code, inline code and comparisons on migration pages do not', () => {
  const hedges = [
    'The default is not documented.',
    'It uses undocumented endpoints.',
    "SkyPath's earlier documentation gave a 15-minute interval.",
    'As in 2.2, the SDK caches data.',
  ];
  const body = `${words(160)}\n\n${hedges.join('\n\n')}\n\nUse \`notDocumented\`.\n\n\`\`\`swift\n// not documented\n\`\`\``;
  const problems = checkPage(page(body));
  assert.deepEqual(rules(problems), ['provenance', 'provenance', 'provenance', 'provenance']);
  assert.deepEqual(
    problems.map((p) => p.line),
    [8, 10, 12, 14],
  );
  assert.match(problems[0].message, /"not documented" tells the reader where the text came from/);
  const migration = checkPage(page(`${words(160)}\n\nAs in 2.2, call start first.`), {crossVersion: true});
  assert.deepEqual(migration, []);
  assert.deepEqual(optionsFor('ios/versions/migration-v3.0.md').crossVersion, true);
  assert.deepEqual(optionsFor('ios/basic/data.md').crossVersion, false);
});

// Accessibility and valid HTML. Pages built with page() start their body on line 6.
const problemsOf = (body: string, options?: PageOptions) => checkPage(page(`${words(160)}\n\n${body}`), options);
const found = (problems: Problem[]) => problems.map(({line, rule}) => `${line} ${rule}`);

test('a table needs a header for each column: GFM header cells, <th> in a raw table', () => {
  const empty = problemsOf('| | |\n| --- | --- |\n| 5 | Severe |');
  assert.deepEqual(found(empty), ['8 table-header']);
  assert.match(empty[0].message, /^table columns 1, 2 have no header: give each column a header/);
  assert.deepEqual(found(problemsOf('| | Severity |\n| --- | --- |\n| 5 | Severe |')), ['8 table-header']);
  const raw = problemsOf('<table>\n  <tbody>\n    <tr><td>5</td><td>Severe</td></tr>\n  </tbody>\n</table>');
  assert.deepEqual(found(raw), ['8 table-header']);
  assert.match(raw[0].message, /no header cells \(<th>\): give each column a header/);
  const good = [
    '| `sev` | Meaning |\n| :-: | --- |\n| 5 | Severe |',
    '<table>\n  <thead>\n    <tr><th>Level</th><th>Meaning</th></tr>\n  </thead>\n  <tbody>\n    <tr><td>5</td><td>Severe</td></tr>\n  </tbody>\n</table>',
    '```md\n| | |\n| --- | --- |\n```',
  ];
  for (const body of good) assert.deepEqual(problemsOf(body), [], body);
});

test('an image needs alt text: Markdown, HTML and JSX; alt="" marks decoration', () => {
  const body = [
    '![](/img/map.png)',
    '![ ](/img/map.png)',
    '<img src="/img/map.png">',
    '<div>\n  <img src={require("./map.png").default} width={480} />\n</div>',
  ].join('\n\n');
  const problems = problemsOf(body);
  assert.deepEqual(found(problems), ['8 image-alt', '10 image-alt', '12 image-alt', '15 image-alt']);
  assert.match(problems[0].message, /write what it shows between the brackets/);
  assert.match(
    problems[2].message,
    /^<img> has no alt: describe what it shows \(alt="…"\), or write alt="" if it is decoration only/,
  );
  const good = [
    '![Severity map over the North Atlantic](/img/map.png)',
    '![`h3` cells](/img/cells.png)',
    '<img src="/img/map.png" alt="Severity map" />',
    '<img src="/img/divider.svg" alt="" />',
    'Write `![](x.png)` only with alt text.',
    '```md\n![](x.png)\n<img src="x.png">\n```',
  ];
  for (const good_ of good) assert.deepEqual(problemsOf(good_), [], good_);
});

test('headings go one level deeper at a time, the title being the h1', () => {
  const first = problemsOf('### Options\n\nText.');
  assert.deepEqual(found(first), ['8 heading-level']);
  assert.match(
    first[0].message,
    /^"### Options" skips a level after the page title, which is the h1: make it "## Options"/,
  );
  const deeper = problemsOf(
    '## Setup\n\n#### Keys\n\n## Next\n\n### Then\n\n<h5>Raw</h5>\n\nText\n---\n\n#### After setext',
  );
  assert.deepEqual(found(deeper), ['10 heading-level', '16 heading-level', '21 heading-level']);
  assert.match(deeper[0].message, /after the h2 at line 8: make it "### Keys"/);
  assert.match(deeper[1].message, /^<h5> skips a level after the h3 at line 14: make it <h4>/);
  // Going back up is fine; headings in code and comments do not count.
  const good =
    '## A\n\n### B\n\n#### C\n\n## D\n\n```bash\n#### comment\n```\n\n{/*\n#### hidden\n*/}\n\n<!-- #### hidden -->';
  assert.deepEqual(problemsOf(good), []);
  // Without a title, the first heading is the h1 (other rules ask for the title).
  const untitled = checkPage(page(`## Data\n\n${words(160)}`, 'description: How the SDK fetches data.'));
  assert.deepEqual(found(untitled), ['1 front-matter', '5 heading-level']);
  assert.match(untitled[1].message, /page with no title, where the first heading is the h1: make it "# Data"/);
});

test('raw HTML and JSX must nest: closed, in order, in the right parents', () => {
  const cases: Record<string, [string, RegExp]> = {
    '<p><div>Hourly</div></p>': ['8', /^<div> is inside <p> \(line 8\), which holds only inline content/],
    '<span>\n<div>Hourly</div>\n</span>': ['9', /^<div> is inside <span> \(line 8\)/],
    '<a href="/a"><a href="/b">B</a></a>': ['8', /^<a> is inside <a> \(line 8\): links and buttons cannot nest/],
    '<li>Item</li>': ['8', /^<li> is outside any HTML element: it must be directly inside <ul>, <ol> or <menu>/],
    '<table>\n<tr><th>Level</th></tr>\n</table>': [
      '9',
      /^<tr> is inside <table> \(line 8\): it must be directly inside <thead>, <tbody> or <tfoot>/,
    ],
    '<div>\n<span>Note\n</div>': [
      '10',
      /^<\/div> closes <div> \(line 8\) while <span> \(line 9\) is still open: close <span> first/,
    ],
    'Before.\n\n</div>': ['10', /^<\/div> closes nothing: no <div> is open here/],
    '<Tabs>\n<TabItem value="swift">\nText.\n</TabItem>': ['8', /^<Tabs> is never closed: add <\/Tabs>/],
    'Use Result<Value> here.': [
      '8',
      /^<Value> is never closed: add <\/Value> \(or, if it is text, put it in `backticks`\)/,
    ],
    'Poll every minute <div>at most</div>.': ['8', /^<div> follows text on its line, so it lands inside a paragraph/],
    'Line one<br></br>': ['8', /^<\/br>: <br> has no closing tag; write <br \/>/],
  };
  for (const [body, [line, message]] of Object.entries(cases)) {
    const problems = problemsOf(body);
    assert.deepEqual(found(problems), [`${line} html-nesting`], body);
    assert.match(problems[0].message, message, body);
  }
  const good = [
    '<Tabs groupId="api-language">\n<TabItem value="curl" label="curl">\n\nText.\n\n</TabItem>\n</Tabs>',
    '<div style={{maxWidth: 480}} onClick={() => count > 1}>\n  <p>One<br>two<br />three</p>\n  <hr/>\n  <Badge level={5} />\n</div>',
    '<ul>\n  <li><a href="/a">A</a></li>\n</ul>\n\n<details>\n<summary>More</summary>\n\nText.\n\n</details>',
    'Compare a < b, <https://skypath.io> and <ops@example.com>; write `<div>` or \\<div> as text.',
    '- <div>In a list item</div>',
    '```tsx\n<section>\n  <div ref={ref} />\n  {loading && <p>Loading</p>}\n```',
    '<!-- <div> -->\n\n{/* <span> */}',
  ];
  for (const body of good) assert.deepEqual(problemsOf(body), [], body);
});

test('a task list fails: its items render as unlabeled checkboxes', () => {
  const problems = problemsOf('- [ ] Start the SDK.\n- [x] Set the flight.\n1. [ ] Record.\n\n- [Link](./data.md)');
  assert.deepEqual(found(problems), ['8 task-list', '9 task-list', '10 task-list']);
  assert.match(problems[0].message, /^"- \[ \]" renders as a disabled checkbox with no label/);
  assert.match(problems[0].message, /write a plain "- " or numbered "1. " item/);
  assert.deepEqual(problemsOf('- Start the SDK.\n- Set the flight.\n\n```md\n- [ ] In code\n```'), []);
});
