import {sectionOfPath} from './sections';

/** A section and version: what a reader saves for offline reading ("iOS SDK 3.0"). */
export type Pack = {
  /** `docs`, `api`, `ios-3.0`, `ios-next`, `js-0.5`: stable across releases (3.0 stays 3.0 when 3.1 comes). */
  id: string;
  label: string;
  /** The path of its first page. */
  home: string;
};

/**
 * The pack a docs path belongs to, following the section's routes: /ios/2.2/x
 * is iOS SDK 2.2, /ios/x the latest iOS SDK. Undefined outside the docs sections.
 */
export function packOfPath(pathname: string): Pack | undefined {
  const section = sectionOfPath(pathname);
  if (!section || section.key === 'blog') return undefined;
  const id = section.version ? `${section.key}-${section.version.toLowerCase()}` : section.key;
  return {id, label: section.label, home: section.intro};
}
