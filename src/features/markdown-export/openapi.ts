/**
 * The API reference pages' operations, as docusaurus-plugin-openapi-docs stores them (with every
 * `$ref` resolved) in each generated page's `api` front matter, and their Markdown: method and path,
 * hosts and key header, parameters, request body fields with types and limits, responses. The
 * Markdown is an mdast tree printed by remark-stringify, so that a value holding a backtick, a
 * fence or a pipe comes out as written; the spec's descriptions are Markdown, parsed into the tree.
 */

import {unzipSync} from 'node:zlib';
import type {
  Code,
  Heading,
  InlineCode,
  Nodes,
  Paragraph,
  PhrasingContent,
  RootContent,
  Table,
  TableRow,
  Text,
} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify, {type Options as StringifyOptions} from 'remark-stringify';
import {unified} from 'unified';
import {STRINGIFY_OPTIONS} from './stringify';

/** The parts of a JSON schema (OpenAPI 3.0) the Markdown shows. */
export type ApiSchema = {
  type?: string | string[];
  title?: string;
  description?: string;
  format?: string;
  properties?: {[name: string]: ApiSchema};
  required?: string[];
  items?: ApiSchema;
  allOf?: ApiSchema[];
  oneOf?: ApiSchema[];
  anyOf?: ApiSchema[];
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  deprecated?: boolean;
};

export type ApiMediaType = {schema?: ApiSchema; example?: unknown};

export type ApiParameter = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  deprecated?: boolean;
  schema?: ApiSchema;
};

export type ApiOperation = {
  method: string;
  path: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  parameters?: ApiParameter[];
  requestBody?: {required?: boolean; description?: string; content?: {[mediaType: string]: ApiMediaType}};
  responses?: {[status: string]: {description?: string; content?: {[mediaType: string]: ApiMediaType}}};
  servers?: {url: string; description?: string}[];
  security?: {[scheme: string]: string[]}[];
  securitySchemes?: {[scheme: string]: {type: string; in?: string; name?: string; scheme?: string}};
  info?: {title?: string; version?: string};
};

/**
 * A generated page's `api` front matter: the operation itself, as the site generates it
 * (`disableCompression`), or the plugin's default encoding, zlib-compressed JSON in base64.
 */
export function decodeApiFrontMatter(value: unknown): ApiOperation {
  if (typeof value === 'string')
    return JSON.parse(unzipSync(Buffer.from(value, 'base64')).toString('utf8')) as ApiOperation;
  if (typeof value === 'object' && value !== null) return value as ApiOperation;
  throw new Error(
    `An API page's \`api\` front matter is neither an operation nor an encoded one: ${JSON.stringify(value)}`,
  );
}

/** `allOf` folded into one schema; the outer schema's own fields win. */
function merged(schema: ApiSchema): ApiSchema {
  if (!schema.allOf) return schema;
  const {allOf, ...own} = schema;
  return allOf.map(merged).reduceRight<ApiSchema>(
    (result, part) => ({
      ...part,
      ...result,
      properties: {...part.properties, ...result.properties},
      required: [...(part.required ?? []), ...(result.required ?? [])],
    }),
    own,
  );
}

function isObject(schema: ApiSchema): boolean {
  return schema.type === 'object' || (schema.type === undefined && schema.properties !== undefined);
}

/** `string`, `number[][]`, `object[]`, `string (date-time)`, `string or number`. */
export function typeLabel(input: ApiSchema): string {
  const schema = merged(input);
  const alternatives = schema.oneOf ?? schema.anyOf;
  let label: string;
  if (alternatives) label = alternatives.map((option) => option.title ?? typeLabel(option)).join(' or ');
  else if (schema.type === 'array' || (schema.type === undefined && schema.items))
    label = `${schema.items ? typeLabel(schema.items) : 'any'}[]`;
  else if (Array.isArray(schema.type)) label = schema.type.join(' or ');
  else label = schema.type ?? (schema.properties ? 'object' : 'any');
  if (schema.format) label += ` (${schema.format})`;
  return schema.nullable ? `${label} or null` : label;
}

function text(value: string): Text {
  return {type: 'text', value};
}

