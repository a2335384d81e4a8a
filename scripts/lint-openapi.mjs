// Lints openapi/skypath.yaml with Redocly's recommended rules. Prints each problem as
// file:line:column with its rule, and exits 1 on any error (warnings are printed, not fatal).
import {createConfig, getLineColLocation, getTotals, lint} from '@redocly/openapi-core';
import path from 'node:path';

export const SPEC = 'openapi/skypath.yaml';

/**
 * Findings accepted on purpose, each with its reason. Keep this list short.
 * - The flight-plan path really ends in a slash (fact sheet section 4.6: `POST /flight-plans/v5/`,
 *   also its staging URL); the spec must match the server, not the style rule.
 */
export const ACCEPTED = [{rule: 'no-path-trailing-slash', pointer: '#/paths/~1flight-plans~1v5~1'}];

const isAccepted = (problem) =>
  ACCEPTED.some((a) => a.rule === problem.ruleId && problem.location[0]?.pointer === a.pointer);

/** Lints a spec file; resolves with its problems as {severity, rule, file, line, column, message}. */
export async function lintSpec(file = SPEC) {
  const config = await createConfig({extends: ['recommended']});
  const problems = (await lint({ref: file, config})).filter((problem) => !isAccepted(problem));
  return {
    totals: getTotals(problems),
    problems: problems.map((problem) => {
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
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] ?? SPEC;
  const {totals, problems} = await lintSpec(file);
  for (const p of problems) console.error(`${p.file}:${p.line}:${p.column}  ${p.severity}  ${p.rule}  ${p.message}`);
  if (totals.errors > 0) {
    console.error(`\n${file}: ${totals.errors} error(s), ${totals.warnings} warning(s).`);
    process.exit(1);
  }
  console.log(`${file}: valid, ${totals.warnings} warning(s).`);
}
