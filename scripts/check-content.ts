// Checks every docs page and blog post with scripts/content-rules.ts and reports
// "file:line  rule  message" for writers. Exit code 1 when anything fails.
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {checkContent, type PageOptions} from './content-rules.ts';
import {readContent} from './content-model.ts';
import {BLOG_DIR, CONTENT_DIRS, GENERATED_DIRS, SDK_SECTIONS, sectionDirs} from '../src/contentFolders.mjs';

const GENERATED: string[] = GENERATED_DIRS.map((dir) => path.join(...dir.split('/')));

/** Pages that describe no API: no code block required. */
const NO_CODE_PAGES = /(^|\/)(faq|qa-process|versions\/index)\.mdx?$/;
/** Index pages whose use is their table of versions: exempt from the prose minimum. */
const INDEX_PAGES = /(^|\/)versions\/index\.mdx?$/;
/** Sections whose guide pages describe an API: the API and the SDKs, each version. */
const API_SECTIONS = new RegExp(`^(${(['api', ...SDK_SECTIONS] as const).flatMap(sectionDirs).join('|')})/`);
/** Pages that compare versions on purpose: migration guides, release notes, blog posts. */
const CROSS_VERSION_PAGES = new RegExp(`(^${BLOG_DIR}/|(^|/)(versions/migration-[^/]+|release-notes)\\.mdx?$)`);

/** Every page of the content folders (`root`-relative, `/`-separated, sorted), generated ones left out. */
export function contentFiles(root = '.'): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), {withFileTypes: true})) {
      const rel = path.join(dir, entry.name);
      if (GENERATED.includes(rel)) continue;
      if (entry.isDirectory()) walk(rel);
      else if (/\.mdx?$/.test(entry.name)) files.push(rel.split(path.sep).join('/'));
    }
  };
  CONTENT_DIRS.filter((dir) => existsSync(path.join(root, dir))).forEach(walk);
  return files.sort();
}

/** What the rules ask of a page, from where it is. */
export function optionsFor(file: string): PageOptions {
  return {
    minWords: INDEX_PAGES.test(file) ? false : undefined,
    requireCode: API_SECTIONS.test(file) && !NO_CODE_PAGES.test(file),
    crossVersion: CROSS_VERSION_PAGES.test(file),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = contentFiles();
  let count = 0;
  for (const file of files) {
    for (const problem of checkContent(readContent(file), optionsFor(file))) {
      console.error(`${file}:${problem.line}  ${problem.rule}  ${problem.message}`);
      count++;
    }
  }
  if (count > 0) {
    console.error(`\n${count} problem(s) in ${files.length} pages.`);
    process.exit(1);
  }
  console.log(`Content rules: ${files.length} pages, no problems.`);
}
