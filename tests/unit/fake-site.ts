// A small built site for the unit tests of the post-build steps: files in a temporary build folder,
// and the postBuild props Docusaurus would hand the pipeline for them (routes, their plugins, the
// docs plugin's loaded docs), turned into the site's model.
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createSiteModel, htmlFileOf, type PostBuildProps, type SiteModel} from '../../src/core/site/model';

export type FakePage = {
  route: string;
  html: string;
  /** Which plugin made the route: a doc (title and description from its metadata), a blog list, the search page, a page. */
  plugin?: 'docs' | 'blog' | 'search' | 'pages';
  title?: string;
  description?: string;
  frontMatter?: Record<string, unknown>;
  /** A doc's last update (ms since the epoch), as the docs plugin gives it with showLastUpdateTime. */
  lastUpdatedAt?: number;
};

const PLUGINS = {
  docs: 'docusaurus-plugin-content-docs',
  blog: 'docusaurus-plugin-content-blog',
  search: 'skypath-search',
  pages: 'docusaurus-plugin-content-pages',
} as const;

/** Writes `files` ({path in the build: content}) into a new temporary folder's `build/`. */
export function writeFiles(files: Record<string, string | Buffer>, root = mkdtempSync(path.join(tmpdir(), 'site-'))) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

type FakeBuildOptions = {
  files?: Record<string, string | Buffer>;
  routeFiles?: SiteModel['routeFiles'];
  plugins?: PostBuildProps['plugins'];
};

/**
 * The model of a fake build: each page's HTML at the file Docusaurus would write for its route,
 * the other files as given. `routeFiles` stands in for the bundler's chunk graph.
 */
export async function fakeSite(pages: FakePage[], options: FakeBuildOptions = {}): Promise<SiteModel> {
  return createSiteModel(fakePostBuild(pages, options), {routeFiles: options.routeFiles ?? (() => [])});
}

/** The postBuild props of a fake build (fakeSite), for a test that runs the pipeline on it. */
export function fakePostBuild(pages: FakePage[], {files = {}, plugins = []}: FakeBuildOptions = {}): PostBuildProps {
  const root = writeFiles({
    ...Object.fromEntries(pages.map((page) => [`build/${htmlFileOf(page.route)}`, page.html])),
    ...Object.fromEntries(Object.entries(files).map(([file, content]) => [`build/${file}`, content])),
    'openapi/skypath.yaml': 'servers:\n  - url: https://api.skypath.io/v1\n',
  });
  const docs = pages
    .filter((page) => page.plugin === 'docs')
    .map((page) => ({
      permalink: page.route,
      title: page.title ?? page.route,
      description: page.description ?? '',
      frontMatter: page.frontMatter ?? {},
      source: `@site/docs${page.route}.md`,
      unlisted: false,
      ...(page.lastUpdatedAt ? {lastUpdatedAt: page.lastUpdatedAt} : {}),
    }));
  const props = {
    outDir: path.join(root, 'build'),
    siteDir: root,
    generatedFilesDir: path.join(root, '.docusaurus'),
    siteConfig: {title: 'SkyPath Docs', titleDelimiter: '|', url: 'https://docs.skypath.io', baseUrl: '/'},
    siteStorage: {type: 'localStorage', namespace: '-45c'},
    routesPaths: pages.map((page) => page.route),
    routes: pages
      .filter((page) => page.route !== '/404.html')
      .map((page) => ({
        path: page.route,
        component: '',
        plugin: {name: PLUGINS[page.plugin ?? 'pages'], id: 'default'},
      })),
    routesBuildMetadata: {},
    plugins: [
      ...(docs.length > 0
        ? [
            {
              name: PLUGINS.docs,
              options: {id: 'default'},
              content: {loadedVersions: [{docs, isLast: true, path: '/docs', sidebars: {}}]},
            },
          ]
        : []),
      ...plugins,
    ],
  } as unknown as PostBuildProps;
  return props;
}

/** A built page: a title, a canonical link, the site's stylesheet and scripts, and a body. */
export function builtPage(route: string, body = '', head = ''): string {
  return `<!doctype html><html lang="en"><head><title>${route} | SkyPath Docs</title><link rel="canonical" href="https://docs.skypath.io${route}">${head}</head><body>${body}</body></html>`;
}

/**
 * A build for the deploy scripts' tests: a page, its own chunk `assets/js/main.<version>.js` (and
 * a .br copy), a chunk every version shares, and a site.json naming them.
 */
export function fakeBuild(version: string) {
  const chunk = `assets/js/main.${version}.js`;
  return writeFiles({
    'index.html': `<script src="/${chunk}"></script>${version}`,
    [chunk]: `console.log("${version}")`,
    [`${chunk}.br`]: 'br',
    'assets/js/shared.0000.js': 'console.log("shared")',
    'site.json': JSON.stringify({files: ['index.html', chunk, 'assets/js/shared.0000.js'], pages: []}),
  });
}
