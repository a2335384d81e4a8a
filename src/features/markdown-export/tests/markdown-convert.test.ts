// Built pages into Markdown: each fixture below is the markup Docusaurus 3.10 writes for one
// construct (trimmed), and the Markdown it must become.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {htmlToMarkdown} from '../convert';

/** A docs page around `content`, with the furniture that must not reach the Markdown. */
function docPage(content: string, title = 'Data'): string {
  return `<!doctype html><html><body><div id="__docusaurus">
<nav class="navbar">Navbar</nav>
<div class="theme-doc-version-banner alert alert--warning">This is documentation for iOS SDK 2.2, which is no longer actively maintained.</div>
<article>
<nav class="theme-doc-breadcrumbs breadcrumbsContainer_Z_bl" aria-label="Breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item"><span class="breadcrumbs__link">Basic</span></li></ul></nav>
<span class="theme-doc-version-badge badge badge--secondary">Version: 3.0</span>
<div class="tocCollapsible_ETCw theme-doc-toc-mobile tocMobile_ITEo"><button type="button" class="clean-btn tocCollapsibleButton_TO0P">On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${content}</div>
<footer class="theme-doc-footer docusaurus-mt-lg"><a class="theme-edit-this-page" href="https://github.com/x">Edit this page</a><span class="theme-last-updated">Last updated on Nov 22, 2026</span></footer>
</article>
<div class="feedback_PfnY" role="group"><p>Was this page helpful?</p></div>
<nav class="pagination-nav" aria-label="Docs pages"><a class="pagination-nav__link" href="/ios/basic/query-data">Next</a></nav>
<div class="theme-doc-toc-desktop"><ul class="table-of-contents"><li><a href="#overview">Overview</a></li></ul></div>
</div></body></html>`;
}

function convert(content: string, route = '/ios/basic/data'): string {
  return htmlToMarkdown(docPage(content), {route}).markdown;
}

test('the page starts with its title as an H1; breadcrumbs, badge, banner, TOC, footer, feedback and pagination are left out', () => {
  const {title, markdown} = htmlToMarkdown(docPage('<p>Body text.</p>'), {route: '/ios/basic/data'});
  assert.equal(title, 'Data');
  assert.equal(markdown, '# Data\n\nBody text.\n');
});

test('a code block: fenced with its language, text line by line, without buttons or line numbers', () => {
  const block =
    `<div class="language-swift codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockContent_QJqH">
<pre tabindex="0" class="prism-code language-swift codeBlock_bY9V thin-scrollbar"><code class="codeBlockLines_e6Vv">` +
    '<span class="token-line"><span class="codeLineNumber_Tfdd">1</span><span class="codeLineContent_feaV"><span class="token keyword">import</span><span class="token plain"> SkyPathSDK</span></span><br></span>' +
    '<span class="token-line"><span class="codeLineNumber_Tfdd">2</span><span class="codeLineContent_feaV"><span class="token plain"> </span></span><br></span>' +
    '<span class="token-line"><span class="codeLineNumber_Tfdd">3</span><span class="codeLineContent_feaV"><span class="token plain">let x = a &lt; b</span></span><br></span>' +
    `</code></pre><div class="buttonGroup__atx"><button type="button" aria-label="Copy code to clipboard" class="clean-btn"><span class="copyButtonIcons_eSgA">Copy</span></button></div></div></div>`;
  assert.equal(convert(block), '# Data\n\n```swift\nimport SkyPathSDK\n \nlet x = a < b\n```\n');
});

test('a code block without line numbers, rendered with div lines (as this site builds them)', () => {
  const block =
    `<div class="language-ts codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockContent_QJqH"><pre class="prism-code language-ts"><code class="codeBlockLines_e6Vv">` +
    '<div class="token-line"><span class="token keyword">const</span><span class="token plain"> sdk = createSdk()</span><br></div>' +
    '<div class="token-line"><span class="token plain">sdk.start()</span><br></div></code></pre></div></div>';
  assert.equal(convert(block), '# Data\n\n```ts\nconst sdk = createSdk()\nsdk.start()\n```\n');
});

