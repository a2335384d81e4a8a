// Lints openapi/skypath.yaml with Redocly's recommended rules, and checks that its schemas state
// SkyPath's domain limits (the samples' domain rules: altitude blocks, severity, EDR, polygon
// vertices), that every parameter and property has a description, and that every body or response
// that can hold a corridor or hexagons has an example of its own (for its map). Prints each problem as file:line:column with its rule, and exits 1 on any error
// (warnings are printed, not fatal).
import {createConfig, getLineColLocation, getTotals, lint} from '@redocly/openapi-core';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseDocument, type Node} from 'yaml';
import {schemaLimitProblems} from './samples/domain.ts';
import {MAP_KEYS} from '../../core/corridor/examples.ts';
import {escapePointer, resolveRef, unescapePointer, type Ref, type Schema, type Spec} from '../../core/json-pointer.ts';
import {OPENAPI_SPEC} from '../../core/contentFolders.mjs';

/**
 * Findings accepted on purpose, each with its reason. Keep this list short.
 * - The flight-plan path really ends in a slash (fact:api.flight-plans.path: `POST /flight-plans/v5/`,
 *   also its staging URL); the spec must match the server, not the style rule.
 */
export const ACCEPTED = [{rule: 'no-path-trailing-slash', pointer: '#/paths/~1flight-plans~1v5~1'}];

/**
 * Every parameter and schema property says what it is: a row of the reference's tables without a
 * description leaves the reader guessing. A `$ref` to a described schema counts.
 */
export function descriptionProblems(spec: Spec) {
  const problems: {pointer: string; message: string}[] = [];
  const described = (node: Ref & {description?: string}) =>
    Boolean(node?.description || resolveRef(spec, node)?.description);
  const visit = (node: unknown, pointer: string) => {
    if (!node || typeof node !== 'object') return;
    const schema = node as Schema;
    for (const [name, child] of Object.entries(schema.properties ?? {})) {
      if (!described(child))
        problems.push({
          pointer: `${pointer}/properties/${escapePointer(name)}`,
          message: `property "${name}" has no description`,
        });
    }
    for (const [key, child] of Object.entries(node)) visit(child, `${pointer}/${escapePointer(key)}`);
  };
  visit(spec.components, '#/components');
  visit(spec.paths, '#/paths');
  for (const [route, item] of Object.entries(spec.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      (operation.parameters ?? []).forEach((parameter, index) => {
        if (!described(parameter)) {
          problems.push({
            pointer: `#/paths/${escapePointer(route)}/${method}/parameters/${index}`,
            message: `parameter "${parameter.name}" has no description`,
          });
        }
      });
    }
  }
  return problems;
}

/** The properties whose example a map draws: a corridor or geo-fence, hexagons or v4 records. */
const MAP_PROPERTIES = new Set<string>(Object.values(MAP_KEYS));

/** Whether a schema (its `$ref`s followed, at most `depth` levels of properties down) has a property a map draws. */
function holdsMapData(spec: Spec, node: Schema | undefined, depth = 3): boolean {
  const schema = resolveRef(spec, node);
  if (!schema || depth < 0) return false;
  return (
    Object.entries(schema.properties ?? {}).some(
      ([name, child]) => MAP_PROPERTIES.has(name) || holdsMapData(spec, child, depth - 1),
    ) || (schema.allOf ?? []).some((part) => holdsMapData(spec, part, depth))
  );
}

/**
 * Every JSON request body and response whose schema holds a corridor or hexagons has an example
 * of its own (`example` or `examples`). Without one, the reference shows the theme's generated
 * "Example (auto)", which gets no map beside it (issue #28) and whose values need not agree with
 * each other (a hexagon outside the tile asked for).
 */
export function exampleMapProblems(spec: Spec) {
  const problems: {pointer: string; message: string}[] = [];
  for (const [route, item] of Object.entries(spec.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const at = `#/paths/${escapePointer(route)}/${method}`;
      const bodies = [
        {where: `${at}/requestBody`, what: 'request body', content: operation.requestBody?.content},
        ...Object.entries(operation.responses ?? {}).map(([status, response]) => ({
          where: `${at}/responses/${status}`,
          what: `${status} response`,
          content: resolveRef(spec, response)?.content,
        })),
      ];
      for (const {where, what, content} of bodies) {
        for (const [mediaType, media] of Object.entries(content ?? {})) {
          const written = media as {example?: unknown; examples?: unknown};
          if (!mediaType.endsWith('json') || 'example' in written || 'examples' in written) continue;
          if (holdsMapData(spec, media.schema))
            problems.push({
              pointer: `${where}/content/${escapePointer(mediaType)}`,
              message: `the ${what} of ${method.toUpperCase()} ${route} can hold a corridor or hexagons but has no example: write one (the reference would show a generated example, without a map)`,
            });
        }
      }
    }
  }
  return problems;
}

/** Where the spec disagrees with SkyPath's domain limits or lacks a description, at its line. */
function domainProblems(file: string) {
  const source = readFileSync(file, 'utf8');
  const document = parseDocument(source);
  const spec = document.toJSON();
  const found = [
    ...schemaLimitProblems(spec).map((problem) => ({...problem, rule: 'skypath-domain'})),
    ...descriptionProblems(spec).map((problem) => ({...problem, rule: 'skypath-descriptions'})),
    ...exampleMapProblems(spec).map((problem) => ({...problem, rule: 'skypath-example-maps'})),
  ];
  return found.map(({pointer, message, rule}) => {
    const keys = pointer.slice(2).split('/').map(unescapePointer);
    const node = document.getIn(keys, true) as Node | undefined;
    const before = source.slice(0, node?.range?.[0] ?? 0).split('\n');
    return {
      severity: 'error',
      rule,
      file: path.relative(process.cwd(), file),
      line: before.length,
      column: before[before.length - 1].length + 1,
      message,
    };
  });
}

/** Lints a spec file; resolves with its problems as {severity, rule, file, line, column, message}. */
export async function lintSpec(file = OPENAPI_SPEC) {
  const config = await createConfig({extends: ['recommended']});
  const problems = (await lint({ref: file, config})).filter(
    (problem) => !ACCEPTED.some((a) => a.rule === problem.ruleId && problem.location[0]?.pointer === a.pointer),
  );
  const domain = domainProblems(file);
  const totals = getTotals(problems);
  return {
    totals: {...totals, errors: totals.errors + domain.length},
    problems: [
      ...domain,
      ...problems.map((problem) => {
        const {source, start} = getLineColLocation(problem.location[0]);
        return {
          severity: problem.severity,
          rule: problem.ruleId,
          file: path.relative(process.cwd(), source.absoluteRef),
          line: start.line,
          column: start.col,
          message: problem.message,
        };
      }),
    ],
  };
}

async function main() {
  const file = process.argv[2] ?? OPENAPI_SPEC;
  const {totals, problems} = await lintSpec(file);
  for (const p of problems) console.error(`${p.file}:${p.line}:${p.column}  ${p.severity}  ${p.rule}  ${p.message}`);
  if (totals.errors > 0) {
    console.error(`\n${file}: ${totals.errors} error(s), ${totals.warnings} warning(s).`);
    process.exit(1);
  }
  console.log(`${file}: valid, ${totals.warnings} warning(s).`);
}

// A function, not top-level await: tsx runs this .ts file as CommonJS (package.json has no "type").
if (import.meta.url === `file://${process.argv[1]}`) void main();
