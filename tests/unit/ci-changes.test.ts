// The workflow's classifier on real pull requests' file lists (commits of this repository): a change
// of writers' files only gets the quick content job; anything else, the whole suite.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {classify, touchesFacts} from '../../scripts/ci-changes.ts';

/** Content-only commits of the history, by their hash. */
const CONTENT = {
  '771140c (the AI assistants page and its sidebar entry)': ['docs/ai-assistants.md', 'sidebars.ts'],
  '22c665f (claims stated as the sheet does, iOS 2.2)': [
    'ios_versioned_docs/version-2.2/advanced/alerts.md',
    'ios_versioned_docs/version-2.2/basic/data.md',
    'ios_versioned_docs/version-2.2/quick-start.md',
    'ios_versioned_docs/version-2.2/versions/index.md',
  ],
  '4545471 (Web SDK flows, Next and 0.5)': ['js/features/types.md', 'js_versioned_docs/version-0.5/features/types.md'],
  'd9a8b69 (the large-area guide)': ['api/large-areas.mdx'],
  '3946716 (the README)': ['README.md'],
  'a new fact and the page that states it': ['facts/api.json', 'api/introduction.mdx'],
};

/** Commits that changed code beside content, by their hash. */
const CODE = {
  'a37ae09 (route corridors: pages, the allow-list, code and tests)': [
    'api/corridor-checker.mdx',
    'api/large-areas.mdx',
    'claims/allowed.yaml',
    'src/components/CorridorMap/input.ts',
    'tests/e2e/corridor-checker.spec.ts',
  ],
  'ca53e30 (pages, the OpenAPI document and the samples check)': [
    'api/faq.md',
    'claims/allowed.yaml',
    'openapi/skypath.yaml',
    'scripts/samples/domain.ts',
  ],
  'd0afd68 (the README and a browser test)': ['README.md', 'tests/e2e/search-ranking.spec.ts'],
  'a version added (the versions list)': ['ios_versions.json', 'ios_versioned_docs/version-3.1/install.md'],
  'a generated page edited by hand': ['api/reference/get-aircraft.api.mdx'],
  'the workflow itself': ['.github/workflows/docs.yml'],
  'a domain limit (the corridor rules and every sample read it)': ['facts/domain.json'],
  'an SDK release in the facts': ['facts/sdk/ios/sdk-3.1.yaml'],
};

for (const [commit, files] of Object.entries(CONTENT)) {
  test(`content only: ${commit}`, () => assert.equal(classify(files), 'content'));
}
for (const [commit, files] of Object.entries(CODE)) {
  test(`code: ${commit}`, () => assert.equal(classify(files), 'code'));
}
test('no change at all runs the whole suite', () => assert.equal(classify([]), 'code'));

test('a change of the facts or the claims lists checks every page against them, a page alone only itself', () => {
  assert.equal(touchesFacts(['facts/web-sdk.json']), true);
  assert.equal(touchesFacts(['claims/allowed.yaml', 'docs/faq.md']), true);
  assert.equal(touchesFacts(['docs/faq.md', 'sidebars.ts']), false);
});
