// Markdown for people and tools (src/features/markdown-export, theme/PageActions):
// every docs page and blog post at <path>.md, llms.txt for the site and each docs section, the
// OpenAPI spec at /api/openapi.yaml, and the "Copy page as Markdown" button of the page actions
// (their menu: tests/page-actions.spec.ts).
import {type APIRequestContext, type Page} from '@playwright/test';
import {SITE} from '../../../core/constants';
import {findFirst, hasClass, parseHtml} from '../../../core/site/html';
import {
  test,
  expect,
  escapeRegExp,
  expectNoAxeViolations,
  fixture,
  IOS_LATEST,
  IOS_OLDEST,
  open,
  setDarkMode,
  versionedPath,
  WEB_LATEST,
} from '../../../../tests/e2e/helpers';

/** Pages from every section and version. */
const SAMPLES = [
  '/docs/',
  '/docs/main-concepts',
  '/api/quick-start',
  '/api/reference/get-corridor-data-geo-fencing',
  '/ios/basic/data',
  versionedPath('ios', IOS_OLDEST, 'advanced/nowcast'),
  '/ios/next/basic/query-data',
  '/js/configuration',
  '/js/next/features/types',
  '/blog/welcome',
];

/** Routes of the spec that are neither docs pages nor blog posts: they have no Markdown copy. */
const HTML_ONLY = ['/', '/blog', '/blog/archive', '/blog/tags', '/blog/tags/skypath'];

const SECTIONS = ['docs', 'api', 'ios', 'js'];

/** The Markdown copy's path: the page's path without a trailing slash, plus .md. */
function mdPath(route: string): string {
  return `${route.replace(/\/$/, '')}.md`;
}

/** The fenced code blocks of a Markdown text: language and body. */
function fencedBlocks(markdown: string): {language: string; body: string}[] {
  return [...markdown.matchAll(/^(`{3,}|~{3,})([^\n`]*)\n([\s\S]*?)\n\1[ \t]*$/gm)].map((match) => ({
    language: (match[2] ?? '').trim().split(/\s+/)[0] ?? '',
    body: match[3] ?? '',
  }));
}

/** The text outside fenced code blocks and inline code spans (where `<T>` is code, not HTML). */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1[ \t]*$/gm, '').replace(/(`+)[^`\n]+?\1/g, '');
}