test('tabs: every tab kept, hidden ones too, each label in bold followed by its panel', () => {
  const tabs = `<div class="theme-tabs-container tabs-container tabList_zI5C"><ul role="tablist" aria-orientation="horizontal" class="tabs">
<li role="tab" tabindex="0" aria-selected="true" class="tabs__item tabItem_yeRP tabs__item--active">Swift</li>
<li role="tab" tabindex="-1" aria-selected="false" class="tabs__item tabItem_yeRP">Objective-C</li></ul>
<div class="margin-top--md"><div role="tabpanel" class="tabItem_yrzq"><p>Call it from Swift.</p></div>
<div role="tabpanel" class="tabItem_yrzq" hidden=""><p>Call it from Objective-C.</p></div></div></div>`;
  assert.equal(
    convert(tabs),
    '# Data\n\n**Swift**\n\nCall it from Swift.\n\n**Objective-C**\n\nCall it from Objective-C.\n',
  );
});

test('constructs inside each other: a code block in a tab, a code block and a tab group in an admonition', () => {
  const code = (language: string, line: string) =>
    `<div class="language-${language} codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockContent_QJqH"><pre class="prism-code language-${language}"><code class="codeBlockLines_e6Vv"><div class="token-line"><span class="token plain">${line}</span><br></div></code></pre></div></div>`;
  const tabs = `<div class="theme-tabs-container tabs-container"><ul role="tablist" class="tabs"><li role="tab" class="tabs__item">curl</li><li role="tab" class="tabs__item">Python</li></ul>
<div class="margin-top--md"><div role="tabpanel">${code('bash', 'curl -sS https://x')}</div><div role="tabpanel" hidden="">${code('python', 'import requests')}</div></div></div>`;
  assert.equal(
    convert(tabs),
    '# Data\n\n**curl**\n\n```bash\ncurl -sS https://x\n```\n\n**Python**\n\n```python\nimport requests\n```\n',
  );
  const note = `<div class="theme-admonition theme-admonition-tip admonition_xJq3 alert alert--success"><div class="admonitionHeading_Gvgb">tip</div><div class="admonitionContent_BuS1">${code('swift', 'SkyPath.shared.start()')}${tabs}</div></div>`;
  assert.equal(
    convert(note),
    '# Data\n\n> **Tip**\n>\n> ```swift\n> SkyPath.shared.start()\n> ```\n>\n> **curl**\n>\n> ```bash\n> curl -sS https://x\n> ```\n>\n> **Python**\n>\n> ```python\n> import requests\n> ```\n',
  );
});

test('an admonition: a blockquote that opens with its title in bold', () => {
  const note = `<div class="theme-admonition theme-admonition-note admonition_xJq3 alert alert--secondary">
<div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg viewBox="0 0 14 16"><path d="M6"></path></svg></span>note</div>
<div class="admonitionContent_BuS1"><p>Every manual update means downloading the new zip.</p></div></div>`;
  assert.equal(convert(note), '# Data\n\n> **Note**\n>\n> Every manual update means downloading the new zip.\n');
  const titled = note.replace('</span>note</div>', '</span>Deprecated operation</div>');
  assert.match(convert(titled), /^> \*\*Deprecated operation\*\*$/m);
});

test('a heading: its "#" link and zero-width characters are removed', () => {
  const heading =
    '<h2 class="anchor anchorTargetHideOnScrollNavbar_vjPI" id="data-query">Data <code>query</code><a href="#data-query" class="hash-link" aria-label="Direct link to Data query" title="Direct link to Data query" translate="no">\u200B</a></h2><p>Text.</p>';
  assert.equal(convert(heading), '# Data\n\n## Data `query`\n\nText.\n');
});

test('a table stays a GFM table', () => {
  const table =
    '<table><thead><tr><th>Value</th><th>Data</th></tr></thead><tbody><tr><td><code>.turbulence</code></td><td>Observed turbulence | reports</td></tr><tr><td><code>.oneLayer</code></td><td>The combined layer</td></tr></tbody></table>';
  assert.equal(
    convert(table),
    '# Data\n\n| Value | Data |\n| --- | --- |\n| `.turbulence` | Observed turbulence \\| reports |\n| `.oneLayer` | The combined layer |\n',
  );
});

test('details: the summary as a bold line, then the content', () => {
  const details =
    '<details class="details_lb9f alert alert--info" data-collapsed="true"><summary>Why a convex corridor?</summary><div><div class="collapsibleContent_i85q"><p>Convex polygons are cheaper to test.</p></div></div></details>';
  assert.equal(convert(details), '# Data\n\n**Why a convex corridor?**\n\nConvex polygons are cheaper to test.\n');
});

