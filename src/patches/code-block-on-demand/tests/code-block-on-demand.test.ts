// The code-block-on-demand patch: the pages with a code block import it; the request replaced is
// the Markdown components' only import of the code block.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {
  CODE_BLOCK_MODULES,
  GRAMMAR_MODULE,
  MDX_CODE,
  grammarChunk,
  PRISM_CORE,
  PRISM_CORE_MODULES,
  PROVIDE,
  hasCodeBlock,
  remarkProvideCodeBlock,
  type RemarkOptions,
} from '../index.ts';
import {GRAMMAR_ORDER, GRAMMARS, grammarFiles} from '../../../core/prism-grammars.ts';

/** The page compiled by MDX (the compiler Docusaurus's MDX loader uses), with the remark plugin. */
async function compiled(text: string, format: 'md' | 'mdx', options: RemarkOptions = {}): Promise<string> {
  // MDX is an ES module only: imported, not required.
  const {compile} = await import('@mdx-js/mdx');
  return String(
    await compile(
      {value: text, path: '/site/docs/page.md'},
      {format, remarkPlugins: [[remarkProvideCodeBlock, options]]},
    ),
  );
}

/** The modules a compiled page imports, in order. */
const importsOf = (code: string) => [...code.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1]);

test('a page with a fenced code block imports the code block; a page without one does not', async () => {
  for (const format of ['md', 'mdx'] as const) {
    const withBlock = await compiled('# Title\n\nText.\n\n```swift\nlet a = 1\n```\n', format);
    assert.ok(withBlock.includes(`import ${JSON.stringify(PROVIDE)};`), format);
    const without = await compiled('# Title\n\nText with `inline code`.\n', format);
    assert.ok(!without.includes(PROVIDE), format);
  }
  // Raw HTML code in a CommonMark page is rendered by the same Markdown components.
  assert.ok((await compiled('<pre><code>a\nb</code></pre>\n', 'md')).includes(PROVIDE));
});

test("with grammars, the page imports the code block, then Prism's core and its languages' grammars in slim-prism's order", async () => {
  const page = '```swift\nlet a = 1\n```\n\n```ts\nconst a = 1;\n```\n\n```text\nplain\n```\n';
  assert.deepEqual(importsOf(await compiled(page, 'md', {grammars: true})), [
    PROVIDE,
    PRISM_CORE,
    'prismjs/components/prism-markup',
    'prismjs/components/prism-clike',
    'prismjs/components/prism-javascript',
    'prismjs/components/prism-typescript',
    'prismjs/components/prism-swift',
  ]);
  assert.deepEqual(importsOf(await compiled(page, 'md')), [PROVIDE]);
  // The API reference's code samples, on a page without a fence.
  const api = await compiled('# Operation\n', 'mdx', {grammars: true, moreLanguages: () => ['bash', 'json']});
  assert.deepEqual(importsOf(api), [PRISM_CORE, 'prismjs/components/prism-json', 'prismjs/components/prism-bash']);
  assert.deepEqual(importsOf(await compiled('# Operation\n', 'mdx', {moreLanguages: () => ['bash']})), []);
});

