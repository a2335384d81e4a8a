// The critical-css patch: each page's critical CSS inlined, its stylesheets linked at the end of
// its body, the rest of its markup untouched.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {criticalCssInliner, namesOf} from '../critical';
import {inlineCriticalCss} from '../step';
import {parseHtml, parseHtmlWithoutPositions, renderBlockingCss} from '../../../core/site/html';
import {treeDifference, withoutPositions} from '../../../core/site/model';
import {fakeSite} from '../../../../tests/unit/fake-site';

const LINK = '<link rel=stylesheet href=/assets/css/styles.css>';
const SCRIPT = '<script>document.documentElement.setAttribute("data-theme","dark")</script>';
const page = (head: string) =>
  `<!doctype html><html lang=en><head><meta charset=UTF-8><title>T</title>${head}${SCRIPT}</head><body><div class=bar>News</div><nav class=navbar>SkyPath</nav><main><h1 class=title>Title</h1><p>Text</p></main></body></html>`;
const CSS = [
  '.navbar{color:red}',
  '.unused{color:blue}',
  'h1.title:hover{color:green}',
  '[data-theme=dark] .navbar{color:white}',
  "html[data-theme='dark'] .sidebar{color:gray}",
  '[data-announcement-bar-initially-dismissed=true] .bar{display:none}',
  '@media (max-width:996px){.navbar{padding:0}.unused-too{margin:0}}',
].join('');
const files = {
  'assets/css/styles.css': CSS,
  'assets/css/other.css': '.other{color:blue}p{margin:0}',
  // The same selectors as other.css: a cut is told apart by its stylesheet too.
  'assets/css/twin.css': '.other{color:green}p{margin:1px}',
  // Line breaks the parser normalizes, and a NUL it replaces, in a <style>'s text.
  'assets/css/crlf.css': '.navbar{color:red}\r\np{margin:0}\rmain{content:"\0"}',
};

function inliner(keep?: number) {
  const reads: string[] = [];
  const inliner = criticalCssInliner(async (file) => {
    reads.push(file);
    const css = files[file as keyof typeof files];
    if (css === undefined) throw new Error(`no ${file}`);
    return css;
  }, keep);
  const inline = (html: string) => inliner(html, parseHtml(html));
  return {inline, reads, cuts: inliner.cuts};
}

test('the rules the page uses are inlined where the first stylesheet was; the others are left to the stylesheet', async () => {
  const {inline} = inliner();
  const {css, html} = await inline(page(LINK));
  assert.match(css, /\.navbar\{color:red\}/);
  assert.match(css, /h1\.title:hover\{color:green\}/, 'a state of an element the page has');
  assert.match(css, /@media \(max-width:996px\)\{\.navbar\{padding:0\}\}/, 'a media query keeps only its used rules');
  assert.doesNotMatch(css, /unused/);
  assert.ok(
    html.startsWith(
      `<!doctype html><html lang=en><head><meta charset=UTF-8><title>T</title><style>${css}</style>${SCRIPT}</head>`,
    ),
    html,
  );
  assert.ok(html.endsWith(`<p>Text</p></main>${LINK}</body></html>`), html);
  assert.deepEqual(renderBlockingCss(parseHtml(html)).stylesheets, []);
});

