/**
 * The API reference pages' operations, as docusaurus-plugin-openapi-docs stores them (with every
 * `$ref` resolved) in each generated page's `api` front matter, and their Markdown: method and path,
 * hosts and key header, parameters, request body fields with types and limits, responses.
 */

import {unzipSync} from 'node:zlib';

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

function code(value: unknown): string {
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

/** "1 to 20 characters", "at least 1 item", "exactly 2 items". */
function range(min: number | undefined, max: number | undefined, unit: 'character' | 'item'): string | undefined {
  const units = (count: number) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${units(min)}` : `${min} to ${units(max)}`;
  if (min !== undefined) return `at least ${units(min)}`;
  if (max !== undefined) return `at most ${units(max)}`;
  return undefined;
}

/** Spec text with the line breaks inside its paragraphs joined (not before a list item, quote or table row). */
function prose(value: string): string {
  return value.trim().replace(/([^\n])\n(?![\n\s>|#*+-]|\d+[.)]\s)/g, '$1 ');
}

/** A numeric bound in either OpenAPI 3.0 form (`exclusiveMinimum: true`) or 3.1 form (`exclusiveMinimum: 5`). */
function bound(
  inclusive: number | undefined,
  exclusive: number | boolean | undefined,
): {value: number; exclusive: boolean} | undefined {
  if (typeof exclusive === 'number') return {value: exclusive, exclusive: true};
  return inclusive === undefined ? undefined : {value: inclusive, exclusive: exclusive === true};
}

/** A schema's limits in words: allowed values, range, lengths, pattern, item counts, default. */
export function limits(input: ApiSchema): string {
  const schema = merged(input);
  const parts: string[] = [];
  if (schema.enum) parts.push(`one of ${schema.enum.map(code).join(', ')}`);
  const min = bound(schema.minimum, schema.exclusiveMinimum);
  const max = bound(schema.maximum, schema.exclusiveMaximum);
  if (min && max && !min.exclusive && !max.exclusive) parts.push(`${min.value} to ${max.value}`);
  else {
    if (min) parts.push(`${min.exclusive ? 'more than' : 'minimum'} ${min.value}`);
    if (max) parts.push(`${max.exclusive ? 'less than' : 'maximum'} ${max.value}`);
  }
  const length = range(schema.minLength, schema.maxLength, 'character');
  if (length) parts.push(length);
  if (schema.pattern) parts.push(`pattern ${code(schema.pattern)}`);
  // Arrays of arrays (a polygon's rings and positions): each level's item count.
  let level: ApiSchema | undefined = schema;
  let prefix = '';
  while (level && (level.type === 'array' || level.items)) {
    const count = range(level.minItems, level.maxItems, 'item');
    if (count) parts.push(`${prefix}${count}`);
    level = level.items && merged(level.items);
    if (!level || isObject(level)) break;
    prefix = 'each item: ';
  }
  if (schema.default !== undefined) parts.push(`default ${code(schema.default)}`);
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Text for one table cell: one line, pipes escaped. */
function cell(value: string | undefined): string {
  return (value ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
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

function fieldTable(rows: FieldRow[]): string {
  const lines = rows.map(({name, schema, required}) => {
    const description = merged(schema).description ?? '';
    return `| \`${name}\` | ${cell(typeLabel(schema))} | ${required ? 'yes' : 'no'} | ${cell(limits(schema))} | ${cell(description)} |`;
  });
  return [
    '| Field | Type | Required | Limits and default | Description |',
    '| --- | --- | --- | --- | --- |',
    ...lines,
  ].join('\n');
}

function jsonBlock(value: unknown): string {
  return `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;
}

/** The hosts and the API key header, from the spec's servers and security schemes. */
function connection(operation: ApiOperation): string[] {
  const lines: string[] = [];
  const servers = operation.servers ?? [];
  if (servers.length > 0) {
    lines.push(
      `Hosts: ${servers.map((server) => `${code(server.url)}${server.description ? ` (${server.description.toLowerCase()})` : ''}`).join(', ')}.`,
    );
  }
  const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
  for (const name of schemes) {
    const scheme = operation.securitySchemes?.[name];
    if (scheme?.type === 'apiKey' && scheme.name)
      lines.push(`Send your API key in the ${code(scheme.name)} ${scheme.in ?? 'header'}.`);
    else if (scheme?.type === 'http' && scheme.scheme)
      lines.push(`Authenticate with HTTP ${scheme.scheme} authentication.`);
  }
  return lines;
}

/**
 * The sections of an API reference page the static HTML lacks: `## Request` (hosts, key header,
 * parameters, body fields and example) and `## Responses` (each status code, its description,
 * fields and example).
 */
export function operationToMarkdown(operation: ApiOperation): string {
  const blocks: string[] = ['## Request', ...connection(operation)];
  const parameters = operation.parameters ?? [];
  if (parameters.length > 0) {
    blocks.push(
      '### Parameters',
      [
        '| Name | In | Type | Required | Limits and default | Description |',
        '| --- | --- | --- | --- | --- | --- |',
        ...parameters.map((parameter) => {
          const schema = parameter.schema ?? {};
          const description = parameter.description ?? merged(schema).description;
          return `| \`${parameter.name}\` | ${parameter.in} | ${cell(typeLabel(schema))} | ${parameter.required ? 'yes' : 'no'} | ${cell(limits(schema))} | ${cell(description)} |`;
        }),
      ].join('\n'),
    );
  }
  const body = operation.requestBody;
  const [mediaType, media] = Object.entries(body?.content ?? {})[0] ?? [];
  if (body && mediaType && media) {
    blocks.push('### Body');
    const schema = media.schema ? merged(media.schema) : undefined;
    // A body that is an array (of flight plans, of measurements) lists the fields of one item.
    const items = schema && !isObject(schema) && schema.items ? merged(schema.items) : undefined;
    const shape =
      schema && items
        ? ` The body is a JSON array${limits(schema) ? ` (${limits(schema).toLowerCase()})` : ''}; each item has the fields below.`
        : '';
    blocks.push(
      `${body.required ? 'Required' : 'Optional'}, as ${code(mediaType)}.${shape}${body.description ? ` ${prose(body.description)}` : ''}`,
    );
    const rows = items ? fieldRows(items) : schema ? fieldRows(schema) : [];
    if (rows.length > 0) blocks.push(fieldTable(rows));
    if (media.example !== undefined) blocks.push('Example:', jsonBlock(media.example));
  }
  if (parameters.length === 0 && !body) blocks.push('No parameters and no body.');

  blocks.push('## Responses');
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    blocks.push(`### ${status}`);
    if (response.description) blocks.push(prose(response.description));
    const [, responseMedia] = Object.entries(response.content ?? {})[0] ?? [];
    const rows = responseMedia?.schema ? fieldRows(responseMedia.schema) : [];
    if (rows.length > 0) blocks.push(fieldTable(rows));
    if (responseMedia?.example !== undefined) blocks.push('Example:', jsonBlock(responseMedia.example));
  }
  return `${blocks.join('\n\n')}\n`;
}
