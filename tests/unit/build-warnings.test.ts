// The build gate of `npm test`: every kind of warning the spec (site-spec.md §5)
// lets the build print must be caught, with its details, and clean output must pass.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {findBuildWarnings} from '../../scripts/build-warnings.ts';

test('finds a broken-anchor warning with its details', () => {
  const output = [
    '[INFO] Creating an optimized production build...',
    '\u001b[33m[WARNING]\u001b[39m Docusaurus found broken anchors!',
    '',
    'Exhaustive list of all broken anchors found:',
    '- Broken anchor on source page path = /ios/basic/data:',
    '   -> linking to /docs/terminology#nope',
    '[SUCCESS] Generated static files in "build".',
  ].join('\n');
  const warnings = findBuildWarnings(output);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0], /broken anchors/);
});

test('finds duplicate-route and broken-Markdown-link warnings', () => {
  const output = [
    '[WARNING] Duplicate routes found!',
    '- Attempting to create page at /docs/faq, but a page already exists at this route.',
    '[WARNING] Markdown link with URL `./missing.md` in source file "ios/faq.md" (12:3) couldn\'t be resolved.',
  ].join('\n');
  const warnings = findBuildWarnings(output);
  assert.equal(warnings.length, 2);
  assert.match(warnings[0], /Attempting to create page at \/docs\/faq/);
  assert.match(warnings[1], /ios\/faq\.md/);
});

test('clean build output has no warnings', () => {
  const output = '[INFO] [en] Creating an optimized production build...\n[SUCCESS] Generated static files in "build".';
  assert.deepEqual(findBuildWarnings(output), []);
});
