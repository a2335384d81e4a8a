import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Config, ParseFrontMatter, RouteConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import type {PluginOptions as OpenApiOptions} from 'docusaurus-plugin-openapi-docs/src/types';
import type {ThemeConfig as OpenApiThemeConfig} from 'docusaurus-theme-openapi-docs/src/types';
import {ANNOUNCEMENT, SITE, URLS} from './src/constants';
import {NEXT, SECTION_LABELS, VERSIONS, versionPath} from './src/sections';
import {API_REFERENCE_DIR, BLOG_DIR, OPENAPI_SPEC, type DocsSection, type SdkSection} from './src/contentFolders.mjs';
import {prismDark, prismLight} from './src/prismThemes';
import slimOpenApiTheme from './src/plugins/slim-openapi-theme';
import keyboardNavigation from './src/plugins/keyboard-navigation';
import deferredClientWork from './src/plugins/deferred-client-work';
import slimPrism from './src/plugins/slim-prism';
import slimTslib from './src/plugins/slim-tslib';
import codeBlockOnDemand, {remarkProvideCodeBlock} from './src/plugins/code-block-on-demand';
import slimNavbarItems from './src/plugins/slim-navbar-items';
import apiReferenceCss, {importingReferenceStyles} from './src/plugins/api-reference-css';
import search from './src/plugins/search';
import {createApiPageMD, markPreviewInFrontMatter} from './src/plugins/openapi-preview';
import socialCards from './src/plugins/social-cards';
import corridorLand from './src/plugins/corridor-land';
import criticalCss from './src/plugins/critical-css';
import sampleServer from './src/plugins/sample-server';
import exampleMaps, {remarkExampleMaps} from './src/plugins/example-maps';
import sitePipeline, {deferPostBuild} from './src/plugins/site-pipeline';
import {patchOn, stockNames} from './src/plugins/stock';

/**
 * Code samples on the API reference pages (postman-code-generators' language keys); each
 * language opens on its first variant (JavaScript: Fetch; Python: http.client, then Requests).
 */
const LANGUAGE_TABS = [
  {highlight: 'bash', language: 'curl', logoClass: 'curl'},
  {highlight: 'javascript', language: 'javascript', logoClass: 'javascript'},
  {highlight: 'python', language: 'python', logoClass: 'python'},
  {highlight: 'swift', language: 'swift', logoClass: 'swift'},
];

/**
 * The languages of the API reference's response and request examples: the OpenAPI theme shows a
 * JSON media type's example as `json`, an XML one as `xml`, any other as `shell`
 * (`ResponseExamples`). Its code samples (LANGUAGE_TABS) are the explorer's, which loads their
 * grammars with it (src/theme/ApiExplorer/grammars.ts).
 */
const exampleLanguages = [
  ...new Set(
    [...readFileSync(OPENAPI_SPEC, 'utf8').matchAll(/^\s+([\w.+-]+\/[\w.+-]+):\s*$/gm)].map(([, mediaType]) =>
      mediaType!.endsWith('json') ? 'json' : mediaType!.endsWith('xml') ? 'xml' : 'shell',
    ),
  ),
];

/**
 * Remark plugins of the docs, the blog and the pages (code-block-on-demand): a page with a code
 * block imports it, and the Prism grammars of its languages (with slim-prism, whose core they
 * extend). The API reference pages import the grammars of their examples.
 */
const codeBlockGrammars = patchOn('slim-prism');
const remarkPlugins = patchOn('code-block-on-demand') ? [[remarkProvideCodeBlock, {grammars: codeBlockGrammars}]] : [];
const apiRemarkPlugins = patchOn('code-block-on-demand')
  ? [
      [
        remarkProvideCodeBlock,
        {
          grammars: codeBlockGrammars,
          moreLanguages: (file: string) =>
            file.split(path.sep).join('/').includes(`/${API_REFERENCE_DIR}/`) ? exampleLanguages : [],
        },
      ],
    ]
  : [];

/** "Edit this page" opens the page's source file on GitHub (versioned docs: that version's copy). */
const EDIT_URL = `${URLS.docsRepo}/edit/main/`;

/** Options every docs instance shares: edit links and "Last updated" from git. */
const docsDefaults = {
  showLastUpdateTime: true,
  editUrl: EDIT_URL,
  // A map beside each example that holds a corridor or hexagons (src/plugins/example-maps).
  remarkPlugins: [remarkExampleMaps, ...remarkPlugins],
} satisfies DocsOptions;

