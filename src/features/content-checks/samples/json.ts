// JSON examples obey the schema and the domain. Each `example`/`examples` value in the OpenAPI spec
// validates against the schema it sits next to, and each JSON block on a page against the schema
// its fence names (`openapi="POST /observations/v5/corridor request"`, `openapi="POST /v4/map 200"`
// or `openapi="#/components/schemas/Polygon"`); every one of them also obeys SkyPath's rules.
import Ajv, {type ValidateFunction} from 'ajv';
import addFormats from 'ajv-formats';
import {valueProblems} from './domain.ts';
import type {Block, OpenApiExample, Problem} from './extract.ts';
import {escapePointer, pointerGet as at, resolveRef, unescapePointer} from '../../../core/json-pointer.ts';
import type {JsonValue, Operation, Parameter, Schema, Spec} from '../../../core/json-pointer.ts';

/** The key an example sits under. */
type ValueContext = {key?: string; siblings?: string[]};

/** The JSON pointer of the schema an `openapi="…"` fence attribute names, or an error message. */
export function schemaPointer(spec: Spec, reference: string): string | {error: string} {
  if (reference.startsWith('#/')) return reference;
  const match = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*) (request|\d{3})$/.exec(reference);
  if (!match) {
    return {
      error: `openapi="${reference}" is not "METHOD /path request", "METHOD /path <status>" or "#/components/schemas/Name"`,
    };
  }
  const [, method, route, part] = match;
  const operation = spec.paths?.[route]?.[method.toLowerCase()];
  if (!operation) return {error: `the spec has no operation ${method} ${route}`};
  const base = `#/paths/${escapePointer(route)}/${method.toLowerCase()}`;
  if (part === 'request') return `${base}/requestBody/content/application~1json/schema`;
  const response = operation.responses?.[part];
  if (!response) return {error: `${method} ${route} documents no ${part} response`};
  const target = response.$ref ?? `${base}/responses/${part}`;
  return `${target}/content/application~1json/schema`;
}

/** A validator over the spec's schemas: `validate(pointer, value)` returns error messages. */
export function schemaValidator(spec: Spec): (pointer: string, value: unknown) => string[] {
  const ajv = new Ajv({strict: false, allErrors: true});
  addFormats(ajv);
  ajv.addSchema(spec, 'openapi');
  const compiled = new Map<string, ValidateFunction>();
  return (pointer, value) => {
    if (at(spec, pointer) === undefined) return [`the spec has nothing at ${pointer}`];
    const validate = compiled.get(pointer) ?? ajv.compile({$ref: `openapi${pointer}`});
    compiled.set(pointer, validate);
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (error) =>
        `${error.instancePath || '(root)'} ${error.message}${error.params?.allowedValues ? ` (${error.params.allowedValues.join(', ')})` : ''}`,
    );
  };
}

/** The key an example sits under, for the domain rules: a parameter's, or a property's with its siblings'. */
function exampleContext(spec: Spec, pointer: string): ValueContext {
  const parameter = /^(.*\/parameters\/\d+)\/schema$/.exec(pointer);
  if (parameter) return {key: (at(spec, parameter[1]) as Parameter | undefined)?.name};
  const property = /^(.*)\/properties\/([^/]+)$/.exec(pointer);
  if (!property) return {};
  const properties = at(spec, `${property[1]}/properties`) as Schema['properties'];
  return {key: unescapePointer(property[2]), siblings: Object.keys(properties ?? {})};
}

/**
 * The domain problems of an example under its key. A polygon's `coordinates` example is checked
 * as a corridor: the Polygon schema's example is what the corridor's reference shows.
 */
function domainProblems(value: JsonValue, context: ValueContext) {
  if (context.key === 'coordinates' && context.siblings?.includes('type')) {
    return valueProblems({type: 'Polygon', coordinates: value}, {key: 'corridor'});
  }
  return valueProblems(value, context);
}

