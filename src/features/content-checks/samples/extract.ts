// Extracts every sample the site shows: each fenced code block of every docs page (all sections and
// versions) and blog post, and each `example`/`examples` value in the OpenAPI spec, with its place
// (file and line) and what it must be checked against (the SDK version of its page).
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {isMap, isScalar, isSeq, parseDocument, type Node as YamlNode, type ParsedNode} from 'yaml';
import {contentFiles} from '../check-content.ts';
import {readContent, type CodeBlock} from '../content-model.ts';
import {VERSIONS} from '../../../core/sections.ts';
import {OPENAPI_SPEC, SDK_SECTIONS, versionedDocsDir, type SdkSection} from '../../../core/contentFolders.mjs';
import {escapePointer, type JsonValue, type Spec} from '../../../core/json-pointer.ts';
import {fenceAttributes} from '../../../core/corridor/examples.ts';

/**
 * The languages a code block may declare, and what the check does with each. `kind` names the
 * checker; `text` blocks (terminal output, file trees) are counted and listed, never executed.
 */
export const LANGUAGES = {
  bash: 'shell',
  js: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  python: 'python',
  swift: 'swift',
  json: 'json',
  xml: 'xml',
  ruby: 'ruby',
  text: 'text',
};

/**
 * A content file's section, and the version of each SDK its samples use when they name none.
 */
export interface FileContext {
  section: string;
  versions: Partial<Record<SdkSection, string>>;
}

/**
 * The SDK and docs version a content file belongs to: `ios/` and `js/` are Next; the versioned
 * folders name theirs; other sections (Intro, API, blog) show the latest release of each SDK.
 */
export function fileContext(file: string): FileContext {
  const [top, second = ''] = file.split('/');
  const versioned = /^version-(.+)$/.exec(second)?.[1];
  for (const sdk of SDK_SECTIONS) {
    if (top === sdk) return {section: sdk, versions: {[sdk]: 'next'}};
    if (top === versionedDocsDir(sdk)) return {section: sdk, versions: {[sdk]: versioned}};
  }
  return {section: top, versions: {}};
}

/** The SDK version a block is checked against: its `version="…"` meta, else its page's, else the latest. */
export function sdkVersion(block: Pick<Block, 'attrs' | 'context'>, sdk: SdkSection): string {
  return block.attrs.version ?? block.context.versions[sdk] ?? VERSIONS[sdk].latest;
}

/** `title="Poll for updates" version="2.2"` → {title: 'Poll for updates', version: '2.2'}. */
export const parseMeta = (meta: string): Record<string, string> => fenceAttributes(meta);

/**
 * A sample that shows wrong code on purpose says so in its title, which the page shows above the
 * code: `title="Don't: keep a query in a static property"`. The checks count and list these.
 */
export const COUNTER_EXAMPLE = /^(Don['’]t|Do not)\b/;

/** A code block of a page, with its page, its index there and its fence attributes. */
export type Block = CodeBlock & {
  file: string;
  index: number;
  attrs: Record<string, string>;
  context: FileContext;
  counterExample: boolean;
};

/** Every fenced code block of the site's content, in file order. */
export function extractBlocks(root = '.', only?: ReadonlySet<string>): Block[] {
  return contentFiles(root)
    .filter((file) => !only || only.has(file))
    .flatMap((file) => {
      const context = fileContext(file);
      return readContent(file, root).codeBlocks.map((block, index) => {
        const attrs = parseMeta(block.meta);
        return {
          ...block,
          file,
          index,
          attrs,
          context,
          counterExample: COUNTER_EXAMPLE.test(attrs.title ?? ''),
        };
      });
    });
}

/** The place of a block or example, as writers see it: `file:line`. */
export const place = (item: {file: string; line: number}) => `${item.file}:${item.line}`;

/** A sample's problem, at its file and line. */
export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** An example of the spec, with the JSON pointers of its value and of the schema it must satisfy. */
export interface OpenApiExample {
  file: string;
  line: number;
  pointer: string;
  value: JsonValue;
  schemaPointer: string | undefined;
}

/**
 * Every `example` and every value of `examples` in the OpenAPI spec, with its line, its JSON
 * pointer and the pointer of the schema it must satisfy (undefined when it has none).
 */
export function extractOpenApiExamples(root = '.', file = OPENAPI_SPEC): {examples: OpenApiExample[]; spec: Spec} {
  const source = readFileSync(path.join(root, file), 'utf8');
  const document = parseDocument(source);
  if (document.errors.length > 0) {
    const [error] = document.errors;
    throw new Error(`${file}:${error.linePos?.[0]?.line ?? 1}: ${error.message}`);
  }
  const lineOf = (node: YamlNode | null | undefined) =>
    node?.range ? source.slice(0, node.range[0]).split('\n').length : 1;
  const examples: OpenApiExample[] = [];
  const json = (node: YamlNode | null | undefined): JsonValue => (node?.toJSON() as JsonValue | undefined) ?? null;
  const walk = (node: ParsedNode | null, pointer: string) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : '';
        const childPointer = `${pointer}/${escapePointer(key)}`;
        if (key === 'example') {
          examples.push({
            file,
            line: lineOf(pair.value ?? pair.key),
            pointer: childPointer,
            value: json(pair.value),
            schemaPointer: schemaFor(pointer),
          });
        } else if (key === 'examples' && isMap(pair.value)) {
          for (const named of pair.value.items) {
            const name = isScalar(named.key) ? String(named.key.value) : '';
            const value = isMap(named.value) ? named.value.get('value', true) : undefined;
            examples.push({
              file,
              line: lineOf(value ?? named.value),
              pointer: `${childPointer}/${name}/value`,
              value: json(value),
              schemaPointer: schemaFor(pointer),
            });
          }
        } else {
          walk(pair.value, childPointer);
        }
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => walk(item, `${pointer}/${index}`));
    }
  };
  walk(document.contents, '#');
  return {examples, spec: document.toJSON() as Spec};
}

/**
 * The schema an `example` next to it must satisfy: a media type's or a parameter's `schema`, or the
 * schema object the example belongs to.
 */
function schemaFor(pointer: string): string | undefined {
  if (/\/content\/[^/]+$/.test(pointer) || /\/parameters\/\d+$/.test(pointer)) return `${pointer}/schema`;
  if (/\/components\/schemas\//.test(pointer) || /\/schema(\/|$)/.test(pointer)) return pointer;
  return undefined;
}
