// `npm run check [-- PATH…]`: a writer's one pass over the pages they changed (against main) or
// named. It runs every check a page meets — the content rules, the claims, spelling, Markdown lint,
// links and anchors resolved on the sources, the samples — collects every problem, prints each once
// as `file:line:column  rule  message` with its fix, and exits non-zero once, at the end. With
// CI=true it also prints GitHub Actions annotations, so the problems land on the pull request's lines.
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {CONTENT_DIRS, GENERATED_DIRS, OPENAPI_SPEC} from '../../core/contentFolders.mjs';
import {checkContent} from './content-rules.ts';
import {readContent, type ContentModel} from './content-model.ts';
import {checkClaims, loadKnowledge, sectionTopic, type Knowledge} from './claims/check.ts';
import {specTexts} from './claims/openapi.ts';
import {optionsFor} from './check-content.ts';
import {anchorReader, linkProblems, loadSiteRoutes} from './links.ts';
import {checkSamples} from './samples/check.ts';
import {claimFix, FIXES} from './fixes.ts';

/** One problem: where, which check, what, and what to do. Lines and columns are 1-based. */
export type Finding = {file: string; line: number; column: number; rule: string; message: string; fix: string};

const isPage = (file: string) =>
  /\.mdx?$/.test(file) &&
  CONTENT_DIRS.some((dir) => file.startsWith(`${dir}/`)) &&
  !GENERATED_DIRS.some((dir) => file.startsWith(`${dir}/`));