test('rules for what the inline script sets before the first paint (dark mode, a dismissed bar) are kept for what the page holds', async () => {
  const {inline} = inliner();
  const {css} = await inline(page(LINK));
  // The attributes the inline script sets on <html> are never required of the served page.
  assert.deepEqual(
    namesOf('[data-theme-choice=system][data-announcement-bar-initially-dismissed=true] [data-theme=dark] .bar'),
    {tags: [], classes: ['bar'], ids: []},
  );
  assert.match(css, /\[data-theme=dark\] \.navbar\{color:#fff\}|\[data-theme=dark\] \.navbar\{color:white\}/);
  assert.doesNotMatch(css, /\.sidebar/, 'a dark-mode rule for an element the page does not have');
  assert.match(css, /\[data-announcement-bar-initially-dismissed=true\] \.bar\{display:none\}/);
});

test('the markup is kept byte for byte: only the <style> is added and the links move', async () => {
  const {inline} = inliner();
  const original = page(`${LINK}<link rel=stylesheet href=/assets/css/other.css>`);
  const {css, html} = await inline(original);
  assert.match(css, /p\{margin:0\}/, 'both stylesheets are read');
  assert.doesNotMatch(css, /\.other/);
  const links = `${LINK}<link rel=stylesheet href=/assets/css/other.css>`;
  assert.equal(html.replace(`<style>${css}</style>`, links).replace(`${links}</body>`, '</body>'), original);
});

test('a page without a stylesheet is left as it is; each stylesheet is read once for every page', async () => {
  const {inline, reads} = inliner();
  const bare = page('');
  const unchanged = await inline(bare);
  assert.deepEqual({html: unchanged.html, css: unchanged.css}, {html: bare, css: ''});
  await inline(page(LINK));
  await inline(page(LINK));
  assert.deepEqual(reads, ['assets/css/styles.css']);
});

test('a page that already has a <style> in its head fails rather than mixing it with the critical CSS', async () => {
  const {inline} = inliner();
  await assert.rejects(inline(page(`<style>p{color:red}</style>${LINK}`)), /already has a <style>/);
});

test('the pipeline step writes every page through the model', async () => {
  const site = await fakeSite([{route: '/docs/intro', html: page(LINK)}], {files});
  assert.deepEqual(renderBlockingCss(await site.tree(site.page('/docs/intro')!)).stylesheets, [
    '/assets/css/styles.css',
  ]);
  assert.match(await inlineCriticalCss(site), /^1 pages/);
  const {stylesheets, inline} = renderBlockingCss(await site.tree(site.page('/docs/intro')!));
  assert.deepEqual(stylesheets, []);
  assert.match(inline, /\.navbar\{color:red\}/);
});

test('a selector is matched by the names outside its pseudo-classes and pseudo-elements, never its attribute tests, so it can only widen', () => {
  const none = {tags: [], classes: [], ids: []};
  assert.deepEqual(namesOf(':where(.button--primary)'), none);
  assert.deepEqual(namesOf('.button:where(.button--primary):not(.button--outline):hover'), {
    ...none,
    classes: ['button'],
  });
  assert.deepEqual(namesOf('[data-theme=dark] .navbar'), {...none, classes: ['navbar']});
  assert.deepEqual(namesOf("html[data-theme='dark']>.x::before"), {...none, tags: ['html'], classes: ['x']});
  assert.deepEqual(namesOf('.a+:focus-visible'), {...none, classes: ['a']});
  assert.deepEqual(namesOf('.menu__list-item:not(:first-child)'), {...none, classes: ['menu__list-item']});
  assert.deepEqual(namesOf('#top > P.lead'), {tags: ['p'], classes: ['lead'], ids: ['top']});
});

test('Infima-style rules survive: `:where()` variables, data URLs with escaped quotes, relative URLs made site paths, used keyframes', async () => {
  const sheet = [
    ':where(.navbar){--bar-color:red}',
    '.navbar{background:url("data:image/svg+xml;utf8,<svg xmlns=\\"http://www.w3.org/2000/svg\\"></svg>") no-repeat}',
    'h1{background:url(../img/a.png);animation:spin 1s}',
    '@keyframes spin{to{transform:rotate(1turn)}}@keyframes unused{to{opacity:0}}',
    '@layer base,theme;',
  ].join('');
  const inliner = criticalCssInliner(async () => sheet);
  const html = page(LINK);
  const {css} = await inliner(html, parseHtml(html));
  assert.match(css, /:where\(\.navbar\)\{--bar-color:red\}/);
  assert.ok(css.includes('url("data:image/svg+xml;utf8,<svg xmlns=\\"http://www.w3.org/2000/svg\\"></svg>")'), css);
  assert.match(css, /url\(\/assets\/img\/a\.png\)/);
  assert.match(css, /@keyframes spin/);
  assert.doesNotMatch(css, /unused/);
  assert.match(css, /@layer base,theme;/);
});

test('a rule whose selector the matcher cannot read is kept: it may apply', async () => {
  const inliner = criticalCssInliner(async () => '.absent]{color:red}.absent{color:blue}');
  const html = page(LINK);
  const {css} = await inliner(html, parseHtml(html));
  assert.equal(css, '.absent]{color:red}');
});

test("the HTML check leaves out vnu's CSS messages on the inlined critical CSS only", async () => {
  const {inInlinedCss, inlinedCssSpans} = await import('../../../../scripts/check-html.ts');
  const html =
    '<!doctype html><html><head><title>T</title><style>@layer a{p{color:red}}</style></head><body><p style="colr:red">x</p></body></html>';
  const at = (column: number, message = 'CSS: Parse Error.') => ({
    file: 'x.html',
    line: 1,
    column,
    message,
    error: true,
  });
  const inStyle = html.indexOf('@layer') + 1;
  const inAttribute = html.indexOf('colr') + 1;
  assert.equal(inInlinedCss(at(inStyle), inlinedCssSpans(html)), true);
  assert.equal(
    inInlinedCss(at(inAttribute), inlinedCssSpans(html)),
    false,
    'CSS in a style attribute is still checked',
  );
  assert.equal(
    inInlinedCss(at(inStyle, 'Element “p” not allowed here.'), inlinedCssSpans(html)),
    false,
    'only CSS messages',
  );
});

test('pages that select the same rules share one cut, and each gets the CSS a cut of its own would give', async () => {
  const names = ['navbar', 'unused', 'title', 'sidebar', 'bar', 'unused-too', 'other'];
  const pageWith = (classes: string[]) =>
    page(
      `${LINK}<link rel=stylesheet href=/assets/css/other.css><link rel=stylesheet href=/assets/css/twin.css>`,
    ).replace('<main>', `<main><div class="${classes.join(' ')}">x</div>`);
  await fc.assert(
    fc.asyncProperty(fc.array(fc.subarray(names), {minLength: 1, maxLength: 12}), async (pages) => {
      // One inliner keeps its cuts; one keeps a single cut, so it forgets and cuts again.
      const [shared, forgetful] = [inliner(), inliner(1)];
      for (const classes of pages) {
        // Keeping no cut, an inliner cuts every sheet of every page afresh.
        const alone = await inliner(0).inline(pageWith(classes));
        assert.deepEqual(await shared.inline(pageWith(classes)), alone);
        assert.deepEqual(await forgetful.inline(pageWith(classes)), alone);
      }
      // At most one cut per stylesheet for each set of classes (fewer where two sets select the same rules).
      assert.ok(shared.cuts() <= 3 * new Set(pages.map((classes) => [...classes].sort().join(' '))).size);
    }),
    {numRuns: 60},
  );
});

/** Pieces of a head and a body as the build writes them, and as it might: where the links and text fall. */
const HEAD_PIECES = [
  LINK,
  '<link rel=stylesheet href=/assets/css/other.css>',
  '<link rel="preload stylesheet" href=/assets/css/crlf.css>',
  '<link rel=preload href=/assets/js/main.js as=script>',
  '<meta name=description content=x>',
  SCRIPT,
  '<noscript><link rel=stylesheet href=/assets/css/twin.css></noscript>',
  '<!-- c -->',
  '\n',
  '  ',
];
const BODY_PIECES = [
  '<div class=bar>News</div>',
  '<p>Text</p>',
  'text',
  '\n',
  '<!-- c -->',
  '<script>1</script>',
  '<nav class=navbar>N</nav>',
];

test('the tree the step hands on is the parse of the page it wrote: links, text and line breaks as the parser reads them (property)', async () => {
  const {inline} = inliner();
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.constantFrom(...HEAD_PIECES), {maxLength: 12}),
      fc.array(fc.constantFrom(...BODY_PIECES), {maxLength: 10}),
      fc.constantFrom('', '\n', ' <!-- after -->\n'),
      async (head, body, tail) => {
        const original = `<!doctype html><html lang=en><head><title>T</title>${head.join('')}</head><body>${body.join('')}<nav class=navbar>N</nav>${tail}</body>\n</html>${tail}`;
        const {html, css, tree} = await inline(original);
        assert.equal(
          treeDifference(withoutPositions(tree), parseHtmlWithoutPositions(html)),
          undefined,
          `${original}\n→ ${html} (${css.length} bytes of CSS)`,
        );
      },
    ),
    {numRuns: 300},
  );
});
