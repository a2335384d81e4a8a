/**
 * The one place for external URLs and product constants. Config, sidebars,
 * pages and components import from here; never hard-code these elsewhere.
 * Sources: ../shared/reference/skypath-facts.md. Entries marked "inferred"
 * have no confirmed URL in the fact sheet and are SkyPath's to confirm.
 */

export const SITE = {
  title: 'SkyPath Docs',
  tagline: 'Turbulence data for your apps: REST API, iOS SDK and Web SDK',
  url: 'https://docs.skypath.io',
  company: 'SkyPath LTD',
  copyrightYear: 2025,
  githubOrg: 'Yamasee',
} as const;

export const URLS = {
  company: 'https://skypath.io',
  terms: 'https://skypath.io/terms/',
  contact: 'https://skypath.io/contact/',
  trial: 'https://skypath.io/start_a_trial/',
  // inferred: no confirmed URL in the fact sheet
  privacy: 'https://skypath.io/privacy-policy/',
  // inferred: no confirmed URL in the fact sheet
  about: 'https://skypath.io/about/',
  // inferred: no confirmed URL in the fact sheet
  status: 'https://status.skypath.io/',
  // inferred: no confirmed URL in the fact sheet
  pilots: 'https://skypath.io/pilots/',
  github: 'https://github.com/Yamasee',
  iosSdkRepo: 'https://github.com/Yamasee/skypath-ios-sdk',
  iosSdkReleases: 'https://github.com/Yamasee/skypath-ios-sdk/releases',
  webSdkPackage: 'https://www.npmjs.com/package/@skypath-io/web-sdk',
  webSdkDemoRepo: 'https://github.com/Yamasee/skypath-web-sdk-demo',
  webSdkDemo: 'https://yamasee.github.io/skypath-web-sdk-demo/',
} as const;

export const API_HOSTS = {
  production: 'https://api.skypath.io',
  staging: 'https://staging-api.skypath.io',
  development: 'https://dev-api.skypath.io',
} as const;

/**
 * Released docs versions of the SDK sections (spec section 9): the latest is served at
 * /<section>, older ones at /<section>/<version>; Next (the unreleased docs) at /<section>/next.
 */
export const VERSIONS: Record<'ios' | 'js', {latest: string; older: readonly string[]}> = {
  ios: {latest: '3.0', older: ['2.2']},
  js: {latest: '0.5', older: []},
};

/** The four docs sections: plugin id, route base path and introduction. */
export const SECTIONS = [
  {id: 'default', label: 'Intro', path: '/docs', introduction: '/docs/'},
  {id: 'api', label: 'API', path: '/api', introduction: '/api/introduction'},
  {id: 'ios', label: 'iOS SDK', path: '/ios', introduction: '/ios/introduction'},
  {id: 'js', label: 'Web SDK', path: '/js', introduction: '/js/introduction'},
] as const;

/**
 * Bare roots that have no page of their own, and the introduction each leads to.
 * The intro section needs none: its introduction is /docs/ itself.
 */
export const SECTION_ROOT_REDIRECTS: ReadonlyArray<{from: string; to: string}> = [
  {from: '/api', to: '/api/introduction'},
  {from: '/ios', to: '/ios/introduction'},
  {from: '/ios/next', to: '/ios/next/introduction'},
  {from: '/ios/2.2', to: '/ios/2.2/introduction'},
  {from: '/js', to: '/js/introduction'},
  {from: '/js/next', to: '/js/next/introduction'},
];

export const ANNOUNCEMENT = {
  id: 'ios-sdk-3-0',
  content:
    'iOS SDK 3.0 is the latest release. Moving from 2.2? Read the <a href="/ios/versions/migration-v3.0">migration guide</a>.',
  backgroundColor: '#0b3d73',
  textColor: '#ffffff',
} as const;
