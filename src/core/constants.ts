/**
 * The one place for the site's external URLs and settings: never hard-code these elsewhere. Product
 * facts (limits, hosts, the severity legend) are in facts/ (src/core/domain-facts.ts reads them);
 * entries marked "inferred" here are SkyPath's to confirm.
 */

export const SITE = {
  title: 'SkyPath Docs',
  tagline: 'Turbulence data for your apps: REST API, iOS SDK and Web SDK',
  url: 'https://docs.skypath.io',
  /** Footer and feeds; the spec fixes the year at 2025. */
  copyright: 'Copyright © 2025 SkyPath LTD. All rights reserved.',
} as const;

export const URLS = {
  company: 'https://skypath.io',
  terms: 'https://skypath.io/terms/',
  contact: 'https://skypath.io/contact/',
  // The spec's footer names these pages, but no address of theirs is known: each links to the
  // company site, where they live, until SkyPath gives the exact address. A guessed path would be
  // a broken link for readers.
  privacy: 'https://skypath.io/',
  about: 'https://skypath.io/',
  status: 'https://skypath.io/',
  pilots: 'https://skypath.io/',
  github: 'https://github.com/Yamasee',
  // inferred: the repository of this docs site; "Edit this page" and "Was this page helpful?" link to it
  docsRepo: 'https://github.com/Yamasee/skypath-docs',
  iosSdkReleases: 'https://github.com/Yamasee/skypath-ios-sdk/releases',
  webSdkPackage: 'https://www.npmjs.com/package/@skypath-io/web-sdk',
  webSdkDemo: 'https://yamasee.github.io/skypath-web-sdk-demo/',
} as const;

/** A new issue on the docs repository, filled in: no backend needed. */
export function newIssueUrl(title: string, body: string): string {
  return `${URLS.docsRepo}/issues/new?${new URLSearchParams({title, body}).toString()}`;
}

/** AI assistants a page opens in (its page actions): each starts a new chat from a prompt in its address. */
export const ASSISTANTS = [
  {name: 'ChatGPT', url: 'https://chatgpt.com/'},
  {name: 'Claude', url: 'https://claude.ai/new'},
] as const;

/**
 * The announcement bar: `@theme/AnnouncementBar/Content` links `linkTo` client-side, so the build's
 * broken-link check covers it. Change `id` with the message so readers who closed the old one see it.
 */
export const ANNOUNCEMENT = {
  id: 'ios-sdk-3-0',
  text: 'iOS SDK 3.0 is the latest release. Moving from 2.2?',
  linkLabel: 'Read the migration guide',
  linkTo: '/ios/versions/migration-v3.0',
  backgroundColor: '#0b3d73',
  textColor: '#ffffff',
} as const;
