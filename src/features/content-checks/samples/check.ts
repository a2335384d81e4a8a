// `npm run check:samples`: every sample on the site and in the OpenAPI spec, checked on the
// sources (no site build). Prints each failure as `file:line  reason`, then the counter-examples
// and the samples that are not run, then the totals:
//   samples: 213 checked (bash 16, js 3, …), 26 OpenAPI examples, 0 failed
// Exit code 1 when anything fails or a check cannot run. An argument names another content root
// (tests use fixture roots); paths are printed relative to it.
import {ensureDebianPackages} from '../../../core/debian.ts';
import {extractBlocks, extractOpenApiExamples, LANGUAGES, type Block, type Problem} from './extract.ts';
import {checkJsonBlocks, checkOpenApiExamples} from './json.ts';
import {mapExamples} from './inventory.ts';
import {startMockApi} from './mock-api.ts';
import {checkRest, restRequirements} from './rest.ts';
import {checkSwift} from './swift.ts';
import {checkSyntax} from './syntax.ts';
import {checkTypeScript, checkTypesPage} from './typescript.ts';
import {OPENAPI_SPEC} from '../../../core/contentFolders.mjs';

/**
 * Runs every check over the content under `root`, or over the pages `only` names (site-relative;
 * the OpenAPI examples when it names the spec).
 */
export async function checkSamples(root = '.', {only}: {only?: ReadonlySet<string>} = {}) {
  const blocks = extractBlocks(root, only);
  const extracted = extractOpenApiExamples(root);
  const {spec} = extracted;
  const examples = !only || only.has(OPENAPI_SPEC) ? extracted.examples : [];
  const problems: Problem[] = [];
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
  // The Types pages are checked whole against their declaration; only when one of them is asked for.
  const typesPages = !only || [...only].some((file) => /(^|\/)features\/types\.mdx?$/.test(file));
  const typesProblems = typesPages ? checkTypesPage(root).filter((problem) => !only || only.has(problem.file)) : [];
  problems.push(...swift.problems, ...typescript.problems, ...typesProblems);
  let rest: Awaited<ReturnType<typeof checkRest>> = {checked: 0, problems: [], notRun: []};
  if (blocks.length > 0) {
    const mock = await startMockApi(`${root}/${OPENAPI_SPEC}`, spec);
    try {
      rest = await checkRest(blocks, mock);
    } finally {
      mock.stop();
    }
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

/** `bash 16, js 3, …`: blocks per language, in the order of LANGUAGES. */
export function countByLanguage(blocks: {lang: string}[]) {
  const counts = new Map<string, number>();
  for (const block of blocks) counts.set(block.lang, (counts.get(block.lang) ?? 0) + 1);
  const order = (lang: string) => (Object.hasOwn(LANGUAGES, lang) ? Object.keys(LANGUAGES).indexOf(lang) : Infinity);
  return [...counts].sort(([a], [b]) => order(a) - order(b));
}

/** How many samples (blocks, or OpenAPI examples) have at least one problem. */
export function failedCount(problems: Problem[], blocks: Block[]) {
  const sampleOf = ({file, line}: Problem) => {
    const block = blocks.find(
      (b) => b.file === file && b.line <= line && line <= b.codeLine + b.code.split('\n').length,
    );
    return block ? `${file}:${block.line}` : `${file}:${line}`;
  };
  return new Set(problems.map(sampleOf)).size;
}

async function main() {
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
    const maps = mapExamples(blocks, examples);
    console.log(
      `maps: ${maps.length} examples hold a corridor or hexagons and get a map: ${maps.map((m) => m.where.split(' ')[0]).join(', ')}`,
    );
    console.log(
      `samples: ${blocks.length} checked (${languages}), ${examples.length} OpenAPI examples, ${failed} failed`,
    );
    if (problems.length > 0) process.exit(1);
  } catch (error) {
    console.error(`samples: the check could not run: ${(error as Error).message}`);
    process.exit(1);
  }
}

// A function, not top-level await: tsx runs this .ts file as CommonJS (package.json has no "type").
if (import.meta.url === `file://${process.argv[1]}`) void main();
