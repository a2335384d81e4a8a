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

/** Docs versions: the labels shown in the version dropdowns (spec section 9). */
export const VERSIONS = {
  ios: {latest: '3.0', maintained: ['3.0', '2.2'] as const},
  js: {latest: '0.5', maintained: ['0.5'] as const},
} as const;

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