/** The files the check reads: the pages and the OpenAPI document among `files`. */
export const checkable = (files: readonly string[]) =>
  [...new Set(files.map((file) => file.split(path.sep).join('/').replace(/^\.\//, '')))].filter(
    (file) => isPage(file) || file === OPENAPI_SPEC,
  );

/** The files changed since the merge base with `base`, uncommitted edits and new files included. */
export function changedFiles(base = process.env.CHECK_BASE ?? 'origin/main'): string[] {
  const git = (...args: string[]) => execFileSync('git', args, {encoding: 'utf8'}).split('\n').filter(Boolean);
  const ref = [base, 'main'].find((name) => {
    try {
      git('rev-parse', '--verify', '--quiet', name);
      return true;
    } catch {
      return false;
    }
  });
  const committed = ref ? git('diff', '--name-only', '--diff-filter=d', `${git('merge-base', 'HEAD', ref)[0]}`) : [];
  return [
    ...new Set([
      ...committed,
      ...git('diff', '--name-only', '--diff-filter=d'),
      ...git('ls-files', '--others', '--exclude-standard'),
    ]),
  ];
}

function place(text: string, offset: number): {line: number; column: number} {
  const before = text.slice(0, offset).split('\n');
  return {line: before.length, column: (before.at(-1)?.length ?? 0) + 1};
}

type Page = {file: string; page: ContentModel};

function ruleFindings({file, page}: Page): Finding[] {
  const {mdxError} = page;
  // A page MDX cannot read: the parser's own place and words, once (its unclosed tag is the same problem).
  const parse: Finding[] = mdxError
    ? [
        {
          file,
          line: mdxError.line ?? page.bodyLine,
          column: mdxError.column ?? 1,
          rule: 'mdx',
          message: `MDX cannot read the page: ${mdxError.message}`,
          fix: FIXES.mdx!,
        },
      ]
    : [];
  const rules = checkContent(page, optionsFor(file)).filter(
    (problem) => !mdxError || (problem.rule !== 'mdx' && problem.rule !== 'html-nesting'),
  );
  return [
    ...parse,
    ...rules.map((problem) => ({
      file,
      line: problem.line,
      column: 1,
      rule: problem.rule,
      message: problem.message,
      fix: FIXES[problem.rule] ?? 'see "What the content checks say" in CONTRIBUTING.md',
    })),
  ];
}

function claimFindings(pages: Page[], knowledge: Knowledge): Finding[] {
  const sections = pages.map(({file, page}) => ({file, page, section: sectionTopic(file)}));
  const text = new Map(pages.map(({file, page}) => [file, page.text.split('\n')]));
  return checkClaims(sections, knowledge).unsupported.map(({file, claim, why}) => ({
    file,
    line: claim.line,
    column: Math.max(1, (text.get(file)?.[claim.line - 1] ?? '').indexOf(claim.text) + 1),
    rule: claim.kind === 'sdk-name' ? 'sdk-name' : 'claim',
    message: `${claim.kind === 'sdk-name' ? `\`${claim.text}\`` : `"${claim.text}"`}: ${why}`,
    fix: claimFix(claim, file),
  }));
}

async function spellingFindings(files: string[]): Promise<Finding[]> {
  const {readConfigFile, spellCheckFile} = await import('cspell-lib');
  const config = await readConfigFile(path.resolve('cspell.config.mjs'));
  const findings: Finding[] = [];
  for (const file of files) {
    const result = await spellCheckFile(path.resolve(file), {generateSuggestions: true, numSuggestions: 3}, config);
    const text = readFileSync(file, 'utf8');
    for (const issue of result.issues) {
      const suggestions = (issue.suggestions ?? []).slice(0, 3);
      findings.push({
        file,
        ...place(text, issue.offset),
        rule: 'spelling',
        message: `unknown word "${issue.text}"`,
        fix: `${suggestions.length > 0 ? `did you mean ${suggestions.map((s) => `"${s}"`).join(' or ')}? ` : ''}A real term (an aviation or SDK word): add it to cspell-words.txt; an identifier: put it in backticks`,
      });
    }
  }
  return findings;
}

async function markdownlintFindings(files: string[]): Promise<Finding[]> {
  const {lint} = await import('markdownlint/promise');
  const {default: options} = (await import(path.resolve('.markdownlint-cli2.mjs'))) as {
    default: {config: Record<string, unknown>};
  };
  const results = await lint({files, config: options.config});
  return Object.entries(results).flatMap(([file, errors]) =>
    errors.map((error) => ({
      file,
      line: error.lineNumber,
      column: error.errorRange?.[0] ?? 1,
      rule: `markdownlint ${error.ruleNames.join('/')}`,
      message: `${error.ruleDescription}${error.errorDetail ? `: ${error.errorDetail}` : ''}`,
      fix: error.ruleInformation ? `see ${error.ruleInformation}` : 'see the rule in markdownlint',
    })),
  );
}

async function linkFindings(pages: Page[]): Promise<Finding[]> {
  const site = await loadSiteRoutes();
  const anchors = anchorReader(site, (file) => readContent(file), new Map(pages.map(({file, page}) => [file, page])));
  const found = await Promise.all(pages.map(({file, page}) => linkProblems(file, page, site, anchors)));
  return found.flatMap((problems, index) =>
    problems.map(({url: _url, ...problem}) => ({file: pages[index]!.file, ...problem})),
  );
}

async function sampleFindings(files: string[]): Promise<Finding[]> {
  const {problems} = await checkSamples('.', {only: new Set(files)});
  return problems.map(({file, line, message}) => ({
    file,
    line,
    column: 1,
    rule: 'sample',
    message,
    fix: 'correct the sample as the message says; `npm run check:samples` checks every sample of the site',
  }));
}

/** Every problem of the files (site-relative pages and the OpenAPI document), sorted by place. */
export async function checkFiles(files: readonly string[], {samples = true} = {}): Promise<Finding[]> {
  const targets = checkable(files);
  const pageFiles = targets.filter(isPage);
  const pages = pageFiles.map((file) => ({file, page: readContent(file)}));
  // A page MDX cannot read is reported (by the content rules, with the parser's place); its other
  // checks would read it as something it is not.
  const readable = pages.filter(({page}) => !page.mdxError);
  const knowledge = loadKnowledge();
  const spec = targets.includes(OPENAPI_SPEC)
    ? specTexts(readFileSync(OPENAPI_SPEC, 'utf8')).map(({page}) => ({file: OPENAPI_SPEC, page}))
    : [];
  const findings = await Promise.all([
    pages.flatMap(ruleFindings),
    claimFindings([...readable, ...spec], knowledge),
    spellingFindings(pageFiles),
    markdownlintFindings(pageFiles),
    readable.length > 0 ? linkFindings(readable) : [],
    samples
      ? sampleFindings(targets.filter((file) => readable.some((p) => p.file === file) || file === OPENAPI_SPEC))
      : [],
  ]);
  return findings
    .flat()
    .sort(
      (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule),
    );
}

export const formatFinding = (f: Finding) =>
  `${f.file}:${f.line}:${f.column}  ${f.rule}  ${f.message}\n    fix: ${f.fix}`;

/** GitHub Actions' escaping of a workflow command's data and properties. */
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** A finding as a GitHub Actions annotation on the pull request's line. */
export const annotation = (f: Finding) =>
  `::error file=${escapeProperty(f.file)},line=${f.line},col=${f.column},title=${escapeProperty(f.rule)}::${escapeData(`${f.message}. Fix: ${f.fix}`)}`;

async function main() {
  const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const missing = named.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.error(`check: no such file: ${missing.join(', ')}`);
    process.exitCode = 1;
    return;
  }
  const files = checkable(named.length > 0 ? named : changedFiles());
  if (files.length === 0) {
    console.log(
      named.length > 0 ? 'check: none of these is a page or the OpenAPI document.' : 'check: no changed pages.',
    );
    return;
  }
  const started = performance.now();
  const findings = await checkFiles(files, {samples: !process.argv.includes('--no-samples')});
  for (const finding of findings) console.error(formatFinding(finding));
  if (process.env.CI === 'true') for (const finding of findings) console.log(annotation(finding));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\ncheck: ${files.length} file(s), ${findings.length} problem(s) in ${seconds} s`);
  if (findings.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
