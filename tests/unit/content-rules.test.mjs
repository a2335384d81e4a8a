// Each content rule must be able to fail: a page breaking it is reported with its line.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {checkPage, codeBlocks, proseWords} from '../../scripts/content-rules.mjs';
import {optionsFor} from '../../scripts/check-content.mjs';

const words = (n) => Array.from({length: n}, (_, i) => `word${i}`).join(' ');
const page = (body, frontMatter = 'title: Data\ndescription: How the SDK fetches data.') =>
  `---\n${frontMatter}\n---\n\n${body}\n`;
const rules = (problems) => problems.map((p) => p.rule);

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
    codeBlocks(body).map((b) => b.lang),
    ['bash'],
  );
});

test('which pages must carry code and prose', () => {
  const pick = (file) => optionsFor(file);
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
