// `npm run check`'s output: each problem once as `file:line:column  rule  message` with its fix, and
// with CI=true a GitHub Actions annotation on the problem's line, its text escaped as the runner
// reads workflow commands.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {annotation, checkable, formatFinding, type Finding} from '../check.ts';

const finding: Finding = {
  file: 'docs/faq.md',
  line: 12,
  column: 5,
  rule: 'claim',
  message: '"37 requests": no fact gives this number, 100% sure',
  fix: 'add it to facts/api.json, or take it out',
};

test('a finding prints as file:line:column, rule and message, then its fix', () => {
  assert.equal(
    formatFinding(finding),
    'docs/faq.md:12:5  claim  "37 requests": no fact gives this number, 100% sure\n    fix: add it to facts/api.json, or take it out',
  );
});

test("an annotation names the file, line and column; its message and title are escaped as GitHub's runner reads them", () => {
  assert.equal(
    annotation(finding),
    '::error file=docs/faq.md,line=12,col=5,title=claim::"37 requests": no fact gives this number, 100%25 sure. Fix: add it to facts/api.json, or take it out',
  );
  const tricky = {...finding, file: 'api/a,b:c.md', rule: 'markdownlint MD001/heading-increment', message: 'one\ntwo'};
  assert.equal(
    annotation(tricky),
    '::error file=api/a%2Cb%3Ac.md,line=12,col=5,title=markdownlint MD001/heading-increment::one%0Atwo. Fix: add it to facts/api.json, or take it out',
  );
});

test('the check reads pages of the content folders and the OpenAPI document, nothing generated', () => {
  assert.deepEqual(
    checkable([
      './docs/faq.md',
      'api/reference/get-aircraft.api.mdx',
      'src/core/paths.ts',
      'openapi/skypath.yaml',
      'blog/2025-01-01-x.mdx',
      'docs/faq.md',
    ]),
    ['docs/faq.md', 'openapi/skypath.yaml', 'blog/2025-01-01-x.mdx'],
  );
});