function code(value: unknown): InlineCode {
  return {type: 'inlineCode', value: typeof value === 'string' ? value : JSON.stringify(value)};
}

function paragraph(children: PhrasingContent[]): Paragraph {
  return {type: 'paragraph', children};
}

function heading(depth: 2 | 3, value: string): Heading {
  return {type: 'heading', depth, children: [text(value)]};
}

/** The nodes with `separator` between each two. */
function joined(parts: PhrasingContent[][], separator: string): PhrasingContent[] {
  return parts.flatMap((part, index) => (index === 0 ? part : [text(separator), ...part]));
}

/** "1 to 20 characters", "at least 1 item", "exactly 2 items". */
function range(min: number | undefined, max: number | undefined, unit: 'character' | 'item'): string | undefined {
  const units = (count: number) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${units(min)}` : `${min} to ${units(max)}`;
  if (min !== undefined) return `at least ${units(min)}`;
  if (max !== undefined) return `at most ${units(max)}`;
  return undefined;
}

/** A numeric bound in either OpenAPI 3.0 form (`exclusiveMinimum: true`) or 3.1 form (`exclusiveMinimum: 5`). */
function bound(
  inclusive: number | undefined,
  exclusive: number | boolean | undefined,
): {value: number; exclusive: boolean} | undefined {
  if (typeof exclusive === 'number') return {value: exclusive, exclusive: true};
  return inclusive === undefined ? undefined : {value: inclusive, exclusive: exclusive === true};
}

/**
 * A schema's limits in words, as phrasing: allowed values, range, lengths, pattern, item counts,
 * default; the first letter a capital, or not (inside a sentence).
 */
function limitNodes(input: ApiSchema, capital = true): PhrasingContent[] {
  const schema = merged(input);
  const parts: PhrasingContent[][] = [];
  const words = (value: string) => parts.push([text(value)]);
  if (schema.enum) {
    const values = schema.enum.map((value) => [code(value)]);
    parts.push([text('one of '), ...joined(values, ', ')]);
  }
  const min = bound(schema.minimum, schema.exclusiveMinimum);
  const max = bound(schema.maximum, schema.exclusiveMaximum);
  if (min && max && !min.exclusive && !max.exclusive) words(`${min.value} to ${max.value}`);
  else {
    if (min) words(`${min.exclusive ? 'more than' : 'minimum'} ${min.value}`);
    if (max) words(`${max.exclusive ? 'less than' : 'maximum'} ${max.value}`);
  }
  const length = range(schema.minLength, schema.maxLength, 'character');
  if (length) words(length);
  if (schema.pattern) parts.push([text('pattern '), code(schema.pattern)]);
  // Arrays of arrays (a polygon's rings and positions): each level's item count.
  let level: ApiSchema | undefined = schema;
  let prefix = '';
  while (level && (level.type === 'array' || level.items)) {
    const count = range(level.minItems, level.maxItems, 'item');
    if (count) words(`${prefix}${count}`);
    level = level.items && merged(level.items);
    if (!level || isObject(level)) break;
    prefix = 'each item: ';
  }
  if (schema.default !== undefined) parts.push([text('default '), code(schema.default)]);
  const nodes = joined(parts, '; ');
  const first = nodes[0];
  if (capital && first?.type === 'text') nodes[0] = text(first.value.charAt(0).toUpperCase() + first.value.slice(1));
  return nodes;
}

/** A schema's limits in words, as Markdown: "One of `0.5`, `1`; default `1`". */
export function limits(input: ApiSchema): string {
  return print([paragraph(limitNodes(input))]).trimEnd();
}

/** The spec's Markdown (a description) as mdast, the line breaks inside its paragraphs joined. */
function prose(value: string): RootContent[] {
  const tree = PARSER.parse(value);
  const joinLines = (node: Nodes): void => {
    if (node.type === 'text') node.value = node.value.replace(/[ \t]*\n[ \t]*/g, ' ');
    else if ('children' in node) node.children.forEach(joinLines);
  };
  joinLines(tree);
  return tree.children;
}

/** Blocks as the phrasing of one table cell: one line, each block's text after the other's. */
function inline(blocks: RootContent[]): PhrasingContent[] {
  return blocks.flatMap((node, index) => {
    const space = index === 0 ? [] : [text(' ')];
    if (node.type === 'code') return [...space, code(node.value.replace(/\s*\n\s*/g, ' '))];
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      // A hard line break would end the table row.
      return [...space, ...node.children.map((child) => (child.type === 'break' ? text(' ') : child))];
    }
    if ('children' in node) return [...space, ...inline(node.children)];
    // Raw HTML, rules and link definitions have no place in a cell.
    return [];
  });
}

/** A description for one table cell. */
function cell(value: string | undefined): PhrasingContent[] {
  return value ? inline(prose(value)) : [];
}

function row(cells: PhrasingContent[][]): TableRow {
  return {type: 'tableRow', children: cells.map((children) => ({type: 'tableCell', children}))};
}

function table(header: string[], rows: PhrasingContent[][][]): Table {
  return {type: 'table', children: [row(header.map((name) => [text(name)])), ...rows.map(row)]};
}

type FieldRow = {name: string; schema: ApiSchema; required: boolean};

/** Every field of an object schema, nested ones as dotted paths (`data.hexagons[].id`). */
export function fieldRows(input: ApiSchema, prefix = ''): FieldRow[] {
  const schema = merged(input);
  if (!isObject(schema)) {
    const items = schema.items && merged(schema.items);
    return items && isObject(items) ? fieldRows(items, `${prefix}[]`) : [];
  }
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    return [{name: path, schema: property, required: required.has(name)}, ...fieldRows(property, path)];
  });
}

function fieldTable(rows: FieldRow[]): Table {
  return table(
    ['Field', 'Type', 'Required', 'Limits and default', 'Description'],
    rows.map(({name, schema, required}) => [
      [code(name)],
      [text(typeLabel(schema))],
      [text(required ? 'yes' : 'no')],
      limitNodes(schema),
      cell(merged(schema).description),
    ]),
  );
}

function jsonBlock(value: unknown): Code {
  return {type: 'code', lang: 'json', value: JSON.stringify(value, null, 2)};
}

/** The hosts and the API key header, from the spec's servers and security schemes. */
function connection(operation: ApiOperation): Paragraph[] {
  const blocks: Paragraph[] = [];
  const servers = operation.servers ?? [];
  if (servers.length > 0) {
    const hosts = servers.map((server) => [
      code(server.url),
      ...(server.description ? [text(` (${server.description.toLowerCase()})`)] : []),
    ]);
    blocks.push(paragraph([text('Hosts: '), ...joined(hosts, ', '), text('.')]));
  }
  const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
  for (const name of schemes) {
    const scheme = operation.securitySchemes?.[name];
    if (scheme?.type === 'apiKey' && scheme.name) {
      blocks.push(
        paragraph([text('Send your API key in the '), code(scheme.name), text(` ${scheme.in ?? 'header'}.`)]),
      );
    } else if (scheme?.type === 'http' && scheme.scheme) {
      blocks.push(paragraph([text(`Authenticate with HTTP ${scheme.scheme} authentication.`)]));
    }
  }
  return blocks;
}

/**
 * The sections of an API reference page the static HTML lacks, as Markdown: `## Request` (hosts, key
 * header, parameters, body fields and example) and `## Responses` (each status code, its
 * description, fields and example).
 */
