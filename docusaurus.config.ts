import {execFileSync} from 'node:child_process';
import path from 'node:path';
import type {Config, ParseFrontMatter, RouteConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import type {PluginOptions as OpenApiOptions} from 'docusaurus-plugin-openapi-docs/src/types';
import type {ThemeConfig as OpenApiThemeConfig} from 'docusaurus-theme-openapi-docs/src/types';
import {ANNOUNCEMENT, SITE, URLS} from './src/core/constants';
import {NEXT, SECTION_LABELS, VERSIONS, versionPath} from './src/core/sections';
import {
  API_REFERENCE_DIR,
  BLOG_DIR,
  OPENAPI_SPEC,
  type DocsSection,
  type SdkSection,
} from './src/core/contentFolders.mjs';
import {prismDark, prismLight} from './src/core/prismThemes';
import {createApiPageMD, markPreviewInFrontMatter} from './src/core/openapi/preview';
import {remarkOpenQuestions} from './src/core/open-questions';
import {pluginOf, remarkOf, switchedOn, type Feature} from './src/core/feature';
import sitePipeline, {deferPostBuild} from './src/core/pipeline';
import search from './src/features/search';
import offline from './src/features/offline';
import markdownExport from './src/features/markdown-export';
import socialCards from './src/features/social-cards';
import maps from './src/features/maps';
import sampleServer from './src/features/sample-server';
import apiExplorer from './src/features/api-explorer';
import hosting from './src/features/hosting';
import pageFeedback from './src/features/page-feedback';
import keyboardNavigation from './src/features/keyboard-navigation';
import deferredClientWork from './src/patches/deferred-client-work';
import slimPrism from './src/patches/slim-prism';
import slimOpenApiTheme from './src/patches/slim-openapi-theme';
import apiMarkdownAtBuild from './src/patches/api-markdown-at-build';
import apiReferenceCss, {importingReferenceStyles} from './src/patches/api-reference-css';
import slimTslib from './src/patches/slim-tslib';
import slimHead from './src/patches/slim-head';
import slimNprogress from './src/patches/slim-nprogress';
import slimTranslate from './src/patches/slim-translate';
import codeBlockOnDemand from './src/patches/code-block-on-demand';
import unusedThemeParts from './src/patches/unused-theme-parts';
import highlightAtBuild from './src/patches/highlight-at-build';
import slimNavbarItems from './src/patches/slim-navbar-items';
import criticalCss from './src/patches/critical-css';
import routeShards from './src/patches/route-shards';
import slimSiteConfig from './src/patches/slim-site-config';
import docsDataByPage from './src/patches/docs-data-by-page';

/**
 * The site's features (what it does beyond Docusaurus) and patches (Docusaurus made lighter or
 * faster, UPGRADING.md), each a folder. Removing one is deleting its folder and its line here (and
 * its import). The stock switch turns them off by name: `SKYPATH_STOCK=1` every patch,
 * `SKYPATH_STOCK=search,slim-prism` those named.
 */
const FEATURES: Feature[] = switchedOn({
  features: [
    search,
    offline,
    markdownExport,
    socialCards,
    maps,
    sampleServer,
    apiExplorer,
    hosting,
    pageFeedback,
    keyboardNavigation,
  ],
  patches: [
    slimOpenApiTheme,
    apiMarkdownAtBuild,
    deferredClientWork,
    slimPrism,
    apiReferenceCss,
    slimTslib,
    slimHead,
    slimNprogress,
    slimTranslate,
    slimSiteConfig,
    docsDataByPage,
    // Before code-block-on-demand: it flags the blocks whose grammars that patch need not import.
    highlightAtBuild,
    codeBlockOnDemand,
    unusedThemeParts,
    slimNavbarItems,
    criticalCss,
    // After deferred-client-work: both wrap window.docusaurus.
    routeShards,
  ],
});

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

/** "Edit this page" opens the page's source file on GitHub (versioned docs: that version's copy). */
const EDIT_URL = `${URLS.docsRepo}/edit/main/`;

/** Options every docs instance shares: edit links, "Last updated" from git, the features' remark plugins. */
const docsDefaults = {
  showLastUpdateTime: true,
  editUrl: EDIT_URL,
  // Each FAQ's `::open-questions`: the questions facts/open-questions.json places there, before
  // Docusaurus resolves the Markdown links (theirs too).
  beforeDefaultRemarkPlugins: [remarkOpenQuestions],
  remarkPlugins: remarkOf(FEATURES, 'docs'),
} satisfies DocsOptions;

/** A docs section's folder and route base path: both are its id. */
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
 * An SDK docs section, versioned as the URL scheme serves it (the versions from
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

const config = {
  title: SITE.title,
  favicon: 'img/favicon.svg',
  url: SITE.url,
  baseUrl: '/',

  // The v4 flags include Docusaurus Faster (Rspack, SWC, Lightning CSS). A production build does
  // not use Rspack's persistent cache: with it, the minified runtime~main differs from a build
  // without it (same code, other variable names), so every page would, and two builds of one
  // commit must be byte-identical (the determinism check). `npm start` keeps it.
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
        pages: {remarkPlugins: remarkOf(FEATURES, 'pages')},
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // The post-build pipeline (ARCHITECTURE.md) with the features' steps. It runs the postBuild of
    // the plugins wrapped with deferPostBuild first, which Docusaurus would run beside its steps.
    sitePipeline(FEATURES.flatMap((feature) => feature.steps ?? [])),
    [
      deferPostBuild('@docusaurus/plugin-content-blog'),
      {
        path: BLOG_DIR,
        routeBasePath: BLOG_DIR,
        blogTitle: 'SkyPath developer blog',
        blogDescription: 'Releases and guides for the SkyPath REST API, iOS SDK and Web SDK.',
        editUrl: EDIT_URL,
        remarkPlugins: remarkOf(FEATURES, 'blog'),
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
      // page) are left out by the plugin itself. robots.txt names it (the hosting feature).
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
        remarkPlugins: remarkOf(FEATURES, 'api'),
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
            // host gzips it, and the browser needs no inflater (the slim-openapi-theme patch).
            disableCompression: true,
          },
        },
      } satisfies OpenApiOptions,
    ],
    // The OpenAPI theme before the features, whose theme components wrap some of its own.
    'docusaurus-theme-openapi-docs',
    ...FEATURES.map(pluginOf),
  ],

  themeConfig: {
    metadata: [{name: 'keywords', content: 'SkyPath, turbulence, API, iOS SDK, Web SDK, aviation'}],
    announcementBar: {
      id: ANNOUNCEMENT.id,
      // Plain text for the theme config; `@theme/AnnouncementBar/Content` renders the link.
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
