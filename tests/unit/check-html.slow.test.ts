// The Nu HTML Checker over a build folder fails on errors (with file and
// line) and lists warnings without failing. Slow: each run starts Java and vnu (several seconds).
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile, type ExecFileException} from 'node:child_process';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {fileURLToPath} from 'node:url';
import {javaRequirement} from '../../scripts/check-html.ts';

const SCRIPT = fileURLToPath(new URL('../../scripts/check-html.ts', import.meta.url));
// The child runs in a temporary folder, where `--import tsx` would not find the package.
const TSX = createRequire(import.meta.url).resolve('tsx');

const page = (title: string, body: string, lang = ' lang="en"') =>
  `<!DOCTYPE html>\n<html${lang}>\n<head><meta charset="utf-8"><title>${title}</title></head>\n<body>\n${body}\n</body>\n</html>\n`;

/**
 * Writes `pages` ({relative path: html}) into `<temp>/build`, with the site.json that lists them as
 * the build's files (the check reads the build through it), and returns the temp folder.
 */
function fixtureSite(pages: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'check-html-'));
  for (const [file, html] of Object.entries(pages)) {
    const target = path.join(root, 'build', file);
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, html);
  }
  const manifest = {siteUrl: 'https://docs.skypath.io', pages: [], files: Object.keys(pages).sort()};
  writeFileSync(path.join(root, 'build', 'site.json'), JSON.stringify(manifest));
  return root;
}

/** Runs the check in `cwd` with its default folder (build); resolves with {code, stdout}. */
async function check(cwd: string) {
  try {
    const {stdout} = await promisify(execFile)(process.execPath, ['--import', TSX, SCRIPT], {cwd});
    return {code: 0, stdout};
  } catch (caught) {
    const error = caught as ExecFileException & {stdout: string; stderr: string};
    return {code: error.code, stdout: `${error.stdout}${error.stderr}`};
  }
}

const VALID = page('Valid', '<pre><code><span class="line">const a = 1;</span><br></code></pre>');
// A warning, not an error: no lang attribute on <html>.
const WARNING = page('Warning', '<p>No language declared.</p>', '');
// Line 6 of each: the <div> (Docusaurus's code lines) and the <h2> (the OpenAPI endpoint).
const DIV_IN_CODE = page('Div in code', '<p>Code:</p>\n<pre><code><div class="token-line">a</div></code></pre>');
const H2_IN_PRE = page('H2 in pre', '<h1>Endpoint</h1>\n<pre><span>GET</span> <h2>/aircraft/v5</h2></pre>');

describe('check-html', {concurrency: true}, () => {
  test('a valid page passes, and a warning is listed without failing', async () => {
    const {code, stdout} = await check(fixtureSite({'index.html': VALID, 'docs/warning/index.html': WARNING}));
    assert.equal(code, 0, stdout);
    assert.match(
      stdout,
      /warnings \(not failing\):\nbuild\/docs\/warning\/index\.html:\d+:\d+ {2}Consider adding a “lang” attribute/,
    );
    assert.doesNotMatch(stdout, /^build\/index\.html/m);
    assert.match(stdout, /^html: 2 files checked, 0 errors, 1 warning$/m);
  });

  test('a <div> in <code> and an <h2> in <pre> fail, with file and line', async () => {
    const {code, stdout} = await check(
      fixtureSite({'index.html': VALID, 'docs/code/index.html': DIV_IN_CODE, 'api/endpoint/index.html': H2_IN_PRE}),
    );
    assert.equal(code, 1, stdout);
    assert.match(
      stdout,
      /^build\/docs\/code\/index\.html:6:\d+ {2}Element “div” not allowed as child of element “code”/m,
    );
    assert.match(
      stdout,
      /^build\/api\/endpoint\/index\.html:6:\d+ {2}Element “h2” not allowed as child of element “pre”/m,
    );
    assert.match(stdout, /^html: 3 files checked, 2 errors, 0 warnings$/m);
  });

  test('an empty build folder is an error, not a pass', async () => {
    const {code, stdout} = await check(mkdtempSync(path.join(tmpdir(), 'check-html-')));
    assert.equal(code, 1);
    assert.match(stdout, /No \.html files under build/);
  });
});

test('Java comes from Debian’s default-jre-headless', () => {
  assert.deepEqual(javaRequirement.packages, ['default-jre-headless']);
  assert.equal(typeof javaRequirement.present(), 'boolean');
});