/** A docs section's folder and route base path: both are its id (src/contentFolders.mjs). */
const sectionFolder = (id: DocsSection) => ({path: id, routeBasePath: id}) satisfies DocsOptions;

/** The date of the last commit that changed a file (ISO 8601), or undefined outside a git checkout. */
function lastCommitDate(file: string): string | undefined {
  try {
    return execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {encoding: 'utf8'}).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The generated API reference (api/reference, gitignored) has no git history and no source of its
 * own: its "Edit this page" opens the OpenAPI spec (the generator sets none), and its pages are
 * dated by the spec's last commit.
 */
const specLastUpdate = lastCommitDate(OPENAPI_SPEC);
const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  if (params.filePath.split(path.sep).join('/').includes(`/${API_REFERENCE_DIR}/`)) {
    result.frontMatter.custom_edit_url = `${EDIT_URL}${OPENAPI_SPEC}`;
    markPreviewInFrontMatter(result.frontMatter);
    if (specLastUpdate) result.frontMatter.last_update ??= {date: specLastUpdate};
  }
  return result;
};

type CreateSitemapItems = NonNullable<SitemapOptions['createSitemapItems']>;

/**
 * The sitemap with a lastmod on every entry: docs carry their "Last updated" date; blog posts and
 * the home page (which show none) get their source file's last commit, and the blog's lists the
 * blog folder's.
 */
const createSitemapItems: CreateSitemapItems = async ({defaultCreateSitemapItems, ...params}) => {
  const items = await defaultCreateSitemapItems(params);
  const sources = new Map<string, string | undefined>();
  const collect = (routes: RouteConfig[]) => {
    for (const route of routes) {
      sources.set(route.path, route.metadata?.sourceFilePath);
      if (route.routes) collect(route.routes);
    }
  };
  collect(params.routes);
  const blogDate = lastCommitDate(BLOG_DIR);
  return items.map((item) => {
    if (item.lastmod) return item;
    const routePath = new URL(item.url).pathname;
    const source = sources.get(routePath);
    const date = source ? lastCommitDate(source) : routePath.startsWith(`/${BLOG_DIR}`) ? blogDate : undefined;
    return date ? {...item, lastmod: date.slice(0, 10)} : item;
  });
};

/**
 * `SKYPATH_LATEST_ONLY=1 npm start`: a writer's fast start, with only Next and the latest release
 * of each SDK section. Ignored by `docusaurus build` (NODE_ENV=production): a build always has every version.
 */
const LATEST_ONLY = process.env.SKYPATH_LATEST_ONLY === '1' && process.env.NODE_ENV !== 'production';

/**
 * An SDK docs section, versioned as src/sections.ts serves it (the versions from
 * `<id>_versions.json`): Next is the folder itself, released versions are copies.
 */
function sdkDocs(id: SdkSection, sidebarPath: string): DocsOptions {
  const {latest, older} = VERSIONS[id];
  const version = (name: string, banner: 'unreleased' | 'none' | 'unmaintained') => ({
    label: name === NEXT.name ? NEXT.label : name,
    path: versionPath(id, name),
    banner,
  });
  return {
    ...docsDefaults,
    id,
    ...sectionFolder(id),
    sidebarPath,
    lastVersion: latest,
    ...(LATEST_ONLY ? {onlyIncludeVersions: [NEXT.name, latest]} : {}),
    versions: {
      [NEXT.name]: version(NEXT.name, 'unreleased'),
      [latest]: version(latest, 'none'),
      ...Object.fromEntries(older.map((name) => [name, version(name, 'unmaintained')])),
    },
  };
}

/**
 * The client-runtime patches and module replacements (UPGRADING.md): the sliced startup and the
 * deferred prefetch (deferred-client-work), the slim Prism (slim-prism), the OpenAPI stand-ins
 * (slim-openapi-theme), the OpenAPI theme's stylesheet on its pages only (api-reference-css), one
 * tslib helper for Docusaurus's utils (slim-tslib), the code block and Prism with the pages that
 * show code (code-block-on-demand; with its remark plugin, `remarkPlugins` above) and the navbar
 * item types the navbar uses (slim-navbar-items). `SKYPATH_STOCK=1` builds without all of them,
 * `SKYPATH_STOCK=slim-prism` (names separated by commas) without those named: to benchmark an
 * upgrade with and without them, and to switch off, in one line, a patch an upgrade broke.
 */
