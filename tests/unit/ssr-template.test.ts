// src/plugins/deferred-client-work/ssrTemplate.ts: Docusaurus's page template with one change, the
// scripts run after the first paint. These tests fail if an upgrade changes Docusaurus's template
// (so ours must follow it), and run the inline loader against a stand-in document.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {runInNewContext} from 'node:vm';
import {BASE_URL_BANNER_ID, SSR_TEMPLATE} from '../../src/plugins/deferred-client-work/ssrTemplate';

const require = createRequire(import.meta.url);
const DOCUSAURUS_TEMPLATE: string = require('@docusaurus/core/lib/ssg/ssgTemplate.html.js').default;
const {compileSSGTemplate} = require('@docusaurus/core/lib/ssg/ssgTemplate.js') as {
  compileSSGTemplate: (template: string) => Promise<(data: Record<string, unknown>) => string>;
};

const withoutScripts = (template: string) =>
  template
    .replace(/<script>[\s\S]*?<\/script>/, '')
    .replace(/<% it\.scripts\.forEach[\s\S]*?<% }\); %>/, '')
    .replace(/\s+/g, ' ')
    .trim();

test("the template is Docusaurus's, apart from how the scripts load", () => {
  assert.equal(withoutScripts(SSR_TEMPLATE), withoutScripts(DOCUSAURUS_TEMPLATE));
  assert.match(DOCUSAURUS_TEMPLATE, /<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>/, 'Docusaurus still writes deferred scripts');
});

async function renderPage(scripts: string[], baseUrl = '/'): Promise<string> {
  const render = await compileSSGTemplate(SSR_TEMPLATE);
  return render({
    appHtml: '<main>Hello</main>',
    baseUrl,
    htmlAttributes: 'lang="en"',
    bodyAttributes: '',
    headTags: '',
    preBodyTags: '',
    postBodyTags: '',
    metaAttributes: [],
    scripts,
    stylesheets: ['assets/css/styles.css'],
    noIndex: false,
    version: '3.10.2',
  });
}

test('the page preloads each script at low priority and has no script tags of its own but the loader', async () => {
  const html = await renderPage(['assets/js/runtime~main.js', 'assets/js/main.js'], '/docs-site/');
  assert.match(html, /<link rel="preload" href="\/docs-site\/assets\/js\/runtime~main\.js" as="script" fetchpriority="low" \/>/);
  assert.match(html, /<link rel="preload" href="\/docs-site\/assets\/js\/main\.js" as="script" fetchpriority="low" \/>/);
  assert.doesNotMatch(html, /<script[^>]*\bsrc=/);
  assert.equal(html.match(/<script>/g)?.length, 1);
  assert.ok(html.indexOf('<main>Hello</main>') < html.indexOf('<script>'), 'the loader comes after the page content');
});

type FakeElement = {id?: string; src?: string; async?: boolean; onerror?: () => void; textContent?: string; children: FakeElement[]; style: Record<string, string>; tag: string; attributes: Record<string, string>};

/** Runs the page's inline loader in a stand-in browser and returns what it did. */
async function runLoader(options: {hidden?: boolean; paintTiming?: boolean}) {
  const html = await renderPage(['assets/js/runtime~main.js', 'assets/js/main.js']);
  const loader = /<script>([\s\S]*?)<\/script>/.exec(html)![1];
  const element = (tag: string): FakeElement => ({
    tag,
    children: [],
    style: {},
    attributes: {},
    appendChild(child: FakeElement) {
      this.children.push(child);
    },
    setAttribute(name: string, value: string) {
      this.attributes[name] = value;
    },
  } as FakeElement);
  const head = element('head');
  const body = element('body');
  const timers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  let paintObserver: ((list: {getEntriesByName: (name: string) => unknown[]}, observer: {disconnect: () => void}) => void) | undefined;
  const document = {
    visibilityState: options.hidden ? 'hidden' : 'visible',
    head,
    body: Object.assign(body, {
      firstChild: null,
      insertBefore(child: FakeElement) {
        body.children.unshift(child);
      },
    }),
    createElement: element,
    getElementById: (id: string) => [...body.children].find((child) => child.id === id) ?? null,
  };
  class PerformanceObserver {
    static supportedEntryTypes = options.paintTiming === false ? ['navigation'] : ['paint', 'navigation'];
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe() {}
  }
  const window = {PerformanceObserver: options.paintTiming === false ? undefined : PerformanceObserver};
  runInNewContext(loader, {
    window,
    document,
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  const scripts = () => head.children.map((child) => ({src: child.src, async: child.async}));
  const paint = (name: string) => paintObserver?.({getEntriesByName: (entry) => (entry === name ? [{}] : [])}, {disconnect() {}});
  return {scripts, paint, timers, frames, body, head};
}

test('the loader adds the scripts, in order, only once the first contentful paint is reported', async () => {
  const page = await runLoader({});
  assert.deepEqual(page.scripts(), []);
  page.paint('first-paint');
  assert.deepEqual(page.scripts(), [], 'a paint without content is not enough');
  page.paint('first-contentful-paint');
  assert.deepEqual(page.scripts(), [
    {src: '/assets/js/runtime~main.js', async: false},
    {src: '/assets/js/main.js', async: false},
  ]);
  for (const timer of page.timers) timer();
  assert.equal(page.scripts().length, 2, 'the 3 s fallback does not add them twice');
});

test('without a reported paint, the loader adds the scripts after 3 s at the latest', async () => {
  const page = await runLoader({});
  assert.equal(page.timers.length, 1);
  page.timers[0]();
  assert.equal(page.scripts().length, 2);
});

test('a background tab loads the scripts at once; a browser without Paint Timing after the next frame', async () => {
  const hidden = await runLoader({hidden: true});
  assert.equal(hidden.scripts().length, 2);
  const old = await runLoader({paintTiming: false});
  assert.equal(old.scripts().length, 0);
  old.frames[0]();
  old.timers[0]();
  assert.equal(old.scripts().length, 2);
});

test('when the runtime script fails to load (a wrong baseUrl), the banner says the docs did not load properly', async () => {
  const page = await runLoader({hidden: true});
  const [runtime, main] = page.head.children;
  assert.equal(main.onerror, undefined, 'only the first script reports');
  runtime.onerror!();
  runtime.onerror!();
  assert.equal(page.body.children.length, 1, 'one banner, however often it fails');
  const [banner] = page.body.children;
  assert.equal(banner.id, BASE_URL_BANNER_ID);
  assert.equal(banner.attributes.role, 'alert');
  const text = banner.children.map((child) => child.textContent).join(' ');
  assert.match(text, /The SkyPath docs did not load properly\./);
  assert.match(text, /base URL, \/\. If you host this site, set baseUrl in docusaurus\.config\.ts/);
});
