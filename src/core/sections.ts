/**
 * The URL scheme, defined once: the site's sections, their labels, the SDK versions and where each
 * version is served. No Node or browser API: it runs in both. Versions come from Docusaurus's own
 * `<section>_versions.json`: the latest release is served at /<section>, the others at
 * /<section>/<version>, Next at /<section>/next.
 */

import iosVersions from '../../ios_versions.json';
import jsVersions from '../../js_versions.json';
import {SDK_SECTIONS, type DocsSection, type SdkSection} from './contentFolders.mjs';

/** The navbar label of each docs section, and the blog's. */
export const SECTION_LABELS = {
  docs: 'Intro',
  api: 'API',
  ios: 'iOS SDK',
  js: 'Web SDK',
  blog: 'Blog',
} as const satisfies Record<DocsSection | 'blog', string>;

export type SectionKey = keyof typeof SECTION_LABELS;

/** The released versions of each SDK section: the latest, and the older ones newest first. */
type SdkVersions = {latest: string; older: readonly string[]};

/** `["3.0", "2.2"]` → latest 3.0, older 2.2 (Docusaurus's own order: the first is the last version). */
function fromVersionsFile(versions: readonly string[], section: SdkSection): SdkVersions {
  const [latest, ...older] = versions;
  if (latest === undefined) throw new Error(`${section}_versions.json lists no released version`);
  return {latest, older};
}

const VERSIONS_FILES: Record<SdkSection, readonly string[]> = {ios: iosVersions, js: jsVersions};

export const VERSIONS = Object.fromEntries(
  SDK_SECTIONS.map((section) => [section, fromVersionsFile(VERSIONS_FILES[section], section)]),
) as Record<SdkSection, SdkVersions>;

/** The unreleased docs of an SDK section: Docusaurus's `current` version, served at `/ios/next`, `/js/next`. */
export const NEXT = {name: 'current', label: 'Next', path: 'next'} as const;

/** Where a version of an SDK section is served, relative to the section: '' for the latest release. */
export function versionPath(section: SdkSection, version: string): string {
  if (version === NEXT.name || version === NEXT.label) return NEXT.path;
  return version === VERSIONS[section].latest ? '' : version;
}

/** The base path of a version of an SDK section: `/ios`, `/ios/next`, `/ios/2.2`. */
export function versionBase(section: SdkSection, version: string): string {
  const sub = versionPath(section, version);
  return sub ? `/${section}/${sub}` : `/${section}`;
}

/** The single-version sections' introductions; an SDK version's is `<base>/introduction`. */
const INTROS = {docs: '/docs/', api: '/api/introduction', blog: '/blog'} as const;

type PathSection = {
  key: SectionKey;
  /** The section's navbar label ("API", "Intro", "Blog"). */
  sectionLabel: string;
  /** The same with the SDK version for the SDK sections: "iOS SDK 2.2", "Web SDK Next". */
  label: string;
  /** The SDK version the path is in ("2.2", "Next", the latest); none outside the SDK sections. */
  version?: string;
  /** The page that introduces the section, in that version. */
  intro: string;
};

/** "ios" → "iOS SDK"; an unknown key is returned as it is. */
export function sectionLabel(key: string): string {
  return Object.hasOwn(SECTION_LABELS, key) ? SECTION_LABELS[key as SectionKey] : key;
}

function isSdk(key: SectionKey): key is SdkSection {
  return (SDK_SECTIONS as readonly string[]).includes(key);
}

/**
 * The section, and for the SDKs the version, a path belongs to: /ios/2.2/x is iOS SDK 2.2,
 * /ios/next/x is Next, any other /ios/x the latest version. Undefined outside the sections.
 */
export function sectionOfPath(pathname: string): PathSection | undefined {
  const [first = '', second = ''] = pathname.split('/').filter(Boolean);
  if (!Object.hasOwn(SECTION_LABELS, first)) return undefined;
  const key = first as SectionKey;
  const label = SECTION_LABELS[key];
  if (!isSdk(key)) return {key, sectionLabel: label, label, intro: INTROS[key]};
  const {latest, older} = VERSIONS[key];
  const version = second === NEXT.path ? NEXT.label : older.includes(second) ? second : latest;
  return {
    key,
    sectionLabel: label,
    label: `${label} ${version}`,
    version,
    intro: `${versionBase(key, version)}/introduction`,
  };
}

/**
 * The base path of the older release a path is in: `/ios/2.2/x` → `/ios/2.2`. Undefined for the
 * latest release, Next and the single-version sections.
 */
export function olderReleaseBase(pathname: string): string | undefined {
  const section = sectionOfPath(pathname);
  if (!section?.version || !isSdk(section.key) || !VERSIONS[section.key].older.includes(section.version))
    return undefined;
  return versionBase(section.key, section.version);
}

export type Redirect = {from: string; to: string};

/**
 * Bare section roots have no page of their own; each leads to its introduction (/docs needs none:
 * its introduction is /docs/). The build writes a redirect page for each, for hosts without
 * redirects, and the hosting rules a server redirect.
 */
export const SECTION_ROOT_REDIRECTS: Redirect[] = [
  {from: '/api', to: INTROS.api},
  ...SDK_SECTIONS.flatMap((section) =>
    [VERSIONS[section].latest, NEXT.name, ...VERSIONS[section].older].map((version) => {
      const base = versionBase(section, version);
      return {from: base, to: `${base}/introduction`};
    }),
  ),
];

/**
 * Where a path's search answers from: '' (the site root) for the latest versions, the
 * single-version sections and the blog; the version's base for every other SDK version.
 */
export function searchBaseOfPath(pathname: string): string {
  const section = sectionOfPath(pathname);
  if (!section?.version || !isSdk(section.key) || section.version === VERSIONS[section.key].latest) return '';
  return versionBase(section.key, section.version);
}

/** Every search base: the root, then each SDK version that is not the latest (Next and the older ones). */
export const SEARCH_BASES: readonly string[] = [
  '',
  ...SDK_SECTIONS.flatMap((section) =>
    [NEXT.name, ...VERSIONS[section].older].map((version) => versionBase(section, version)),
  ),
];
