// Unknowns are said once per section (and per SDK version): each one's FAQ ends with the questions
// to confirm with SkyPath, at the anchor every other page links to. The build's broken-anchor check
// (npm test) catches a link to a FAQ that lost it; this catches a section that never had it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {DOCS_SECTIONS, isSdkSection, versionDir} from '../../../core/contentFolders.mjs';
import {VERSIONS} from '../../../core/sections.ts';
import {readContent} from '../content-model.ts';

const ANCHOR = 'confirm-with-skypath';

test('every section and version has one "Questions to confirm with SkyPath" section in its FAQ', () => {
  // Each section's own folder (Next for an SDK) and each released version's.
  const dirs = DOCS_SECTIONS.flatMap((section) =>
    isSdkSection(section)
      ? [section, ...[VERSIONS[section].latest, ...VERSIONS[section].older].map((v) => versionDir(section, v))]
      : [section],
  );
  const faqs = dirs.map((dir) => `${dir}/faq.md`);
  assert.ok(faqs.length >= 7, `expected a FAQ per section and version, found ${faqs.join(', ')}`);
  for (const file of faqs) {
    assert.ok(existsSync(file), `${file} is missing`);
    const headings = readContent(file).text.match(new RegExp(`^##+ .*\\{#${ANCHOR}\\}$`, 'gm')) ?? [];
    assert.equal(headings.length, 1, `${file} needs exactly one heading with {#${ANCHOR}}`);
  }
});
