import {execFileSync} from 'node:child_process';
import {test, expect, IOS_LATEST, IOS_OLDEST, open, versionedPath, versionedSource} from './helpers';

// Under every docs page: "Edit this page" on GitHub, "Last updated" from git, and "Was this page
// helpful?", which opens a pre-filled GitHub issue (no backend).

const REPO = 'https://github.com/Yamasee/skypath-docs';

/** The day (YYYY-MM-DD) of the last commit that changed a file, as the build reads it from git. */
const lastCommitDay = (file: string) =>
  execFileSync('git', ['log', '-1', '--format=%cs', '--', file], {encoding: 'utf8'}).trim();

const PAGES = [
  // Each version's page edits that version's own copy.
  {path: '/ios/basic/data', source: versionedSource('ios', IOS_LATEST, 'basic/data.md')},
  {path: versionedPath('ios', IOS_OLDEST, 'basic/data'), source: versionedSource('ios', IOS_OLDEST, 'basic/data.md')},
  {path: '/ios/next/basic/data', source: 'ios/basic/data.md'},
  {path: '/js/next/configuration', source: 'js/configuration.md'},
  {path: '/docs/', source: 'docs/introduction.md'},
  {path: '/api/quick-start', source: 'api/quick-start.mdx'},
  // The generated reference is edited in, and dated by, the OpenAPI spec it comes from.
  {path: '/api/reference/get-corridor-data-geo-fencing', source: 'openapi/skypath.yaml'},
];

for (const {path, source} of PAGES) {
  test(`${path}: "Edit this page" opens ${source}, "Last updated" is its last commit`, async ({page}) => {
    await open(page, path);
    const footer = page.locator('article footer, .theme-doc-footer').first();
    await expect(footer.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
      'href',
      `${REPO}/edit/main/${source}`,
    );
    const updated = footer.locator('time');
    await expect(updated).toBeVisible();
    expect((await updated.getAttribute('datetime'))?.slice(0, 10)).toBe(lastCommitDay(source));
  });
}

test('a blog post links to its source for editing', async ({page}) => {
  await open(page, '/blog/welcome');
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
    'href',
    `${REPO}/edit/main/blog/2025-01-15-welcome.md`,
  );
});

test('"Was this page helpful?" opens a GitHub issue with the page title and address filled in', async ({
  page,
  context,
}) => {
  // No network here: GitHub answers from the test.
  await context.route(`${REPO}/**`, (route) =>
    route.fulfill({contentType: 'text/html', body: '<title>New issue</title>'}),
  );
  const path = versionedPath('ios', IOS_OLDEST, 'basic/data');
  await open(page, path);
  const title = (await page.getByRole('heading', {level: 1}).textContent())!.trim();
  const group = page.getByRole('group', {name: 'Was this page helpful?'});
  for (const [answer, helpful] of [
    ['Yes', 'was helpful'],
    ['No', 'was not helpful'],
  ] as const) {
    const link = group.getByRole('link', {name: new RegExp(`^${answer},`)});
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const url = new URL((await link.getAttribute('href'))!);
    expect(`${url.origin}${url.pathname}`).toBe(`${REPO}/issues/new`);
    expect(url.searchParams.get('title')).toBe(`Docs feedback: "${title}" ${helpful}`);
    expect(url.searchParams.get('body')).toContain(`Page: https://docs.skypath.io${path}`);
  }
  // Reachable by keyboard, and opens the issue in a new tab.
  await group.getByRole('link', {name: /^Yes,/}).focus();
  const popup = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const issue = await popup;
  await issue.waitForLoadState();
  expect(new URL(issue.url()).searchParams.get('title')).toBe(`Docs feedback: "${title}" was helpful`);
});

test('the generated API reference pages carry the feedback control too', async ({page}) => {
  await open(page, '/api/reference/import-flight-plan');
  await expect(page.getByRole('group', {name: 'Was this page helpful?'})).toBeVisible();
});
