import {SECTION_LABELS, VERSIONS} from './constants';

/** The parts of the site a path can belong to: the four docs sections and the blog. */
const LABELS = {...SECTION_LABELS, blog: 'Blog'} as const;
export type SectionKey = keyof typeof LABELS;

export type PathSection = {
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

/** The navbar label of a section ("ios" → "iOS SDK"); an unknown key is returned as it is. */
export function sectionLabel(key: string): string {
  return Object.hasOwn(LABELS, key) ? LABELS[key as SectionKey] : key;
}

const INTROS: Record<'docs' | 'api' | 'blog', string> = {docs: '/docs/', api: '/api/introduction', blog: '/blog'};

/**
 * The section, and for the SDKs the version, a path belongs to, following the routes VERSIONS
 * builds: /ios/2.2/x is iOS SDK 2.2, /ios/next/x is Next, any other /ios/x the latest version.
 * Undefined outside the sections (the home page, /search).
 */
export function sectionOfPath(pathname: string): PathSection | undefined {
  const [first = '', second = ''] = pathname.split('/').filter(Boolean);
  if (!Object.hasOwn(LABELS, first)) return undefined;
  const key = first as SectionKey;
  const sectionLabel = LABELS[key];
  if (key !== 'ios' && key !== 'js') return {key, sectionLabel, label: sectionLabel, intro: INTROS[key]};
  const {latest, older} = VERSIONS[key];
  const [version, prefix] =
    second === 'next'
      ? ['Next', `/${key}/next`]
      : older.includes(second)
        ? [second, `/${key}/${second}`]
        : [latest, `/${key}`];
  return {key, sectionLabel, label: `${sectionLabel} ${version}`, version, intro: `${prefix}/introduction`};
}
