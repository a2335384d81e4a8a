// Every block parses in its language: shell with `bash -n`, Python with its own parser, JavaScript
// with TypeScript's, XML (Info.plist fragments) with fast-xml-parser, Ruby (Podfiles) with
// tree-sitter. Returns problems at the real line of the content file.
import {spawnSync} from 'node:child_process';
import ts from 'typescript';
import {XMLValidator} from 'fast-xml-parser';
import type {Block, Problem} from './extract.ts';
import {loadGrammar, syntaxErrors} from './tree-sitter.ts';
import {PYTHON} from './rest.ts';

// Parses every Python block in one process (a Python start costs more than the parse): reads a
// JSON list of sources, prints one result per source (null, or the first syntax error).
const PYTHON_PARSE = `import ast, json, sys
results = []
for source in json.load(sys.stdin):
    try:
        ast.parse(source)
        results.append(None)
    except SyntaxError as error:
        results.append({"line": error.lineno or 1, "message": error.msg})
print(json.dumps(results))
`;

type ParseError = {line: number; message: string};

/** The syntax errors of each Python block, in order, as lists of {line, message}. */
function pythonErrors(blocks: Block[]): ParseError[][] {
  if (blocks.length === 0) return [];
  const input = JSON.stringify(blocks.map((block) => block.code));
  const result = spawnSync(PYTHON, ['-c', PYTHON_PARSE], {input, encoding: 'utf8'});
  if (result.error || result.status !== 0) {
    throw new Error(`Python samples need ${PYTHON} to be parsed: ${result.error?.message ?? result.stderr.trim()}`);
  }
  return JSON.parse(result.stdout).map((error: ParseError | null) => (error ? [error] : []));
}

/** Syntax errors of one block as {line (1-based in the block), message}. */
async function errorsOf(block: Block): Promise<ParseError[]> {
  switch (block.lang) {
    case 'bash': {
      const result = spawnSync('bash', ['-n'], {input: block.code, encoding: 'utf8'});
      if (result.status === 0) return [];
      const line = Number(/line (\d+)/.exec(result.stderr)?.[1] ?? 1);
      return [{line, message: result.stderr.trim().replace(/^bash: (line \d+: )?/, '')}];
    }
    case 'js': {
      const {diagnostics = []} = ts.transpileModule(block.code, {reportDiagnostics: true, fileName: 'sample.mjs'});
      return diagnostics.map((d) => ({
        line: d.file ? d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1 : 1,
        message: ts.flattenDiagnosticMessageText(d.messageText, ' '),
      }));
    }
    case 'xml': {
      const result = XMLValidator.validate(`<fragment>${block.code}</fragment>`);
      return result === true ? [] : [{line: result.err.line, message: result.err.msg}];
    }
    case 'ruby':
      return syntaxErrors((await loadGrammar('ruby')).parse(block.code)).map(({line, text}) => ({line, message: text}));
    default:
      return [];
  }
}

/** The syntax problems of the blocks in `langs`. */
export async function checkSyntax(blocks: Block[], langs = ['bash', 'python', 'js', 'xml', 'ruby']) {
  const chosen = blocks.filter((b) => langs.includes(b.lang));
  const python = chosen.filter((b) => b.lang === 'python');
  const pythonResults = new Map(pythonErrors(python).map((errors, index) => [python[index], errors]));
  const problems: Problem[] = [];
  for (const block of chosen) {
    for (const {line, message} of pythonResults.get(block) ?? (await errorsOf(block))) {
      const fileLine = block.codeLine + line - 1;
      problems.push({file: block.file, line: fileLine, message: `${block.lang} does not parse: ${message}`});
    }
  }
  return problems;
}