/** Heading text without Markdown markup, for comparing with the HTML heading's text. */
function plain(text: string): string {
  return text
    .replace(/[`*_\\]/g, '')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What the converted page must show, read from the hydrated HTML page. */
async function htmlFacts(page: Page) {
  return page.evaluate(() => {
    const article = document.querySelector('article');
    const headings = [...(article?.querySelectorAll('h2') ?? [])]
      // The API reference's path is styled as an h2; it is checked on its own (method and path).
      .filter((heading) => !heading.classList.contains('openapi__method-endpoint-path'))
      .map((heading) => heading.textContent ?? '');
    // Every code block, hidden tab panels included (Docusaurus renders every panel).
    const code = [...(article?.querySelectorAll<HTMLElement>('.theme-code-block') ?? [])].map((block) => ({
      language: [...block.classList].find((name) => name.startsWith('language-'))?.slice('language-'.length),
      lines: [...block.querySelectorAll('.token-line')].map((line) => line.textContent ?? ''),
    }));
    return {title: article?.querySelector('h1')?.textContent ?? '', headings, code};
  });
}

async function markdownOf(request: APIRequestContext, route: string): Promise<string> {
  const response = await request.get(mdPath(route));
  expect(response.status(), `${mdPath(route)} is served`).toBe(200);
  return response.text();
}

test.describe('Markdown copies of pages', () => {
  for (const route of SAMPLES) {
    test(`${route} as Markdown: title, headings, first code block, no HTML or JSX`, async ({page, request}) => {
      await open(page, route);
      const facts = await htmlFacts(page);
      const markdown = await markdownOf(request, route);

      expect(markdown.startsWith(`# ${plain(facts.title)}\n`), `starts with "# ${facts.title}"`).toBe(true);

      const markdownHeadings = markdown
        .split('\n')
        .flatMap((line) => (/^#{2,6} /.test(line) ? [plain(line.replace(/^#+ /, ''))] : []));
      for (const heading of facts.headings) expect(markdownHeadings).toContain(plain(heading));

      // The first code block; on pages other than the API reference (whose browser-rendered samples
      // and schema examples are not in the Markdown), every code block, those in hidden tabs too.
      const checked = route.startsWith('/api/reference/') ? facts.code.slice(0, 1) : facts.code;
      for (const code of checked) {
        const expected = code.lines
          .map((line) => line.trimEnd())
          .join('\n')
          .trim();
        const blocks = fencedBlocks(markdown).filter((block) => block.language === code.language);
        expect(blocks.length, `a \`\`\`${code.language} block`).toBeGreaterThan(0);
        const found = blocks.some((block) =>
          block.body
            .split('\n')
            .map((line) => line.trimEnd())
            .join('\n')
            .includes(expected),
        );
        expect(found, `\`\`\`${code.language} block with:\n${expected}`).toBe(true);
      }

      const outside = prose(markdown);
      expect(outside.match(/<\/?[A-Za-z][^>]*>/g) ?? []).toEqual([]);
      expect(outside.split('\n').filter((line) => /^(import|export) /.test(line))).toEqual([]);
      for (const furniture of [
        'Was this page helpful?',
        'Edit this page',
        'Last updated',
        'On this page',
        'Version: ',
      ]) {
        expect(markdown).not.toContain(furniture);
      }
    });
  }

  test('most samples have a code block, so the code check above is not vacuous', async ({request}) => {
    // Code blocks are in the server-rendered HTML: counted there, with no page to open and hydrate.
    let withCode = 0;
    for (const route of SAMPLES) {
      const html = await (await request.get(route)).text();
      const tree = parseHtml(html);
      if (findFirst(tree, (node) => node.tagName === 'div' && hasClass(node, 'theme-code-block'))) withCode += 1;
    }
    expect(withCode).toBeGreaterThanOrEqual(6);
  });

  test('an API reference page: method and path at the top, body fields with types and limits, response codes', async ({
    request,
  }) => {
    const markdown = await markdownOf(request, '/api/reference/get-corridor-data-geo-fencing');
    expect(markdown.split('\n').slice(0, 4).join('\n')).toContain('`POST /observations/v5/corridor`');
    expect(markdown).toMatch(/^\| `minAltitude` \| number \| no \| 5 to 52; default `5` \| .+ \|$/m);
    expect(markdown).toMatch(/^\| `corridor\.coordinates` \| number\[\]\[\]\[\] \| yes \| .*4 to 250 items.* \|$/m);
    for (const status of ['200', '400', '401']) expect(markdown).toMatch(new RegExp(`^### ${status}\\n\\n\\S`, 'm'));
    expect(markdown).toContain('`x-api-key`');
  });

  test('every page listed in llms.txt: a title first, a language on every code block, no HTML or JSX', async ({
    request,
  }) => {
    const text = await (await request.get('/llms.txt')).text();
    const pages = [...text.matchAll(/\]\((\S+\.md)\)/g)].map((match) => (match[1] ?? '').slice(SITE.url.length));
    expect(pages.length).toBeGreaterThan(90);
    const problems: string[] = [];
    for (const path of pages) {
      const markdown = await (await request.get(path)).text();
      if (!/^# \S/.test(markdown)) problems.push(`${path}: does not start with "# "`);
      for (const block of fencedBlocks(markdown))
        if (!block.language) problems.push(`${path}: a code block without a language`);
      const tags = prose(markdown).match(/<\/?[A-Za-z][^>]*>/g);
      if (tags) problems.push(`${path}: HTML ${tags.slice(0, 3).join(' ')}`);
      if (
        prose(markdown)
          .split('\n')
          .some((line) => /^(import|export) /.test(line))
      )
        problems.push(`${path}: an import or export line`);
    }
    expect(problems).toEqual([]);
  });

  test('a page that is not a doc or a post has no Markdown copy', async ({request}) => {
    expect((await request.get('/blog/archive.md')).status()).toBe(404);
  });
});

