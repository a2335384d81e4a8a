// The slim-prism patch replaces prism-react-renderer in the bundles: its Highlight must render
// exactly what the package renders, and every code block on the site must have a grammar.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {createElement, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
// Ours first: the package's bundled Prism also claims the global `Prism` when it loads.
import {Highlight, Prism, tokensByLine, type RenderProps} from '../Highlight';
import {Highlight as PackageHighlight} from 'prism-react-renderer';
import {prismDark, prismLight} from '../../../core/prismThemes';
import {findFirst, hasClass, parseHtml} from '../../../core/site/html';
import {contentFiles} from '../../../features/content-checks/check-content.ts';
import {parseContent} from '../../../features/content-checks/content-model.ts';

const ROOT = join(import.meta.dirname, '../../../..');

/** What Docusaurus's code block does with the render props: a pre, a line per span, a span per token. */
function renderBlock({className, style, tokens, getLineProps, getTokenProps}: RenderProps): ReactElement {
  return createElement(
    'pre',
    {className, style},
    createElement(
      'code',
      null,
      tokens.map((line, i) =>
        createElement(
          'span',
          {key: i, ...getLineProps({line, className: i === 0 ? 'theme-code-block-highlighted-line' : undefined})},
          line.map((token, j) => createElement('span', {key: j, ...getTokenProps({token})})),
        ),
      ),
    ),
  );
}

const SAMPLES: Record<string, string> = {
  swift:
    'import SkyPath\n\nlet config = SkyPathConfig(apiKey: "KEY")\n\n// Start\nSkyPath.shared.start(config) { result in print("\\(result)") }\n',
  ts: 'const hexes: Array<{id: string; severity?: number}> = [];\nexport async function load(): Promise<void> {\n  const url = `${base}/v5/map`;\n}\n',
  js: "fetch('https://api.skypath.io', {method: 'POST', headers: {'x-api-key': key}}).then((r) => r.json());",
  json: '{\n  "polygon": {"type": "Polygon", "coordinates": [[[34.1, 32.0], [34.2, 32.1]]]},\n  "alt": [10000, 41000],\n  "ok": true\n}',
  bash: 'curl -X POST "https://api.skypath.io/v5/map" \\\n  -H "x-api-key: $SKYPATH_KEY" \\\n  --data @corridor.json # send\nif [ -n "$1" ]; then echo "${1}"; fi',
  python:
    'import requests\n\n@retry\ndef fetch(key: str) -> dict:\n    """Docstring."""\n    return requests.post(f"{BASE}/v5", headers={"x-api-key": key}).json()\n',
  ruby: "platform :ios, '15.0'\ntarget 'App' do\n  pod 'SkyPath', '~> 3.0'\nend\n",
  xml: '<?xml version="1.0"?>\n<!-- note -->\n<error code="400">Invalid <b>polygon</b> &amp; more</error>',
  text: 'plain text\n\n  indented',
};

/** Token types every highlighted sample has at least one of. */
const HIGHLIGHTED = ['keyword', 'string', 'tag', 'attr-name', 'function', 'property'];

for (const [language, code] of Object.entries(SAMPLES)) {
  for (const [name, theme] of [
    ['light', prismLight],
    ['dark', prismDark],
  ] as const) {
    test(`${language} (${name} theme): the same markup as prism-react-renderer with the same Prism`, () => {
      const props = {code, language, theme, children: renderBlock};
      const ours = renderToStaticMarkup(createElement(Highlight, props));
      const theirs = renderToStaticMarkup(createElement(PackageHighlight, {...props, prism: Prism}));
      assert.equal(ours, theirs);
      if (language !== 'text') {
        const highlighted = findFirst(
          parseHtml(ours),
          (node) => hasClass(node, 'token') && HIGHLIGHTED.some((type) => hasClass(node, type)),
        );
        assert.ok(highlighted, 'the sample is highlighted');
      }
    });
  }
}

test("tokens by line: empty lines keep a newline token; nested tokens carry their parents' types", () => {
  assert.deepEqual(tokensByLine('a\n\nb'), [
    [{types: ['plain'], content: 'a'}],
    [{types: ['plain'], content: '\n', empty: true}],
    [{types: ['plain'], content: 'b'}],
  ]);
  const lines = tokensByLine(Prism.tokenize('`a${b}`', Prism.languages.ts));
  assert.ok(
    lines[0].some(
      (token) => token.types.join(' ') === 'template-string interpolation interpolation-punctuation punctuation',
    ),
  );
});

/** The language of every fenced code block in the site's content, with its file and line (the content checks' own reading). */
function codeFences(): {file: string; line: number; language: string}[] {
  return contentFiles(ROOT).flatMap((file) => {
    return parseContent(readFileSync(join(ROOT, file), 'utf8'))
      .codeBlocks.filter((block: {lang: string}) => block.lang)
      .map((block: {lang: string; line: number}) => ({file, line: block.line, language: block.lang.toLowerCase()}));
  });
}

test('every code block on the site is in a language src/patches/slim-prism/prism.ts highlights (or text)', () => {
  const fences = codeFences();
  assert.ok(fences.length > 100, 'the content has code blocks to check');
  // The API reference's code samples (languageTabs' `highlight` in the config) and its response examples.
  const apiLanguages = [
    ...readFileSync(join(ROOT, 'docusaurus.config.ts'), 'utf8').matchAll(/highlight: '(\w+)'/g),
  ].map((m) => m[1]);
  assert.ok(apiLanguages.length >= 4);
  const missing = [
    ...fences
      .filter(({language}) => language !== 'text' && !Prism.languages[language])
      .map(({file, line, language}) => `${file}:${line}: ${language}`),
    ...[...apiLanguages, 'json', 'xml']
      .filter((language) => !Prism.languages[language])
      .map((language) => `docusaurus.config.ts: ${language}`),
  ];
  assert.deepEqual(
    missing,
    [],
    `code blocks in a language without a grammar (add it to src/patches/slim-prism/prism.ts):\n${missing.join('\n')}`,
  );
});