/** The names of an object schema's properties, through `$ref`, `allOf` and array `items`. */
function propertyNames(spec: Spec, schema: Schema | undefined) {
  let node = resolveRef(spec, schema);
  while (node?.type === 'array') node = resolveRef(spec, node.items);
  const parts = [node, ...(node?.allOf ?? [])].map((part) => resolveRef(spec, part));
  return parts.flatMap((part) => Object.keys(part?.properties ?? {}));
}

/** Fields an error example's message names (`body must have required property 'corridor'`) that its operation lacks. */
function errorExampleProblems(spec: Spec, pointer: string, value: JsonValue) {
  const match = /^#\/paths\/([^/]+)\/(\w+)\/responses\/4\d\d\//.exec(pointer);
  const text = (value as {data?: {message?: JsonValue}} | null)?.data?.message;
  if (!match || typeof text !== 'string') return [];
  // The example sits in this operation's responses.
  const operation = at(spec, `#/paths/${match[1]}/${match[2]}`) as Operation;
  const location = /^(body|querystring|params)\b/.exec(text)?.[1] ?? 'body';
  const named = [...text.matchAll(/property '(\w+)'/g)].map((m) => m[1]);
  const pathField = /^(?:body|querystring|params)((?:\/\w+)*)/
    .exec(text)?.[1]
    .split('/')
    .filter((s) => s && !/^\d+$/.test(s))
    .at(-1);
  const fields = [...named, ...(pathField ? [pathField] : [])];
  const known =
    location === 'body'
      ? propertyNames(spec, operation.requestBody?.content?.['application/json']?.schema)
      : (operation.parameters ?? [])
          .filter((p) => p.in === (location === 'params' ? 'path' : 'query'))
          .map((p) => p.name);
  return fields
    .filter((field) => !known.includes(field))
    .map(
      (field) =>
        `error example names ${location === 'body' ? 'body field' : 'parameter'} "${field}", which this operation does not have`,
    );
}

export function checkOpenApiExamples(examples: OpenApiExample[], spec: Spec): Problem[] {
  const validate = schemaValidator(spec);
  return examples.flatMap((example) => {
    const messages = [...errorExampleProblems(spec, example.pointer, example.value)];
    if (example.schemaPointer) {
      messages.push(...validate(example.schemaPointer, example.value).map((m) => `does not match its schema: ${m}`));
    }
    const context = example.schemaPointer ? exampleContext(spec, example.schemaPointer) : {};
    messages.push(...domainProblems(example.value, context).map(({path, message}) => `${path}: ${message}`));
    return messages.map((message) => ({
      file: example.file,
      line: example.line,
      message: `example ${example.pointer} ${message}`,
    }));
  });
}

export function checkJsonBlocks(blocks: Block[], spec: Spec) {
  const validate = schemaValidator(spec);
  const json = blocks.filter((block) => block.lang === 'json');
  const problems: Problem[] = [];
  let againstSpec = 0;
  for (const block of json) {
    const fail = (message: string, line = block.line) => problems.push({file: block.file, line, message});
    let value: JsonValue;
    try {
      value = JSON.parse(block.code);
    } catch (error) {
      const {message} = error as SyntaxError;
      const offset = Number(/position (\d+)/.exec(message)?.[1] ?? 0);
      fail(`is not valid JSON: ${message}`, block.codeLine + block.code.slice(0, offset).split('\n').length - 1);
      continue;
    }
    let context: ValueContext = {};
    if (block.attrs.openapi) {
      const pointer = schemaPointer(spec, block.attrs.openapi);
      if (typeof pointer !== 'string') {
        fail(pointer.error);
        continue;
      }
      againstSpec++;
      for (const message of validate(pointer, value)) fail(`does not match ${block.attrs.openapi}: ${message}`);
      context = exampleContext(spec, pointer);
    }
    for (const {path, message} of domainProblems(value, context)) fail(`${path}: ${message}`);
  }
  return {checked: json.length, againstSpec, problems};
}
