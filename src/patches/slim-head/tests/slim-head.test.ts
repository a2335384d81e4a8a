// The slim-head patch: the client's `<Head>` merges what every mounted `<Head>` asks for as
// react-helmet-async does. The oracle is react-helmet-async itself, rendering the same `<Head>`s on
// the server (where the site keeps it), over generated heads: titles, tags whose primary attributes
// collide in any case and order, fragments, `<html>` and `<body>` attributes. fast-check, fixed seed.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import fc from 'fast-check';
import {createElement, Fragment, type ReactElement} from 'react';
import {renderToString} from 'react-dom/server';
import {Helmet, HelmetProvider, type HelmetServerState} from 'react-helmet-async';
import {parse} from 'parse5';
import {standInFor} from '../index.ts';
import {readChildren, reduceHead, TAGS, type Attrs, type TagName} from '../state.ts';
import * as standIn from '../helmet.tsx';

const require = createRequire(import.meta.url);
const CLIENT = path.dirname(require.resolve('@docusaurus/core/lib/client/clientEntry.js'));

/** Attribute pools per tag, colliding on purpose (case, canonical, stylesheet, key order). */
const POOLS: Record<string, Record<string, readonly unknown[]>> = {
  meta: {
    name: ['description', 'robots', 'Description', 'keywords'],
    property: ['og:title', 'og:image', 'OG:Title'],
    content: ['a', 'b', 'A & B', 'x<y'],
    charSet: ['utf-8'],
    httpEquiv: ['refresh', 'Refresh'],
    itemProp: ['name', 'Name'],
  },
  link: {
    rel: ['canonical', 'alternate', 'icon', 'stylesheet', 'Canonical', 'STYLESHEET'],
    href: ['/a', '/b', '/A', 'https://x.test/c'],
    hrefLang: ['en', 'x-default'],
    crossOrigin: ['anonymous'],
  },
  script: {type: ['application/ld+json', 'text/plain'], src: ['/s.js', '/S.js', '/t.js']},
  style: {media: ['print', 'screen']},
  noscript: {},
  html: {lang: ['en', 'de'], dir: ['ltr', 'rtl'], className: ['a', 'b c'], 'data-has-hydrated': [true, false]},
  body: {className: ['x', 'y'], id: ['top']},
};
const CONTENT: Record<string, readonly string[]> = {
  script: ['{"a":1}', '{"A":1}', '{"b":2}'],
  style: ['a{color:red}', 'b{color:blue}'],
  noscript: ['text', 'Text', 'more'],
};

/** Props for one element: a random subset of its pool in a random order. */
const propsOf = (type: string) =>
  fc
    .shuffledSubarray(Object.keys(POOLS[type]!), {minLength: type in CONTENT ? 0 : 1})
    .chain((names) =>
      fc.tuple(...names.map((name) => fc.constantFrom(...POOLS[type]![name]!).map((value) => [name, value] as const))),
    )
    .map((pairs) => Object.fromEntries(pairs) as Attrs);

const element: fc.Arbitrary<ReactElement> = fc.oneof(
  fc.constantFrom('Data', 'Home & away', '', 'x<y').map((title) => createElement('title', null, title)),
  fc.constant(createElement('title', null, 'Data', ' | ', 'SkyPath')),
  ...(['meta', 'link', 'html', 'body'] as const).map((type) =>
    propsOf(type).map((props) => createElement(type, props)),
  ),
  ...(['script', 'style', 'noscript'] as const).map((type) =>
    fc
      .tuple(propsOf(type), fc.option(fc.constantFrom(...CONTENT[type]!), {nil: undefined}))
      .map(([props, content]) => createElement(type, props, content)),
  ),
);
/** A `<Head>`'s children, some of them inside a fragment. */
const children = fc
  .tuple(fc.array(element, {maxLength: 6}), fc.array(element, {maxLength: 3}), fc.boolean())
  .map(([outer, inner, wrap]) => (wrap ? [...outer, createElement(Fragment, null, ...inner)] : outer));

type Seen = {title: string; html: Attrs; body: Attrs; tags: Record<TagName, {attrs: string[]; text: string}[]>};
type P5Node = {
  nodeName: string;
  tagName?: string;
  attrs?: {name: string; value: string}[];
  childNodes?: P5Node[];
  value?: string;
};
const textOf = (node: P5Node): string => node.value ?? (node.childNodes ?? []).map(textOf).join('');
const attrsOf = (node: P5Node) =>
  Object.fromEntries((node.attrs ?? []).filter(({name}) => name !== 'data-rh').map(({name, value}) => [name, value]));
const line = (attrs: Attrs) =>
  Object.entries(attrs)
    .map(([name, value]) => `${name.toLowerCase()}=${String(value)}`)
    .sort();

/** react-helmet-async's head for these `<Head>`s, rendered on the server and parsed back. */
function helmetHead(heads: ReactElement[][]): Seen {
  const context: {helmet?: HelmetServerState} = {};
  renderToString(
    createElement(HelmetProvider, {context}, ...heads.map((kids) => createElement(Helmet, null, ...kids))),
  );
  const h = context.helmet!;
  const tags = (Object.keys(TAGS) as TagName[]).map((type) => h[type].toString()).join('');
  const html = `<!doctype html><html ${h.htmlAttributes.toString()}><head>${h.title.toString()}${tags}</head><body ${h.bodyAttributes.toString()}></body></html>`;
  const document = parse(html) as unknown as P5Node;
  const root = document.childNodes!.find((node) => node.nodeName === 'html')!;
  const [head, body] = root.childNodes!.filter((node) => node.tagName);
  const elements = head!.childNodes!.filter((node) => node.tagName);
  const seen: Seen = {
    title: '',
    html: attrsOf(root),
    body: attrsOf(body!),
    tags: {link: [], meta: [], noscript: [], script: [], style: []},
  };
  for (const node of elements) {
    if (node.tagName === 'title') seen.title = textOf(node);
    else seen.tags[node.tagName as TagName].push({attrs: line(attrsOf(node)), text: textOf(node)});
  }
  return seen;
}

