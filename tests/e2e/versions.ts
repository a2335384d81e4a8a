// The SDK docs versions the browser tests visit, from the spec's versions as the route fixture
// writes them out (tests/fixtures/routes.json), never from the site's code under test. A test about
// the latest release uses the latest; a test about a page that only the old line has
// (basic/get-data, advanced/nowcast) uses the oldest older version. Every helper takes the versions
// as an optional last argument (tests/unit/e2e-versions.test.ts).
import routesFixture from '../fixtures/routes.json';
import {versionDir} from '../../src/core/contentFolders.mjs';

export type SdkSection = 'ios' | 'js';
export type Versions = Record<SdkSection, {latest: string; older: readonly string[]}>;

/** The released versions of each SDK section, as the spec lists them. */
export const VERSIONS: Versions = routesFixture.versions;

/** The unreleased docs of an SDK section, served at /<section>/next. */
export const NEXT = 'next';

/** The latest release of an SDK section, served at /<section>. */
export function latestVersion(section: SdkSection, versions: Versions = VERSIONS): string {
  return versions[section].latest;
}

/** The oldest release of an SDK section still served (VERSIONS lists older versions newest first). */
export function oldestVersion(section: SdkSection, versions: Versions = VERSIONS): string {
  const oldest = versions[section].older.at(-1);
  if (oldest === undefined) throw new Error(`VERSIONS.${section} has no older version for the browser tests to visit`);
  return oldest;
}

/** Every release of an SDK section, latest first (Next not included). */
export function releasedVersions(section: SdkSection, versions: Versions = VERSIONS): string[] {
  return [versions[section].latest, ...versions[section].older];
}

/** The latest iOS SDK release ('3.0' when 3.0 is the latest). */
export const IOS_LATEST = latestVersion('ios');
/** The oldest iOS SDK release served ('2.2'), the only one with pages such as basic/get-data. */
export const IOS_OLDEST = oldestVersion('ios');
/** The latest Web SDK release ('0.5'). */
export const WEB_LATEST = latestVersion('js');

function checkVersion(section: SdkSection, version: string, versions: Versions): void {
  if (version !== NEXT && !releasedVersions(section, versions).includes(version)) {
    throw new Error(`${section} has no docs version "${version}" (VERSIONS: ${releasedVersions(section, versions)})`);
  }
}

/**
 * The path of a page in a version of an SDK section, as Docusaurus routes it: the latest at
 * /<section>/<page>, Next at /<section>/next/<page>, an older version at /<section>/<version>/<page>.
 * ('ios', '2.2', 'install') → '/ios/2.2/install'.
 */
export function versionedPath(section: SdkSection, version: string, page: string, versions: Versions = VERSIONS) {
  checkVersion(section, version, versions);
  return version === versions[section].latest ? `/${section}/${page}` : `/${section}/${version}/${page}`;
}

/**
 * The source file of a page in a version, as "Edit this page" links it: Next in the section's
 * folder, a release in its copy. ('ios', '3.0', 'basic/data.md') → 'ios_versioned_docs/version-3.0/basic/data.md'.
 */
export function versionedSource(section: SdkSection, version: string, file: string, versions: Versions = VERSIONS) {
  checkVersion(section, version, versions);
  return version === NEXT ? `${section}/${file}` : `${versionDir(section, version)}/${file}`;
}

/**
 * The same page in the latest version: the path without its version segment (Next or an older
 * version). '/ios/2.2/basic/data' → '/ios/basic/data'; other paths are returned as they are.
 */
export function latestPath(path: string, versions: Versions = VERSIONS): string {
  const [, section = '', version = '', ...rest] = path.split('/');
  if (!Object.hasOwn(versions, section)) return path;
  const {older} = versions[section as SdkSection];
  return version === NEXT || older.includes(version) ? `/${section}/${rest.join('/')}` : path;
}

/** A string as a regular expression that matches it literally: '3.0' → '3\.0'. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A regular expression group matching any of the strings literally: ['Next', '3.0'] → '(Next|3\.0)'. */
export function oneOf(texts: readonly string[]): string {
  return `(${texts.map(escapeRegExp).join('|')})`;
}

/** The labels a section's version dropdown shows as its current version: Next and every release. */
export function versionLabelPattern(section: SdkSection, versions: Versions = VERSIONS): RegExp {
  return new RegExp(`^${oneOf(['Next', ...releasedVersions(section, versions)])}$`);
}