test.describe('llms.txt', () => {
  /** The `- [Title](URL)` links of an llms.txt. */
  function listLinks(text: string): string[] {
    return [...text.matchAll(/^- \[[^\]]*\]\(([^)\s]+)\)/gm)].map((match) => match[1] ?? '');
  }

  function local(url: string): string {
    expect(url.startsWith(SITE.url), `${url} is on the site`).toBe(true);
    return url.slice(SITE.url.length) || '/';
  }

  test('the root llms.txt follows the format and lists every route of the spec', async ({request}) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(new RegExp(`^# ${SITE.title}\\n\\n> \\S.*\\n\\n`));
    const headings = text.split('\n').filter((line) => line.startsWith('## '));
    expect(headings.at(-1)).toBe('## Optional');
    const links = new Set(listLinks(text).map(local));
    for (const route of fixture.routes) {
      const expected = HTML_ONLY.includes(route) ? route : mdPath(route);
      expect(links.has(expected), `${route} is listed as ${expected}`).toBe(true);
    }
    const optional = text.slice(text.indexOf('## Optional'));
    for (const route of HTML_ONLY) expect(listLinks(optional).map(local)).toContain(route);
    expect(links.has('/api/openapi.yaml')).toBe(true);
  });

  test('the root llms.txt tells agents the API version, hosts, key header and latest SDKs', async ({request}) => {
    const text = await (await request.get('/llms.txt')).text();
    expect(text).toContain('`POST /observations/v5/corridor`');
    expect(text).toMatch(/Do not use `POST \/v4\/map` in new code: it is deprecated\./);
    expect(text).toContain('`https://api.skypath.io`');
    expect(text).toContain('`https://staging-api.skypath.io`');
    expect(text).toContain('`x-api-key`');
    expect(text).toContain(`iOS SDK: the latest release is ${IOS_LATEST}`);
    expect(text).toContain(`Web SDK: the latest release is ${WEB_LATEST}`);
    expect(text).toMatch(new RegExp(`^## iOS SDK ${escapeRegExp(IOS_OLDEST)} \\(older release\\)$`, 'm'));
    expect(text).toMatch(/^## iOS SDK Next \(unreleased\)$/m);
    expect(text).toMatch(/^## Web SDK Next \(unreleased\)$/m);
  });

  test('every link in the llms.txt files resolves on the site', async ({request}) => {
    const urls = new Set<string>();
    for (const file of ['/llms.txt', ...SECTIONS.map((section) => `/${section}/llms.txt`)]) {
      for (const url of listLinks(await (await request.get(file)).text())) urls.add(local(url));
    }
    const failures: string[] = [];
    for (const path of urls) {
      const response = await request.get(path);
      if (response.status() !== 200) failures.push(`${path}: ${response.status()}`);
    }
    expect(failures).toEqual([]);
    expect(urls.size).toBeGreaterThan(fixture.routes.length);
  });

  for (const section of SECTIONS) {
    test(`/${section}/llms.txt lists only its section`, async ({request}) => {
      const response = await request.get(`/${section}/llms.txt`);
      expect(response.status()).toBe(200);
      const text = await response.text();
      expect(text).toMatch(/^# .+\n\n> \S/);
      const links = listLinks(text).map(local);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link === `/${section}.md` || link.startsWith(`/${section}/`), link).toBe(true);
      const routes = fixture.routes.filter((route) => route.startsWith(`/${section}/`));
      for (const route of routes) expect(links).toContain(mdPath(route));
    });
  }

  test('the OpenAPI spec is served at /api/openapi.yaml and listed in the API llms.txt', async ({request}) => {
    const response = await request.get('/api/openapi.yaml');
    expect(response.status()).toBe(200);
    expect((await response.text()).startsWith('openapi:')).toBe(true);
    expect(listLinks(await (await request.get('/api/llms.txt')).text())).toContain(`${SITE.url}/api/openapi.yaml`);
  });

  test('the API introduction offers the spec for download', async ({page}) => {
    await open(page, '/api/introduction');
    const link = page.locator('article').getByRole('link', {name: 'openapi.yaml'});
    await expect(link).toHaveAttribute('href', '/api/openapi.yaml');
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
  });
});

test.describe('Copy page as Markdown', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  for (const route of ['/ios/basic/data', '/api/reference/get-corridor-data-geo-fencing', '/blog/welcome']) {
    test(`${route}: the button copies the page's Markdown and says so`, async ({page, request}) => {
      await open(page, route);
      const status = page.getByRole('status').filter({hasText: /Copied|Could not/});
      await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
      await expect(status).toHaveText('Copied');
      await expect(status).toHaveAttribute('aria-live', 'polite');
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      expect(clipboard).toBe(await markdownOf(request, route));
      await page.getByRole('button', {name: 'More page actions'}).click();
      await expect(page.getByRole('menuitem', {name: 'View as Markdown'})).toHaveAttribute('href', mdPath(route));
    });
  }

  test('the button works from the keyboard', async ({page}) => {
    await open(page, '/docs/');
    const button = page.getByRole('button', {name: 'Copy page as Markdown'});
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Introduction\n/);
  });

  test('a failed copy is reported, not silent, in colours that pass axe in both modes', async ({page}) => {
    await page.route('**/*.md', (route) => route.fulfill({status: 404, body: 'Not found'}));
    await open(page, '/ios/basic/data');
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Could not copy the page'})).toBeVisible();
    await expectNoAxeViolations(page);
    await setDarkMode(page);
    await expectNoAxeViolations(page);
  });

  test("an HTML page where the Markdown should be (a host's fallback page) is not copied", async ({page}) => {
    await page.route('**/*.md', (route) =>
      route.fulfill({status: 200, contentType: 'text/html', body: '<!doctype html><p>Page</p>'}),
    );
    await open(page, '/blog/welcome');
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Could not copy the page'})).toBeVisible();
  });

  test('on the blog, only the post page has the button, not the list', async ({page}) => {
    await open(page, '/blog');
    await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toHaveCount(0);
    await open(page, '/blog/welcome');
    await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toHaveCount(1);
  });

  for (const route of ['/ios/basic/data', '/blog/welcome']) {
    for (const mode of ['light', 'dark'] as const) {
      test(`${route} with the button and its feedback: no axe violations in ${mode} mode`, async ({page}) => {
        await open(page, route);
        if (mode === 'dark') await setDarkMode(page);
        await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
        await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }
});