test("the grammars are slim-prism's, in its order, and every language of a fence in the content has its grammars", () => {
  const prism = readFileSync('src/patches/slim-prism/prism.ts', 'utf8');
  const imported = [...prism.matchAll(/^import 'prismjs\/components\/prism-([\w-]+)';/gm)].map((m) => m[1]);
  assert.deepEqual(imported, [...GRAMMAR_ORDER]);
  // A grammar's needs come with it (Prism's components.json `require`, transitively), and JavaScript brings markup.
  const components = (
    JSON.parse(readFileSync('node_modules/prismjs/components.json', 'utf8')) as {
      languages: Record<string, {require?: string | string[]; alias?: string | string[]}>;
    }
  ).languages;
  const needs = (grammar: string): string[] =>
    [components[grammar]?.require ?? []].flat().flatMap((required) => [required, ...needs(required)]);
  for (const [language, grammars] of Object.entries(GRAMMARS)) {
    for (const grammar of grammars)
      for (const required of [...needs(grammar), ...(grammar === 'javascript' ? ['markup'] : [])])
        assert.ok(
          grammars.includes(required as (typeof grammars)[number]),
          `${language}: ${grammar} needs ${required}`,
        );
    // The language is the grammar's name or one of its aliases.
    const grammar = grammars.at(-1)!;
    assert.ok(
      [grammar, ...[components[grammar]?.alias ?? []].flat()].includes(language),
      `${language} is not ${grammar}`,
    );
  }
  const fences = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name))
        for (const m of readFileSync(file, 'utf8').matchAll(/^\s*```+(\w+)/gm)) fences.add(m[1]!.toLowerCase());
    }
  };
  for (const dir of ['docs', 'ios', 'js', 'api', 'blog', 'ios_versioned_docs', 'js_versioned_docs']) walk(dir);
  const missing = [...fences].filter((language) => language !== 'text' && !GRAMMARS[language]);
  assert.deepEqual(missing, [], 'fence languages without grammars in src/core/prism-grammars.ts');
});

test('hasCodeBlock finds fenced code at any depth', () => {
  const list = {type: 'root', children: [{type: 'list', children: [{type: 'listItem', children: [{type: 'code'}]}]}]};
  assert.equal(hasCodeBlock(list), true);
  assert.equal(hasCodeBlock({type: 'root', children: [{type: 'paragraph', children: [{type: 'inlineCode'}]}]}), false);
});

test("theme-classic's MDXComponents/Code is the only file of its folder importing the code block", () => {
  const folder = path.dirname(MDX_CODE);
  const importers = readdirSync(folder)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => readFileSync(path.join(folder, file), 'utf8').includes("from '@theme/CodeBlock'"));
  assert.deepEqual(importers, ['Code.js']);
});

test("the code block chunk takes the code block, its tokens and the Prism it reads; Prism's core and each grammar have a chunk", () => {
  for (const file of [
    '/site/node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/index.js',
    '/site/node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/index.js',
    '/site/src/patches/slim-prism/Highlight.tsx',
    '/site/src/patches/code-block-on-demand/prismOnDemand.ts',
    '/site/src/core/prism-tokens.ts',
    '/site/src/theme/CodeBlock/Line/index.tsx',
  ])
    assert.match(file, CODE_BLOCK_MODULES);
  for (const file of [
    '/site/node_modules/@docusaurus/theme-classic/lib/theme/CodeInline/index.js',
    '/site/node_modules/@docusaurus/theme-classic/lib/theme/MDXComponents/Code.js',
    '/site/src/patches/code-block-on-demand/CodeBlock.tsx',
    // The loader of a grammar a page lacks, and its language table: fetched only by such a block.
    '/site/src/patches/code-block-on-demand/loadLanguage.ts',
    '/site/src/core/prism-grammars.ts',
    '/site/node_modules/prismjs/components/prism-swift.js',
    '/site/node_modules/prismjs/components/prism-core.js',
    '/site/src/patches/code-block-on-demand/prismCore.ts',
  ])
    assert.doesNotMatch(file, CODE_BLOCK_MODULES);
  for (const file of [
    '/site/node_modules/prismjs/components/prism-core.js',
    '/site/src/patches/code-block-on-demand/prismCore.ts',
    '/site/src/core/prism-manual.ts',
  ])
    assert.match(file, PRISM_CORE_MODULES);
  assert.doesNotMatch('/site/node_modules/prismjs/components/prism-swift.js', PRISM_CORE_MODULES);
  assert.equal(GRAMMAR_MODULE.exec('/site/node_modules/prismjs/components/prism-swift.js')?.[1], 'swift');
  assert.equal(GRAMMAR_MODULE.exec('/site/node_modules/prismjs/components/prism-core.js'), null);
  assert.equal(grammarChunk('/site/node_modules/prismjs/components/prism-swift.js'), 'prism-swift');
  for (const grammar of ['markup', 'clike', 'javascript'])
    assert.equal(grammarChunk(`/site/node_modules/prismjs/components/prism-${grammar}.js`), 'prism-javascript');
});

test("the explorer loads the grammars of the config's code samples, after Prism's core", () => {
  const config = readFileSync('docusaurus.config.ts', 'utf8');
  const samples = [...config.matchAll(/highlight: '(\w+)'/g)].map((m) => m[1]!);
  assert.ok(samples.length >= 4);
  const explorer = readFileSync('src/patches/code-block-on-demand/explorerGrammars.ts', 'utf8');
  const imports = [...explorer.matchAll(/^import '([^']+)';$/gm)].map((m) => m[1]);
  assert.deepEqual(imports, ['./prismCore', ...grammarFiles(samples)]);
});