/** The stand-in's head for the same `<Head>`s, in the same shape. */
function standInHead(heads: ReactElement[][]): Seen {
  const state = reduceHead(heads.map((kids) => readChildren(kids)));
  const strings = (attrs: Attrs) =>
    Object.fromEntries(Object.entries(attrs).map(([name, value]) => [name.toLowerCase(), String(value)]));
  const tags = {} as Seen['tags'];
  for (const type of Object.keys(TAGS) as TagName[])
    tags[type] = state.tags[type].map(({innerHTML, cssText, ...attrs}) => ({
      attrs: line(attrs),
      text: String(innerHTML ?? cssText ?? ''),
    }));
  return {title: state.title ?? '', html: strings(state.htmlAttributes), body: strings(state.bodyAttributes), tags};
}

test("the stand-in's head is react-helmet-async's, for generated <Head>s (2,000 cases)", () => {
  fc.assert(
    fc.property(fc.array(children, {minLength: 1, maxLength: 6}), (heads) => {
      assert.deepEqual(standInHead(heads), helmetHead(heads));
    }),
    {seed: 41_40, numRuns: 2000},
  );
});

test('the cases the site has: a page <Head> after the site defaults wins title, description and canonical', () => {
  const heads = [
    [
      createElement('html', {lang: 'en', dir: 'ltr'}),
      createElement('title', null, 'SkyPath Docs'),
      createElement('meta', {name: 'viewport', content: 'width=device-width'}),
    ],
    [createElement('link', {rel: 'canonical', href: 'https://docs.skypath.io/a'})],
    [
      createElement('title', null, 'Data | SkyPath Docs'),
      createElement('meta', {name: 'description', content: 'How the iOS SDK fetches data'}),
      createElement('link', {rel: 'canonical', href: 'https://docs.skypath.io/b'}),
      createElement('html', {className: 'docs-wrapper'}),
    ],
  ];
  const state = reduceHead(heads.map((kids) => readChildren(kids)));
  assert.equal(state.title, 'Data | SkyPath Docs');
  assert.deepEqual(state.htmlAttributes, {lang: 'en', dir: 'ltr', class: 'docs-wrapper'});
  assert.deepEqual(state.tags.link, [{rel: 'canonical', href: 'https://docs.skypath.io/b'}]);
  assert.deepEqual(standInHead(heads), helmetHead(heads));
});

test('the client runtime imports only what the stand-in exports, and only the runtime imports the package', () => {
  const imports = (file: string) =>
    [
      ...readFileSync(path.join(CLIENT, file), 'utf8').matchAll(/import \{([^}]+)\} from 'react-helmet-async'/g),
    ].flatMap((match) => match[1]!.split(',').map((name) => name.trim()));
  assert.deepEqual(imports('clientEntry.js'), ['HelmetProvider']);
  assert.deepEqual(imports('exports/Head.js'), ['Helmet']);
  for (const name of ['Helmet', 'HelmetProvider'])
    assert.equal(typeof (standIn as Record<string, unknown>)[name], 'function');
  // Every other client file of the packages the site bundles that names the package only mentions it.
  const packages = [
    '@docusaurus/theme-classic',
    '@docusaurus/theme-common',
    '@docusaurus/plugin-content-docs',
    '@docusaurus/plugin-content-blog',
    'docusaurus-theme-openapi-docs',
  ];
  const runtime = (dir: string): string[] =>
    readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
      entry.isDirectory()
        ? runtime(path.join(dir, entry.name))
        : entry.name.endsWith('.js')
          ? [path.join(dir, entry.name)]
          : [],
    );
  for (const pkg of packages) {
    const lib = path.join('node_modules', pkg, 'lib');
    for (const file of runtime(lib))
      assert.doesNotMatch(
        readFileSync(file, 'utf8'),
        /from ['"]react-helmet-async['"]|require\(['"]react-helmet-async['"]\)/,
        file,
      );
  }
});

test('an attribute of <html> no longer asked for is removed; others are kept', () => {
  const attributes = new Map<string, string>([['data-theme', 'dark']]);
  const element = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
  };
  standIn.writeAttributes(element, 'html', {lang: 'en', class: 'a', 'data-has-hydrated': false});
  assert.deepEqual(Object.fromEntries(attributes), {
    'data-theme': 'dark',
    lang: 'en',
    class: 'a',
    'data-has-hydrated': '',
  });
  standIn.writeAttributes(element, 'html', {lang: 'de', 'data-has-hydrated': true});
  assert.deepEqual(Object.fromEntries(attributes), {'data-theme': 'dark', lang: 'de', 'data-has-hydrated': 'true'});
});

test("only the client runtime's react-helmet-async import is replaced", () => {
  assert.match(standInFor('react-helmet-async', CLIENT) ?? '', /helmet\.tsx$/);
  assert.match(standInFor('react-helmet-async', path.join(CLIENT, 'exports')) ?? '', /helmet\.tsx$/);
  assert.equal(standInFor('react-helmet-async', path.resolve('src/theme')), undefined);
  assert.equal(standInFor('react-router', CLIENT), undefined);
});
