// `npm run check:samples`: every sample on the site and in the OpenAPI spec, checked on the
// sources (no site build). Prints each failure as `file:line  reason`, then the counter-examples
// and the samples that are not run, then the totals:
//   samples: 213 checked (bash 16, js 3, …), 26 OpenAPI examples, 0 failed
// Exit code 1 when anything fails or a check cannot run. An argument names another content root
// (tests use fixture roots); paths are printed relative to it.
import {ensureDebianPackages} from '../debian.mjs';
import {extractBlocks, extractOpenApiExamples, LANGUAGES, OPENAPI_FILE} from './extract.ts';
import {checkJsonBlocks, checkOpenApiExamples} from './json.mjs';
import {startMockApi} from './mock-api.mjs';
import {checkRest, restRequirements} from './rest.mjs';
import {checkSwift} from './swift.mjs';
import {checkSyntax} from './syntax.mjs';
import {checkTypeScript, checkTypesPage} from './typescript.mjs';

/** @import {Block, Problem} from './extract.ts' */

/**
 * Runs every check over the content under `root`. Returns {blocks, examples, problems,
 * counterExamples, notRun}; problems are {file, line, message}.
 */
export async function checkSamples(root = '.') {
  const blocks = extractBlocks(root);
  const {examples, spec} = extractOpenApiExamples(root);
  /** @type {Problem[]} */
  const problems = [];
  for (const block of blocks.filter((b) => !Object.hasOwn(LANGUAGES, b.lang))) {
    const known = Object.keys(LANGUAGES).join(', ');
    problems.push({
      file: block.file,
      line: block.line,
      message: `code block in unknown language "${block.lang}": use one of ${known}`,
    });
  }
  problems.push(...checkOpenApiExamples(examples, spec));
  problems.push(...checkJsonBlocks(blocks, spec).problems);
  problems.push(...(await checkSyntax(blocks)));
  const swift = await checkSwift(blocks);
  const typescript = await checkTypeScript(blocks);
  problems.push(...swift.problems, ...typescript.problems, ...checkTypesPage(root));
  const mock = await startMockApi(`${root}/${OPENAPI_FILE}`, spec);
  let rest;
  try {
    rest = await checkRest(blocks, mock);
  } finally {
    mock.stop();
  }
  problems.push(...rest.problems);
  return {
    blocks,
    examples,
    problems,
    counterExamples: blocks.filter((block) => block.counterExample),
    notRun: rest.notRun,
  };
}

/** `bash 16, js 3, …`: blocks per language, in the order of LANGUAGES. @param {{lang: string}[]} blocks */
export function countByLanguage(blocks) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const block of blocks) counts.set(block.lang, (counts.get(block.lang) ?? 0) + 1);
  const order = (/** @type {string} */ lang) =>
    Object.hasOwn(LANGUAGES, lang) ? Object.keys(LANGUAGES).indexOf(lang) : Infinity;
  return [...counts].sort(([a], [b]) => order(a) - order(b));
}

/**
 * How many samples (blocks, or OpenAPI examples) have at least one problem.
 * @param {Problem[]} problems
 * @param {Block[]} blocks
 */
export function failedCount(problems, blocks) {
  const sampleOf = (/** @type {Problem} */ {file, line}) => {
    const block = blocks.find(
      (b) => b.file === file && b.line <= line && line <= b.codeLine + b.code.split('\n').length,
    );
    return block ? `${file}:${block.line}` : `${file}:${line}`;
  };
  return new Set(problems.map(sampleOf)).size;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    ensureDebianPackages(restRequirements);
    const {blocks, examples, problems, counterExamples, notRun} = await checkSamples(process.argv[2] ?? '.');
    for (const {file, line, message} of problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)) {
      console.error(`${file}:${line}  ${message}`);
    }
    for (const block of counterExamples)
      console.log(`counter-example (not checked against the SDK): ${block.file}:${block.line}  "${block.attrs.title}"`);
    for (const {file, line, reason} of notRun) console.log(`not run: ${file}:${line}  ${reason}`);
    const failed = failedCount(problems, blocks);
    const languages = countByLanguage(blocks)
      .map(([lang, count]) => `${lang} ${count}`)
      .join(', ');
    console.log(
      `samples: ${blocks.length} checked (${languages}), ${examples.length} OpenAPI examples, ${failed} failed`,
    );
    if (problems.length > 0) process.exit(1);
  } catch (error) {
    console.error(`samples: the check could not run: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}