test('links become absolute paths: in-page anchors, relative paths and the site URL; other sites stay', () => {
  const links =
    '<p><a href="#overview">above</a>, <a href="../advanced/onelayer">OneLayer</a>, <a href="https://docs.skypath.io/docs/terminology#edr">EDR</a>, <a href="/docs/">intro</a>, <a href="https://skypath.io/contact/" target="_blank" rel="noopener noreferrer">contact</a>, <a href="https://example.com">https://example.com</a></p>';
  assert.equal(
    convert(links),
    '# Data\n\n[above](/ios/basic/data#overview), [OneLayer](/ios/advanced/onelayer), [EDR](/docs/terminology#edr), [intro](/docs/), [contact](https://skypath.io/contact/), [https://example.com](https://example.com)\n',
  );
});

test('images keep their alt text; an image inlined as a data: URL becomes its alt text', () => {
  assert.equal(
    convert('<p><img src="/img/flow.png" alt="Data flow" loading="lazy"></p>'),
    '# Data\n\n![Data flow](/img/flow.png)\n',
  );
  assert.equal(
    convert('<p><img src="data:image/svg+xml;base64,PD94" alt="Data flow diagram" class="img_ev3q"></p>'),
    '# Data\n\n_Image: Data flow diagram_\n',
  );
});

test('lists, task lists, inline code and emphasis come out as Markdown, with no HTML left', () => {
  const html =
    '<ul class="contains-task-list"><li class="task-list-item"><input type="checkbox" disabled=""> The app calls <code>start()</code>.</li></ul><ol><li><strong>File → Add Packages…</strong></li><li>Paste <em>the URL</em>.</li></ol><p>Use <code>Result&lt;T, E&gt;</code>, not &lt;div&gt;.</p>';
  assert.equal(
    convert(html),
    '# Data\n\n- [ ] The app calls `start()`.\n\n1. **File → Add Packages…**\n2. Paste _the URL_.\n\nUse `Result<T, E>`, not \\<div>.\n',
  );
});

test('a blog post: the title from its header, its date, then the body (authors and footer left out)', () => {
  const html = `<html><body><main><article><header><h1 class="title_f1Hy">Welcome</h1>
<div class="container_mt6G"><time datetime="2025-01-15T00:00:00.000Z">January 15, 2025</time> · 3 min read</div>
<div class="avatar"><span class="authorName_yefp">SkyPath Team</span></div></header>
<div class="markdown" id="__blog-post-container"><p>First post.</p></div>
<footer class="docusaurus-mt-lg"><ul class="tags"><li><a href="/blog/tags/skypath">SkyPath</a></li></ul></footer></article></main></body></html>`;
  assert.equal(
    htmlToMarkdown(html, {route: '/blog/welcome'}).markdown,
    '# Welcome\n\nPublished January 15, 2025.\n\nFirst post.\n',
  );
});

test("an API reference page: method and path right under the title; the theme's placeholders left out", () => {
  const html = docPage(
    `<div class="row theme-api-markdown"><div class="col col--7 openapi-left-panel__container"><h1 class="openapi__heading">Submit EDR</h1>
<div class="openapi__method-endpoint endpoint_sTdH"><span class="badge badge--success">post</span> <h2 class="openapi__method-endpoint-path">/edr/v5</h2></div>
<div class="openapi__divider"></div><p>Sends EDR measurements.</p>
<h2 class="anchor openapi-tabs__heading" id="request">Request<a href="#request" class="hash-link">\u200B</a></h2>
<div class="openapi-skeleton sm"></div></div><div class="col col--5 openapi-right-panel__container"><div class="openapi-skeleton lg"></div></div></div>`,
  ).replace('<header><h1>Data</h1></header>', '');
  const operation = {method: 'post', path: '/edr/v5', responses: {'200': {description: 'Stored.'}}};
  const {title, markdown} = htmlToMarkdown(html, {route: '/api/reference/import-edr', operation});
  assert.equal(title, 'Submit EDR');
  assert.equal(
    markdown,
    '# Submit EDR\n\n`POST /edr/v5`\n\nSends EDR measurements.\n\n## Request\n\nNo parameters and no body.\n\n## Responses\n\n### 200\n\nStored.\n',
  );
  // The theme shows path parameters as `:hexId`; the Markdown keeps the spec's `{hexId}`.
  const tile = htmlToMarkdown(html.replace('/edr/v5</h2>', '/tiles/:hexId</h2>'), {
    operation: {...operation, method: 'get', path: '/tiles/{hexId}'},
  });
  assert.match(tile.markdown, /^# Submit EDR\n\n`GET \/tiles\/\{hexId\}`\n/);
});

test('a page without an article and an h1 is an error, not an empty file', () => {
  assert.throws(() => htmlToMarkdown('<html><body><p>Redirecting…</p></body></html>'), /no article/);
});
