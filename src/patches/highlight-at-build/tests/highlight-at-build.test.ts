// The highlight-at-build patch: the tokens the build hands the code block are Prism's, as the page
// highlighted its code in the browser before (Prism's core and the grammars of the block's language
// only), for every fenced block of the site and for generated code; a table entry never decodes
// onto other code; a page's module imports the table and no grammar.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fc from 'fast-check';
import {GRAMMARS, grammarFiles} from '../../../core/prism-grammars.ts';
import {highlightLines, type PrismLike} from '../../../core/prism-tokens.ts';
import {contentFiles} from '../../../features/content-checks/check-content.ts';
import {readContent} from '../../../features/content-checks/content-model.ts';
import {blockKey, decodeLines, prebuiltTokens, provideTokens} from '../table.ts';
import {TypesTable, isolatedPrism, tokenize} from '../build/tokenize.ts';
import {TABLE, blockOf, remarkTokensAtBuild, tokensOfTree} from '../build/remark.ts';
import {PRISM_CORE, PROVIDE, remarkProvideCodeBlock} from '../../code-block-on-demand/index.ts';

const ROOT = path.join(import.meta.dirname, '../../../..');

/** Prism as a page loaded it for one language: the core, then that language's grammar files only. */
const browserPrisms = new Map<string, PrismLike>();
function browserPrism(language: string): PrismLike {
  let prism = browserPrisms.get(language);
  if (!prism) {
    prism = isolatedPrism(grammarFiles([language]).map((file) => path.basename(file)));
    browserPrisms.set(language, prism);
  }
  return prism;
}

/** The build's tokens for `code`, through the page's table: encoded, then decoded. */
function roundTrip(code: string, language: string) {
  const lines = tokenize(code, language);
  if (!lines) return undefined;
  const table = new TypesTable();
  return decodeLines(code, {lines: table.encode(lines), types: table.types});
}

type CodeNode = {type: string; value?: string; lang?: string | null; children?: CodeNode[]};
const codeNodes = (node: CodeNode): CodeNode[] => [
  ...(node.type === 'code' ? [node] : []),
  ...(node.children ?? []).flatMap(codeNodes),
];

test("every fenced block of the site: the build's tokens are Prism's, as the page loaded its grammars", () => {
  let checked = 0;
  const differing: string[] = [];
  for (const file of contentFiles(ROOT)) {
    for (const node of codeNodes(readContent(file, ROOT).tree as CodeNode)) {
      const block = blockOf(node);
      if (!block || !GRAMMARS[block.language]) continue;
      checked += 1;
      const expected = highlightLines(browserPrism(block.language), block.code, block.language);
      try {
        assert.deepEqual(roundTrip(block.code, block.language), expected);
      } catch {
        differing.push(`${file}: ${block.language} block at "${block.code.slice(0, 40)}"`);
      }
    }
  }
  assert.ok(checked > 100, `${checked} blocks checked`);
  assert.deepEqual(differing, []);
});

const FRAGMENTS = [
  'let ',
  'const ',
  'func ',
  'def ',
  'return ',
  'if ',
  'x',
  '= ',
  '1.5',
  '"a b"',
  "'c'",
  '`t ${x} t`',
  '{',
  '}',
  '(',
  ')',
  '<div class="a">',
  '</div>',
  '// note',
  '# note',
  '/* c\nc */',
  '\n',
  '\r\n',
  '\n\n',
  '  ',
  '$HOME',
  '=>',
];

test('generated code in every language: the build tokens round-trip through the table, as Prism makes them', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom(...FRAGMENTS), {maxLength: 40}).map((parts) => parts.join('')),
      fc.constantFrom(...Object.keys(GRAMMARS)),
      (code, language) => {
        assert.deepEqual(roundTrip(code, language), highlightLines(browserPrism(language), code, language));
      },
    ),
    {numRuns: 400},
  );
});

test('an entry decodes onto its own code only: another code or language misses the table', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom(...FRAGMENTS), {minLength: 1, maxLength: 30}).map((parts) => parts.join('')),
      fc.constantFrom('swift', 'ts', 'json', 'bash'),
      (code, language) => {
        const table = new TypesTable();
        const lines = table.encode(tokenize(code, language)!);
        provideTokens(table.types, {[blockKey(code, language)]: lines});
        assert.deepEqual(prebuiltTokens(code, language), tokenize(code, language));
        // Another code gets its own tokens or none (the table holds earlier runs' entries too), and
        // would not decode from this entry.
        const other = language === 'swift' ? 'ruby' : 'swift';
        for (const [otherCode, otherLanguage] of [
          [`x${code}`, language],
          [`${code}x`, language],
          [code, other],
        ] as const) {
          const found = prebuiltTokens(otherCode, otherLanguage);
          if (found) assert.deepEqual(found, tokenize(otherCode, otherLanguage));
          if (otherCode !== code) assert.equal(decodeLines(otherCode, {types: table.types, lines}), undefined);
        }
      },
    ),
  );
});

test("a page's fenced blocks are flagged and need no grammar; a block with a magic comment is left to Prism", async () => {
  const {compile} = await import('@mdx-js/mdx');
  const compiled = async (value: string) =>
    String(
      await compile(
        {value, path: '/site/docs/page.md'},
        {format: 'md', remarkPlugins: [remarkTokensAtBuild, [remarkProvideCodeBlock, {grammars: true}]]},
      ),
    );
  const imports = (code: string) => [...code.matchAll(/^import (?:\{\w+\} from )?"([^"]+)";$/gm)].map((m) => m[1]);
  const fenced = await compiled('# Page\n\n```swift\nlet a = 1\n```\n\n```ts\nconst b = "x";\n```\n');
  assert.deepEqual(imports(fenced), [PROVIDE, TABLE]);
  assert.match(fenced, /export const codeTokens = provideTokens\(\[/);
  const magic = await compiled('```ts\n// highlight-next-line\nconst b = 1;\n```\n\n```swift\nlet a = 1\n```\n');
  assert.deepEqual(imports(magic), [
    PROVIDE,
    PRISM_CORE,
    'prismjs/components/prism-markup',
    'prismjs/components/prism-clike',
    'prismjs/components/prism-javascript',
    'prismjs/components/prism-typescript',
    TABLE,
  ]);
  // A page without a language the site highlights hands over nothing.
  const plain = {type: 'root', children: [{type: 'code', lang: 'text', value: 'a'}]};
  assert.deepEqual(tokensOfTree(plain).blocks, {});
});
