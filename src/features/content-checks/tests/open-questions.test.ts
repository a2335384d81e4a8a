// Unknowns are said once, in one list (facts/open-questions.json): each section's and version's
// FAQ ends with the questions to confirm with SkyPath, at the anchor every other page links to,
// filled in from that list. The build's broken-anchor check catches a link to a FAQ that lost the
// anchor; this catches a FAQ without the list, a question no FAQ shows, and the list's rendering.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {DOCS_SECTIONS, isSdkSection, versionDir} from '../../../core/contentFolders.mjs';
import {VERSIONS} from '../../../core/sections.ts';
import {openQuestions, placeOfFile, remarkOpenQuestions} from '../../../core/open-questions.ts';
import {readContent} from '../content-model.ts';

const ANCHOR = 'confirm-with-skypath';
const dirs = DOCS_SECTIONS.flatMap((section) =>
  isSdkSection(section)
    ? [section, ...[VERSIONS[section].latest, ...VERSIONS[section].older].map((v) => versionDir(section, v))]
    : [section],
);
const faqs = dirs.map((dir) => `${dir}/faq.md`);
const questions = openQuestions();

test('every section and version has one "Questions to confirm with SkyPath" section in its FAQ, with the list', () => {
  assert.ok(faqs.length >= 7, `expected a FAQ per section and version, found ${faqs.join(', ')}`);
  for (const file of faqs) {
    assert.ok(existsSync(file), `${file} is missing`);
    const {text} = readContent(file);
    const headings = text.match(new RegExp(`^##+ .*\\{#${ANCHOR}\\}$`, 'gm')) ?? [];
    assert.equal(headings.length, 1, `${file} needs exactly one heading with {#${ANCHOR}}`);
    const section = text.slice(text.indexOf(headings[0]!)).split(/^## /m)[1] ?? '';
    assert.match(section, /^::open-questions$/m, `${file}: its list goes where "::open-questions" stands`);
  }
});

test('every open question is shown in at least one FAQ, and every FAQ shows some', () => {
  const places = new Set(faqs.map(placeOfFile));
  for (const question of questions) {
    for (const place of question.places) assert.ok(places.has(place), `${question.id}: no FAQ is "${place}"`);
  }
  for (const place of places)
    assert.ok(
      questions.some((q) => q.places.includes(place!)),
      `no question for ${place}`,
    );
});

test("a FAQ's list is its place's questions, as a table when they say what to do meanwhile", async () => {
  for (const file of faqs) {
    const tree = structuredClone(readContent(file).tree);
    remarkOpenQuestions({questions})(tree, {path: `/site/${file}`});
    const mine = questions.filter((q) => q.places.includes(placeOfFile(file)!));
    const shown = JSON.stringify(tree);
    assert.ok(!shown.includes('"name":"open-questions"'), `${file}: the directive is replaced`);
    const table = tree.children.findLast((node) => node.type === 'table');
    if (mine.some((q) => q.until))
      assert.equal(table && 'children' in table ? table.children.length - 1 : 0, mine.length, file);
    else
      assert.ok(
        tree.children.some((node) => node.type === 'list'),
        `${file}: a list`,
      );
  }
  assert.equal(placeOfFile('/site/ios_versioned_docs/version-2.2/faq.md'), 'ios/2.2');
  assert.equal(placeOfFile('/site/js/faq.md'), 'js/next');
  assert.equal(placeOfFile('/site/api/faq.md'), 'api');
});
