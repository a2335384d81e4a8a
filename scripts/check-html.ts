// The Nu HTML Checker (vnu-jar, run with Java) over every HTML file the build's site.json lists:
// any error fails, warnings are listed and do not. `npm run check:html [build folder]` (default:
// build).
// Java is the system's and never downloaded (vnu-jar's own launcher would fetch a runtime from
// GitHub): when `java` is missing and we are root on Debian, Debian's default-jre-headless is
// installed with apt-get; otherwise it fails at once with the command to run.
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {commandWorks, ensureDebianPackages} from '../src/core/debian.ts';
import {checkPages} from '../src/core/check-pages.ts';
import {htmlFileOf} from '../src/core/site/model.ts';
import {readSite} from '../src/core/site/manifest.ts';
import {findAll, findFirst, parseHtml} from '../src/core/site/html.ts';

const require = createRequire(import.meta.url);

/** Java as a Debian requirement, so that `npm test` can install it with the other packages. */
export const javaRequirement = {
  what: 'Java (the Nu HTML Checker)',
  present: () => commandWorks('java', ['-version']),
  packages: ['default-jre-headless'],
};

/**
 * Every HTML file of the build in `dir` (its pages and the pages the pipeline writes), sorted; with
 * CHECK_PAGES (routes separated by commas: the pull request's changed pages), those pages' files.
 */
function htmlFiles(dir: string): string[] {
  try {
    const files = readSite(dir).htmlFiles;
    const only = checkPages();
    const wanted = only && new Set(only.map(htmlFileOf));
    return files.filter((file) => !wanted || wanted.has(file)).map((file) => path.join(dir, file));
  } catch (error) {
    throw new Error(`No .html files under ${dir}: ${(error as Error).message}`);
  }
}

/**
 * Runs vnu over `files` and returns its messages (`file` as given), sorted by file and position.
 * Info messages that are not warnings (vnu's "info" without subtype) are not asked for.
 */
function runVnu(files: string[]): HtmlMessage[] {
  const jar = require.resolve('vnu-jar/build/dist/vnu.jar');
  // One JVM checks the pages one after another: a small heap and the serial collector take less
  // memory and CPU than the defaults (a quarter of the RAM, a parallel collector) on a small machine.
  const java = ['-Xmx512m', '-XX:+UseSerialGC', '-jar', jar];
  const vnu = ['--format', 'json', '--stdout', '--exit-zero-always', '--skip-info-messages'];
  const result = spawnSync('java', [...java, ...vnu, ...files], {encoding: 'utf8', maxBuffer: 1024 ** 3});
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`vnu exited with code ${result.status}:\n${result.stderr.trim()}`);
  }
  const byPath = new Map(files.map((file) => [path.resolve(file), file]));
  const found: {
    url?: string;
    firstLine?: number;
    lastLine?: number;
    firstColumn?: number;
    lastColumn?: number;
    message: string;
    type: string;
  }[] = JSON.parse(result.stdout).messages;
  const messages = found.map((message) => {
    const url = message.url ?? '';
    const absolute = url.startsWith('file:') ? fileURLToPath(url) : url;
    return {
      file: byPath.get(absolute) ?? absolute,
      line: message.firstLine ?? message.lastLine ?? 0,
      column: message.firstColumn ?? message.lastColumn ?? 0,
      message: message.message,
      // "error" (subtype "fatal" too) and "non-document-error" (a page vnu could not read) fail;
      // "info" with subtype "warning" is a warning.
      error: message.type !== 'info',
    };
  });
  return messages.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

export type HtmlMessage = {file: string; line: number; column: number; message: string; error: boolean};

/**
 * Whether a message is about the CSS of a `<style>` in the page's head: the critical CSS that the
 * critical-css patch inlines. That CSS is the build's own stylesheets' rules, which Lightning
 * CSS parsed and minified; vnu's CSS checker predates some of it (`@layer` is a "Parse Error" to
 * it, `line-clamp` an unknown property), and it never checked those stylesheets as files either.
 * CSS in `style=` attributes and everything else on the page is still checked.
 */
export function inInlinedCss(message: HtmlMessage, spans: InlinedCssSpan[]): boolean {
  if (!message.message.startsWith('CSS:')) return false;
  const where = at(message);
  return spans.some(({start, end}) => start <= where && where <= end);
}

/** A point of a page as one comparable number: its line, then its column. */
const at = (point: {line: number; column: number}) => point.line * 1e9 + point.column;
type InlinedCssSpan = {start: number; end: number};

/** Where the `<style>` elements of a page's head start and end (see inInlinedCss); a page is parsed once. */
export function inlinedCssSpans(html: string): InlinedCssSpan[] {
  const head = findFirst(parseHtml(html), (node) => node.tagName === 'head');
  return findAll(head ?? {type: 'root', children: []}, (node) => node.tagName === 'style').flatMap((style) =>
    style.position ? [{start: at(style.position.start), end: at(style.position.end)}] : [],
  );
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const format = ({file, line, column, message}: HtmlMessage) =>
  `${path.relative('.', file)}:${line}:${column}  ${message}`;

/** Checks every page under `dir`, prints the report and returns the number of errors. */
export function checkHtml(dir: string, log = console.log): number {
  const files = htmlFiles(dir);
  if (files.length === 0) throw new Error(`No .html files under ${dir}: build the site first (npm run build).`);
  ensureDebianPackages([javaRequirement]);
  const spans = new Map<string, InlinedCssSpan[]>();
  const spansOf = (file: string) => {
    if (!spans.has(file)) spans.set(file, inlinedCssSpans(readFileSync(file, 'utf8')));
    return spans.get(file)!;
  };
  const all = runVnu(files);
  const messages = all.filter((m) => !m.message.startsWith('CSS:') || !inInlinedCss(m, spansOf(m.file)));
  const errors = messages.filter((m) => m.error);
  const warnings = messages.filter((m) => !m.error);
  if (errors.length > 0) log(`errors:\n${errors.map(format).join('\n')}\n`);
  if (warnings.length > 0) log(`warnings (not failing):\n${warnings.map(format).join('\n')}\n`);
  const inlined = all.length - messages.length;
  log(
    `html: ${plural(files.length, 'file')} checked, ${plural(errors.length, 'error')}, ${plural(warnings.length, 'warning')}${inlined > 0 ? ` (and ${plural(inlined, 'message')} of vnu's CSS checker on the inlined critical CSS, not counted)` : ''}`,
  );
  return errors.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = checkHtml(process.argv[2] ?? 'build') > 0 ? 1 : 0;
  } catch (error) {
    console.error(`check-html: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
