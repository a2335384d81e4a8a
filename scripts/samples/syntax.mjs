// Every block parses in its language: shell with `bash -n`, Python with its own parser, JavaScript
// with TypeScript's, XML (Info.plist fragments) with fast-xml-parser, Ruby (Podfiles) with
// tree-sitter. Returns problems at the real line of the content file.
import {spawnSync} from 'node:child_process';
import ts from 'typescript';
import {XMLValidator} from 'fast-xml-parser';
import {loadGrammar, syntaxErrors} from './tree-sitter.mjs';

const PYTHON_PARSE = `import ast, json, sys
try:
    ast.parse(sys.stdin.read())
except SyntaxError as error:
    print(json.dumps({"line": error.lineno or 1, "message": error.msg}))
`;

/** Syntax errors of one block as {line (1-based in the block), message}. */
async function errorsOf(block) {
  switch (block.lang) {
    case 'bash': {
      const result = spawnSync('bash', ['-n'], {input: block.code, encoding: 'utf8'});
      if (result.status === 0) return [];
      const line = Number(/line (\d+)/.exec(result.stderr)?.[1] ?? 1);
      return [{line, message: result.stderr.trim().replace(/^bash: (line \d+: )?/, '')}];
    }
    case 'python': {
      const result = spawnSync('python3', ['-c', PYTHON_PARSE], {input: block.code, encoding: 'utf8'});
      if (result.error) throw new Error(`Python samples need python3 to be parsed: ${result.error.message}`);
      return result.stdout.trim() ? [JSON.parse(result.stdout)] : [];
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
      return syntaxErrors((await loadGrammar('ruby')).parse(block.code));
    default:
      return [];
  }
}

/** The syntax problems of the blocks in `langs`, as {file, line, message}. */
export async function checkSyntax(blocks, langs = ['bash', 'python', 'js', 'xml', 'ruby']) {
  const problems = [];
  for (const block of blocks.filter((b) => langs.includes(b.lang))) {
    for (const {line, message} of await errorsOf(block)) {
      const fileLine = block.codeLine + line - 1;
      problems.push({file: block.file, line: fileLine, message: `${block.lang} does not parse: ${message}`});
    }
  }
  return problems;
}