export function operationToMarkdown(operation: ApiOperation): string {
  const blocks: RootContent[] = [heading(2, 'Request'), ...connection(operation)];
  const parameters = operation.parameters ?? [];
  if (parameters.length > 0) {
    blocks.push(
      heading(3, 'Parameters'),
      table(
        ['Name', 'In', 'Type', 'Required', 'Limits and default', 'Description'],
        parameters.map((parameter) => {
          const schema = parameter.schema ?? {};
          return [
            [code(parameter.name)],
            [text(parameter.in)],
            [text(typeLabel(schema))],
            [text(parameter.required ? 'yes' : 'no')],
            limitNodes(schema),
            cell(parameter.description ?? merged(schema).description),
          ];
        }),
      ),
    );
  }
  const body = operation.requestBody;
  const [mediaType, media] = Object.entries(body?.content ?? {})[0] ?? [];
  if (body && mediaType && media) {
    blocks.push(heading(3, 'Body'));
    const schema = media.schema ? merged(media.schema) : undefined;
    // A body that is an array (of flight plans, of measurements) lists the fields of one item.
    const items = schema && !isObject(schema) && schema.items ? merged(schema.items) : undefined;
    const count = schema && items ? limitNodes(schema, false) : [];
    const shape: PhrasingContent[] =
      schema && items
        ? [
            text(' The body is a JSON array'),
            ...(count.length > 0 ? [text(' ('), ...count, text(')')] : []),
            text('; each item has the fields below.'),
          ]
        : [];
    // The description's first paragraph goes on in the sentence; any further blocks follow it.
    const [first, ...rest] = body.description ? prose(body.description) : [];
    const opening = first?.type === 'paragraph' ? [text(' '), ...first.children] : [];
    blocks.push(
      paragraph([
        text(`${body.required ? 'Required' : 'Optional'}, as `),
        code(mediaType),
        text('.'),
        ...shape,
        ...opening,
      ]),
      ...(first && first.type !== 'paragraph' ? [first] : []),
      ...rest,
    );
    const rows = items ? fieldRows(items) : schema ? fieldRows(schema) : [];
    if (rows.length > 0) blocks.push(fieldTable(rows));
    if (media.example !== undefined) blocks.push(paragraph([text('Example:')]), jsonBlock(media.example));
  }
  if (parameters.length === 0 && !body) blocks.push(paragraph([text('No parameters and no body.')]));

  blocks.push(heading(2, 'Responses'));
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    blocks.push(heading(3, status));
    if (response.description) blocks.push(...prose(response.description));
    const [, responseMedia] = Object.entries(response.content ?? {})[0] ?? [];
    const rows = responseMedia?.schema ? fieldRows(responseMedia.schema) : [];
    if (rows.length > 0) blocks.push(fieldTable(rows));
    if (responseMedia?.example !== undefined)
      blocks.push(paragraph([text('Example:')]), jsonBlock(responseMedia.example));
  }
  return print(blocks);
}

