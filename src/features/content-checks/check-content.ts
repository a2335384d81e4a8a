// Checks every docs page and blog post with the content rules, and the claims of every page and of
// the OpenAPI document against the facts; reports "file:line  rule  message", exit code 1 on any.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {checkContent, type PageOptions} from './content-rules.ts';
import {parseContent, readContent, type ContentModel} from './content-model.ts';
import {FACTS_DIR} from '../../core/facts.ts';
import {openQuestions} from '../../core/open-questions.ts';
import {ALLOWED_FILE, checkClaims, loadKnowledge, sectionTopic} from './claims/check.ts';
import {specTexts} from './claims/openapi.ts';
import {catchRate, describeCatchRate} from './claims/mutations.ts';
import {
  CONTENT_DIRS,
  CROSS_VERSION_PAGES,
  GENERATED_DIRS,
  OPENAPI_SPEC,
  SDK_SECTIONS,
  sectionDirs,
} from '../../core/contentFolders.mjs';

/** Pages that describe no API: no code block required. */
const NO_CODE_PAGES = /(^|\/)(faq|qa-process|versions\/index)\.mdx?$/;
/** Index pages whose use is their table of versions: exempt from the prose minimum. */
const INDEX_PAGES = /(^|\/)versions\/index\.mdx?$/;
/** Sections whose guide pages describe an API: the API and the SDKs, each version. */
const API_SECTIONS = new RegExp(`^(${(['api', ...SDK_SECTIONS] as const).flatMap(sectionDirs).join('|')})/`);

/** Every page of the content folders (`root`-relative, `/`-separated, sorted), generated ones left out. */
export function contentFiles(root = '.'): string[] {
  return CONTENT_DIRS.filter((dir) => existsSync(path.join(root, dir)))
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'}).map((name) =>
        [dir, ...name.split(path.sep)].join('/'),
      ),
    )
    .filter((file) => /\.mdx?$/.test(file) && !GENERATED_DIRS.some((dir) => file.startsWith(`${dir}/`)))
    .sort();
}

/** What the rules ask of a page, from where it is. */
export function optionsFor(file: string): PageOptions {
  return {
    minWords: INDEX_PAGES.test(file) ? false : undefined,
    requireCode: API_SECTIONS.test(file) && !NO_CODE_PAGES.test(file),
    crossVersion: CROSS_VERSION_PAGES.test(file),
  };
}

/**
 * The open questions (facts/open-questions.json) as pages, for the claims they make: each read as
 * Markdown, its lines those of the file, about its FAQ's section.
 */
export function openQuestionPages(root = '.') {
  const file = `${FACTS_DIR}/open-questions.json`;
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  return openQuestions(root).map((question) => {
    const line = lines.findIndex((text) => text.includes(`"${question.id}"`)) + 1;
    const text = [question.question, question.until ?? ''].join('\n\n');
    const page = parseContent(`${'\n'.repeat(Math.max(line - 1, 0))}${text}`, 'md');
    // A place is a section and its version (`ios/2.2`, `api`).
    const section = sectionTopic(`${question.places[0]}/`);
    return {file, page, ...(section && {section})};
  });
}

/** The claims of every page and of the OpenAPI document that no fact supports, and the allow-list entries nothing used. */
export function claimProblems(pages: {file: string; page: ContentModel}[], root = '.'): string[] {
  const knowledge = loadKnowledge(root);
  const spec = specTexts(readFileSync(path.join(root, OPENAPI_SPEC), 'utf8')).map(({page}) => ({
    file: OPENAPI_SPEC,
    page,
  }));
  const {unsupported, unused} = checkClaims([...pages, ...spec, ...openQuestionPages(root)], knowledge);
  return [
    ...unsupported.map(({file, claim, why}) => `${file}:${claim.line}  claim  "${claim.text}": ${why}`),
    ...unused.map(
      (entry) =>
        `${ALLOWED_FILE}:${entry.line}  claim  "${entry.claim}" is allowed but no page says it any more: remove the entry`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = contentFiles();
  let count = 0;
  const pages = files.map((file) => ({file, page: readContent(file)}));
  for (const {file, page} of pages) {
    for (const problem of checkContent(page, optionsFor(file))) {
      console.error(`${file}:${problem.line}  ${problem.rule}  ${problem.message}`);
      count++;
    }
  }
  for (const problem of claimProblems(pages)) {
    console.error(problem);
    count++;
  }
  if (count > 0) {
    console.error(`\n${count} problem(s) in ${files.length} pages.`);
    process.exit(1);
  }
  console.log(`Content rules: ${files.length} pages, no problems.`);
  // What the claims check is worth: the share of false sentences, made from the facts, that it stops.
  console.log(`Claims check: ${describeCatchRate(catchRate(loadKnowledge()))}.`);
}
