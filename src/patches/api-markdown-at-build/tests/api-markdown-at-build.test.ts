// The api-markdown-at-build patch at build time: which texts a reference page's table holds, that
// their HTML is the server's, and that MDX compiles the page with it. Whether the table holds every
// text the theme shows is the browser test's (api-markdown-at-build.spec.ts), against the theme.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parse} from 'acorn';
import {renderMarkdown} from '../../../core/openapi/markdown-html.ts';
import {markdownTable, remarkApiMarkdown, TABLE} from '../build/remark.ts';
import {markdownTexts, type Json} from '../build/texts.ts';
import {getQualifierMessage} from '../build/theme-helpers.ts';

const corridor: Json = {
  description: 'The route corridor, a GeoJSON `Polygon`.',
  allOf: [{minimum: 0}, {maximum: 4, description: 'Severity.'}],
  properties: {
    callsign: {type: 'string', minLength: 1, maxLength: 20, description: ''},
    tags: {type: 'array', items: {enum: ['a', 'b']}},
  },
};

test("the theme's own qualifier lines, its translate giving the English message", () => {
  assert.equal(
    getQualifierMessage({minLength: 1, maxLength: 20}),
    '**Possible values:** `non-empty` and `<= 20 characters`',
  );
  assert.equal(getQualifierMessage({type: 'string'}), undefined);
});

test('the texts: descriptions and summaries at any depth, qualifier lines, the allOf merged as the theme shows it', () => {
  const texts = markdownTexts([corridor, {examples: {one: {summary: 'An example.'}}}]);
  assert.deepEqual(
    [...texts].sort(),
    [
      '**Possible values:** `<= 4`',
      '**Possible values:** `>= 0`',
      // Only the merged schema has both bounds.
      '**Possible values:** `>= 0` and `<= 4`',
      '**Possible values:** `non-empty` and `<= 20 characters`',
      '**Possible values:** [`a`, `b`]',
      'An example.',
      'Severity.',
      'The route corridor, a GeoJSON `Polygon`.',
    ].sort(),
  );
});

test("each text's HTML is the server's", () => {
  const table = markdownTable(corridor);
  assert.ok(Object.keys(table).length > 0);
  for (const [text, html] of Object.entries(table)) assert.equal(html, renderMarkdown(text));
  assert.equal(
    table['The route corridor, a GeoJSON `Polygon`.'],
    '<p>The route corridor, a GeoJSON <code>Polygon</code>.</p>\n',
  );
});

/** The page compiled by MDX (the compiler Docusaurus's MDX loader uses) with the plugin. */
async function compiled(value: string, file: string, frontMatter: Record<string, unknown> = {}): Promise<string> {
  const {compile} = await import('@mdx-js/mdx');
  return String(await compile({value, path: file, data: {frontMatter}}, {remarkPlugins: [remarkApiMarkdown]}));
}

/** The object literal the compiled page passes to `provideMarkdown`. */
function providedTable(code: string): Record<string, string> | undefined {
  type Node = {
    type?: string;
    callee?: {name?: string};
    arguments?: Node[];
    properties?: Node[];
    key?: Node;
    value?: unknown;
  };
  let found: Record<string, string> | undefined;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const node = value as Node;
    if (node.type === 'CallExpression' && node.callee?.name === 'provideMarkdown') {
      found = Object.fromEntries(
        (node.arguments?.[0]?.properties ?? []).map((property) => [
          property.key?.value,
          (property.value as Node).value,
        ]),
      );
    }
    Object.values(value).forEach(visit);
  };
  visit(parse(code, {ecmaVersion: 'latest', sourceType: 'module'}));
  return found;
}

test("a reference page hands its props' and front matter's table to the client module; a guide gets none", async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'api-markdown-'));
  writeFileSync(path.join(folder, 'op.RequestSchema.json'), JSON.stringify({body: corridor}));
  const page =
    'import RequestSchema from "@theme/RequestSchema";\n\n<RequestSchema\n  {...require("./op.RequestSchema.json")}\n>\n</RequestSchema>\n\n:::note[Aside]\n\nText.\n\n:::\n';
  const api = {requestBody: {content: {'application/json': {examples: {one: {summary: 'From the front matter.'}}}}}};
  const code = await compiled(page, path.join(folder, 'op.api.mdx'), {api});
  assert.ok(code.includes(`import {provide as provideMarkdown} from ${JSON.stringify(TABLE)}`), code.slice(0, 400));
  const table = markdownTable([{body: corridor}, api]);
  assert.deepEqual(providedTable(code), table);
  assert.ok('From the front matter.' in table && 'Severity.' in table);

  const guide = await compiled('# Quick start\n\nSend `x-api-key`.\n', path.join(folder, 'quick-start.mdx'));
  assert.ok(!guide.includes(TABLE));
});
