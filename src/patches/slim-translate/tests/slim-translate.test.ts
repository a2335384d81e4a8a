// The slim-translate patch: the themes' translation declarations lose their descriptions and (on
// this English site without code translations) their ids, and nothing the browser reads. Checked
// with another parser (TypeScript's) over every theme file the client bundle gets.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {FOLDERS} from '../index.ts';
import {stripDeclarations} from '../strip.mjs';

const strip = (source: string) => stripDeclarations(source, {stripIds: true});

test('descriptions go; ids go where the declaration has its message; the rest stays byte for byte', () => {
  const header = `import Translate, {translate} from '@docusaurus/Translate';\n`;
  const cases: [string, string][] = [
    [`translate({id: 't.a', message: 'Copy', description: 'The label'})`, `translate({message: 'Copy'})`],
    [
      `translate({\n  id: 't.b',\n  description: 'd',\n  message: 'Page {n}',\n}, {n})`,
      `translate({\n  message: 'Page {n}',\n}, {n})`,
    ],
    [`translate({id: 't.only', description: 'd'})`, `translate({id: 't.only'})`],
    [
      `(0, Translate_1.translate)({ id: 'x', message: 'M', description: 'D' })`,
      `(0, Translate_1.translate)({ message: 'M' })`,
    ],
    [`<Translate\n  id="t.c"\n  description="d">Hello</Translate>`, `<Translate>Hello</Translate>`],
    [`<Translate id="t.d" description="d" values={{a: 1}} />`, `<Translate id="t.d" values={{a: 1}} />`],
    [`other({id: 'x', message: 'M', description: 'D'})`, `other({id: 'x', message: 'M', description: 'D'})`],
  ];
  for (const [before, after] of cases) assert.equal(strip(header + before), header + after, before);
  assert.equal(
    stripDeclarations(header + cases[0]![0], {stripIds: false}),
    header + `translate({id: 't.a', message: 'Copy'})`,
  );
  const noImport = `translate({id: 'x', message: 'M', description: 'D'})`;
  assert.equal(strip(noImport), noImport);
});

/** A declaration as the browser reads it: its message (JSX: its text), its id, and the other keys it has. */
type Declaration = {message: string | undefined; id: string | undefined; keys: string[]};

/** Each `translate({…})` and `<Translate>` of a file, in order. */
function declarations(source: string): Declaration[] {
  const file = ts.createSourceFile('x.jsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JSX);
  const found: Declaration[] = [];
  const text = (node: ts.Node | undefined) => node?.getText(file);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      // translate(…), x.translate(…), (0, x.translate)(…)
      let callee: ts.Expression = node.expression;
      if (ts.isParenthesizedExpression(callee) && ts.isBinaryExpression(callee.expression))
        callee = callee.expression.right;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      const [arg] = node.arguments;
      if (name === 'translate' && arg && ts.isObjectLiteralExpression(arg)) {
        const props = new Map(
          arg.properties.map((p) => [text(p.name) ?? '', ts.isPropertyAssignment(p) ? text(p.initializer) : '']),
        );
        found.push({
          message: props.get('message'),
          id: props.get('id'),
          keys: [...props.keys()].filter((k) => k !== 'message' && k !== 'id').sort(),
        });
      }
    }
    const opening = ts.isJsxElement(node) ? node.openingElement : ts.isJsxSelfClosingElement(node) ? node : undefined;
    if (opening && text(opening.tagName) === 'Translate') {
      const attrs = new Map(opening.attributes.properties.map((a) => [text(a.name) ?? '...', text(a)]));
      const children = ts.isJsxElement(node)
        ? node.children
            .map((c) => text(c))
            .join('')
            .trim()
        : '';
      found.push({
        message: children || undefined,
        id: attrs.get('id'),
        keys: [...attrs.keys()].filter((k) => k !== 'id').sort(),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The .js files under a folder. */
function jsFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory()
      ? jsFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.js')
        ? [path.join(dir, entry.name)]
        : [],
  );
}

test('every theme file the client gets: same messages and values, no description, ids only without a message', () => {
  const files = FOLDERS.flatMap(jsFiles);
  let declared = 0;
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    if (!source.includes('@docusaurus/Translate')) continue;
    const before = declarations(source);
    const after = declarations(strip(source));
    assert.equal(after.length, before.length, file);
    declared += before.length;
    before.forEach((declaration, i) => {
      assert.deepEqual(
        after[i],
        {
          message: declaration.message,
          id: declaration.message === undefined ? declaration.id : undefined,
          keys: declaration.keys.filter((key) => key !== 'description'),
        },
        `${file}: declaration ${i}`,
      );
    });
  }
  assert.ok(declared > 80, `${declared} declarations`);
});