const STOCK = stockNames();
const PATCHES = [
  slimOpenApiTheme,
  deferredClientWork,
  slimPrism,
  apiReferenceCss,
  slimTslib,
  codeBlockOnDemand,
  slimNavbarItems,
  criticalCss,
];
const unknownPatches = STOCK.filter((name) => name !== '1' && !PATCHES.some((plugin) => plugin().name === name));
if (unknownPatches.length > 0) {
  throw new Error(
    `SKYPATH_STOCK names no runtime patch: ${unknownPatches.join(', ')}. Use 1 or some of ${PATCHES.map((p) => p().name).join(', ')}.`,
  );
}
const RUNTIME_PATCHES = PATCHES.filter((plugin) => patchOn(plugin().name));

const config = {
  title: SITE.title,
  favicon: 'img/favicon.svg',
  url: SITE.url,
  baseUrl: '/',

  // The v4 flags include Docusaurus Faster (Rspack, SWC, Lightning CSS). A production build does
  // not use Rspack's persistent cache: with it, the minified runtime~main differs from a build
  // without it (same code, other variable names), so every page would, and two builds of one
  // commit must be byte-identical (scripts/check-deterministic.ts). `npm start` keeps it.
  future: {v4: true, faster: {rspackPersistentCache: process.env.NODE_ENV !== 'production'}},

  // site-spec.md §5: broken links fail the build; the rest warn, and
  // `npm test` fails on any warning the build prints.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    // .md files are CommonMark (no JSX to escape), .mdx files are MDX.
    format: 'detect',
    parseFrontMatter,
    hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'warn'},
  },

  presets: [
    [
      'classic',
      {
        docs: {
          ...docsDefaults,
          ...sectionFolder('docs'),
          sidebarPath: './sidebars.ts',
        },
        // The blog and the sitemap are plugins of their own below: the site pipeline runs their postBuild.
        blog: false,
        sitemap: false,
        pages: {remarkPlugins},
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  // A tab opened before a deploy moves onto the newer deploy at the next link (src/components/DeploySkew).
  clientModules: [path.resolve(__dirname, 'src/components/DeploySkew/freshness.ts')],

  plugins: [
    // Everything written after the pages are rendered, in order, over one model of the built site
    // (ARCHITECTURE.md). The plugins wrapped with deferPostBuild write output it reads or rewrites:
    // it runs their postBuild first, where Docusaurus would run it at the same time as its steps.
    sitePipeline,
    [
      deferPostBuild('@docusaurus/plugin-content-blog'),
      {
        path: BLOG_DIR,
        routeBasePath: BLOG_DIR,
        blogTitle: 'SkyPath developer blog',
        blogDescription: 'Releases and guides for the SkyPath REST API, iOS SDK and Web SDK.',
        editUrl: EDIT_URL,
        remarkPlugins,
        tags: 'tags.yml',
        onInlineTags: 'throw',
        onInlineAuthors: 'throw',
        onUntruncatedBlogPosts: 'throw',
        feedOptions: {
          title: 'SkyPath developer blog',
          copyright: SITE.copyright,
        },
      } satisfies BlogOptions,
    ],
    [
      deferPostBuild('@docusaurus/plugin-sitemap'),
      // lastmod from each page's last commit ("Last updated"); pages marked noindex (the search
      // page) are left out by the plugin itself. robots.txt names it (src/hosting/step.ts).
      {lastmod: 'date', changefreq: null, priority: null, createSitemapItems} satisfies SitemapOptions,
    ],
    'docusaurus-plugin-sass',
    [
      '@docusaurus/plugin-content-docs',
      {
        ...docsDefaults,
        id: 'api',
        ...sectionFolder('api'),
        sidebarPath: './sidebarsApi.ts',
        docItemComponent: '@theme/ApiItem',
        remarkPlugins: [remarkExampleMaps, ...apiRemarkPlugins],
      } satisfies DocsOptions,
    ],
    ['@docusaurus/plugin-content-docs', sdkDocs('ios', './sidebarsIos.ts')],
    ['@docusaurus/plugin-content-docs', sdkDocs('js', './sidebarsJs.ts')],
    [
      'docusaurus-plugin-openapi-docs',
      {
        id: 'openapi',
        docsPluginId: 'api',
        config: {
          skypath: {
            specPath: OPENAPI_SPEC,
            outputDir: API_REFERENCE_DIR,
            showInfoPage: false,
            sidebarOptions: {groupPathsBy: 'tag', sidebarCollapsed: false},
            // Preview operations (`x-status: preview`) get a notice and a sidebar badge; every page
            // imports the theme's stylesheet, which only those pages load (api-reference-css).
            markdownGenerators: {createApiPageMD: importingReferenceStyles(createApiPageMD)},
            // Each page's operation as plain JSON, not deflated and base64-encoded: smaller once the
            // host gzips it, and the browser needs no inflater (src/plugins/slim-openapi-theme).
            disableCompression: true,
          },
        },
      } satisfies OpenApiOptions,
    ],
    keyboardNavigation,
    // The land of the corridor maps (src/components/CorridorMap): Natural Earth, simplified and tiled at build time.
    corridorLand,
    // The API explorer's "Sample data" server: request validators generated from the spec (src/components/SampleServer).
    sampleServer,
    // Which examples of the API reference get a map (src/theme/CodeSamples); the docs' pages get theirs from remarkExampleMaps.
    exampleMaps,
    // Full-text search with Pagefind: the /search page and the highlighting of a result's words;
    // the pipeline's search step writes the indexes, src/theme/SearchBar is the navbar's field.
    search,
    ...RUNTIME_PATCHES,
    // Which pages name their own og:image; the pipeline draws every other page's card.
    socialCards,
  ],

  themes: ['docusaurus-theme-openapi-docs'],

  themeConfig: {
    metadata: [{name: 'keywords', content: 'SkyPath, turbulence, API, iOS SDK, Web SDK, aviation'}],
    announcementBar: {
      id: ANNOUNCEMENT.id,
      // Plain text for the theme config; src/theme/AnnouncementBar/Content renders the link.
      content: `${ANNOUNCEMENT.text} ${ANNOUNCEMENT.linkLabel}.`,
      backgroundColor: ANNOUNCEMENT.backgroundColor,
      textColor: ANNOUNCEMENT.textColor,
    },
    navbar: {
      title: 'SkyPath',
      logo: {alt: '', src: 'img/logo.svg', width: 32, height: 32},
      hideOnScroll: true,
      items: [
        {type: 'docSidebar', sidebarId: 'intro', label: SECTION_LABELS.docs, position: 'left'},
        {type: 'docSidebar', docsPluginId: 'api', sidebarId: 'api', label: SECTION_LABELS.api, position: 'left'},
        {type: 'docSidebar', docsPluginId: 'ios', sidebarId: 'ios', label: SECTION_LABELS.ios, position: 'left'},
        {type: 'docSidebar', docsPluginId: 'js', sidebarId: 'js', label: SECTION_LABELS.js, position: 'left'},
        {href: URLS.company, label: 'skypath.io', position: 'right'},
        {type: 'docsVersionDropdown', docsPluginId: 'ios', position: 'right'},
        {type: 'docsVersionDropdown', docsPluginId: 'js', position: 'right'},
        {href: URLS.github, label: 'GitHub', position: 'right', 'aria-label': 'SkyPath on GitHub'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Legal & Company',
          items: [
            {label: 'Terms of Use', href: URLS.terms},
            {label: 'Privacy Policy', href: URLS.privacy},
            {label: 'About Us', href: URLS.about},
            {label: 'Contact Us', href: URLS.contact},
          ],
        },
        {
          title: 'Discover',
          items: [
            {label: 'Service Status', href: URLS.status},
            {label: 'SkyPath for Pilots', href: URLS.pilots},
            {label: 'Blog', to: '/blog'},
            {label: 'FAQ', to: '/docs/faq'},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'GitHub', href: URLS.github},
            {label: 'Web SDK on npm', href: URLS.webSdkPackage},
            {label: 'Web SDK demo app', href: URLS.webSdkDemo},
          ],
        },
      ],
      copyright: SITE.copyright,
    },
    prism: {
      theme: prismLight,
      darkTheme: prismDark,
    },
    docs: {sidebar: {hideable: true}},
    // The API explorer keeps what the reader types (their API key) for the browser tab only.
    api: {authPersistence: 'sessionStorage'},
    languageTabs: LANGUAGE_TABS,
  } satisfies Preset.ThemeConfig & OpenApiThemeConfig,
} satisfies Config;

export default config;
