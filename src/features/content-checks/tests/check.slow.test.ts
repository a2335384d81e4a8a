// A writer's two pages (an iOS SDK page and an Intro page) with every kind of mistake, checked by one run of `npm run check` on a copy
// of the site: each mistake is reported with its file, line and column, and a fix that names a
// real file, page, heading or word.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {copyFileSync, existsSync, rmSync} from 'node:fs';
import path from 'node:path';
import {copySources} from '../../../../scripts/growth-fixture.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const PAGES = {mistakes: 'ios/zz-writer-mistakes.md', unclosed: 'docs/zz-unclosed-tag.mdx'};

test('one run reports all seven mistakes of both pages, each with a fix, and exits non-zero once', () => {
  const dir = copySources();
  try {
    copyFileSync(path.join(FIXTURES, 'writer-mistakes.md'), path.join(dir, PAGES.mistakes));
    copyFileSync(path.join(FIXTURES, 'unclosed-tag.mdx'), path.join(dir, PAGES.unclosed));
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/features/content-checks/check.ts', PAGES.mistakes, PAGES.unclosed],
      {cwd: dir, encoding: 'utf8', env: {...process.env, CI: 'true'}},
    );
    const output = `${run.stdout}\n${run.stderr}`;
    assert.equal(run.status, 1, output);
    /** The reported problem at `file:line`, with its rule, message (holding `text`, if given) and fix. */
    const find = (file: string, line: number, rule: string, text = '') => {
      const holding = `[^\\n]*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\n]*`;
      const match = new RegExp(`^${file}:${line}:(\\d+)  ${rule}  (${holding})\\n    fix: (.+)$`, 'm').exec(output);
      assert.ok(match, `no ${rule} ${text} at ${file}:${line} in:\n${output}`);
      return {column: Number(match[1]), message: match[2]!, fix: match[3]!};
    };

    // Both numbers no fact gives: the rate and the interval.
    assert.match(find(PAGES.mistakes, 8, 'claim', '"37 corridor').message, /no fact gives this number/);
    const claim = find(PAGES.mistakes, 8, 'claim', '"90 seconds"');
    assert.match(claim.message, /"90 seconds"/);
    assert.match(claim.fix, /claims\/allowed\.yaml/);
    assert.match(claim.fix, /facts\/ios\.json \{id, kind, text, topics, status, source\}/);
    assert.ok(existsSync('claims/allowed.yaml'));

    assert.match(find(PAGES.mistakes, 10, 'image-alt').fix, /alt text/);

    const spelling = find(PAGES.mistakes, 12, 'spelling');
    assert.equal(spelling.column, 49);
    assert.match(spelling.fix, /"response"/);
    assert.match(spelling.fix, /cspell-words\.txt/);

    const link = find(PAGES.mistakes, 14, 'link');
    const [, suggested] = /\(([^)]+\.mdx?)\)/.exec(link.fix) ?? [];
    assert.ok(suggested && existsSync(suggested), `the fix names an existing page: ${link.fix}`);

    const anchor = find(PAGES.mistakes, 14, 'anchor');
    assert.match(anchor.fix, /#severity\b/);

    const mdx = find(PAGES.unclosed, 8, 'mdx');
    assert.ok(mdx.column > 1, "the parser's column");
    assert.match(mdx.message, /<Tabs>/);

    // An SDK name the facts do not give for the page's version: the nearest they do, and their file.
    const name = find(PAGES.mistakes, 22, 'sdk-name');
    assert.equal(name.column, 19);
    assert.match(name.message, /did you mean `startMonitoringNotifications`\?/);
    const [inventory] = /facts\/sdk\/ios\/sdk-[\w.]+\.yaml/.exec(name.fix) ?? [];
    assert.ok(inventory && existsSync(inventory), `the fix names the version's inventory: ${name.fix}`);

    // Each once, and the annotations for the pull request's lines.
    assert.equal(output.match(/ image-alt /g)?.length, 1);
    assert.match(output, /^::error file=ios\/zz-writer-mistakes\.md,line=12,col=49,title=spelling::/m);
    assert.match(output, /^check: 2 file\(s\), \d+ problem\(s\)/m);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