/**
 * Two printing rules of these copies that remark-stringify's defaults do differently: a table's
 * rows unaligned with `---` delimiters and an empty cell as `|  |` (the cells' text escaped by
 * remark-gfm as usual), and an empty `[]` (`number[]`) unescaped, since it opens no link unless a
 * `(` follows.
 */
const HANDLERS: StringifyOptions['handlers'] = {
  table(node: Table, _parent, state, info) {
    const exitTable = state.enter('table');
    const lines = node.children.map((tableRow) => {
      const exitRow = state.enter('tableRow');
      const cells = tableRow.children.map((tableCell) => {
        const exitCell = state.enter('tableCell');
        const exitPhrasing = state.enter('phrasing');
        const value = state.containerPhrasing(tableCell, {...info, before: ' ', after: ' '});
        exitPhrasing();
        exitCell();
        return value;
      });
      exitRow();
      return `| ${cells.join(' | ')} |`;
    });
    exitTable();
    const columns = node.children[0]?.children.length ?? 0;
    const delimiters = Array.from({length: columns}, (_, index) => {
      const align = node.align?.[index];
      return `${align === 'left' || align === 'center' ? ':' : ''}---${align === 'right' || align === 'center' ? ':' : ''}`;
    });
    lines.splice(1, 0, `| ${delimiters.join(' | ')} |`);
    return lines.join('\n');
  },
  text(node: Text, _parent, state, info) {
    const value = state.safe(node.value, info);
    return value.replace(/(?<!\\)((?:\\\\)*)\\\[\]/g, (match, backslashes: string, offset: number) => {
      const next = value.charAt(offset + match.length) || info.after;
      return next === '(' ? match : `${backslashes}[]`;
    });
  },
};

const PARSER = unified().use(remarkParse).use(remarkGfm);
const PRINTER = unified()
  .use(remarkGfm)
  .use(remarkStringify, {...STRINGIFY_OPTIONS, handlers: HANDLERS});

function print(blocks: RootContent[]): string {
  return PRINTER.stringify({type: 'root', children: blocks});
}
