// The content folders, defined once. A plain ES module with JSDoc types, so that Node loads it
// without tsx (cspell.config.mjs and .markdownlint-cli2.mjs do) and TypeScript sees its literal types.

/** Docs sections with one version. */
export const SINGLE_VERSION_SECTIONS = /** @type {const} */ (['docs', 'api']);

/**
 * The SDK sections, versioned as Docusaurus does it: the folder `<id>/` is Next, each release a
 * copy in `<id>_versioned_docs/version-<version>/`. The URL scheme's `VERSIONS` must have exactly
 * these keys (the type-check fails otherwise).
 */
export const SDK_SECTIONS = /** @type {const} */ (['ios', 'js']);

/** Every docs section, in navbar order. A section's id is its folder and its route base path (`/ios`). */
export const DOCS_SECTIONS = /** @type {const} */ ([...SINGLE_VERSION_SECTIONS, ...SDK_SECTIONS]);

/** @typedef {(typeof DOCS_SECTIONS)[number]} DocsSection */
/** @typedef {(typeof SDK_SECTIONS)[number]} SdkSection */

/** The blog's folder, also its route base path (`/blog`). */
export const BLOG_DIR = 'blog';

/** The OpenAPI spec: the API reference is generated from it, and the API explorer may call its servers. */
export const OPENAPI_SPEC = 'openapi/skypath.yaml';

/** The API reference, generated from the spec into the API section's folder (gitignored). */
export const API_REFERENCE_DIR = 'api/reference';

/** Generated folders inside the content folders: no content rules, spell check or Markdown lint. */
export const GENERATED_DIRS = /** @type {const} */ ([API_REFERENCE_DIR]);

/** Pages that compare versions on purpose: migration guides, release notes, blog posts. */
export const CROSS_VERSION_PAGES = new RegExp(`(^${BLOG_DIR}/|(^|/)(versions/migration-[^/]+|release-notes)\\.mdx?$)`);

export const PAGE_EXTENSIONS = /** @type {const} */ (['md', 'mdx']);

/**
 * @param {string} section
 * @returns {section is SdkSection}
 */
export function isSdkSection(section) {
  return /** @type {readonly string[]} */ (SDK_SECTIONS).includes(section);
}

/**
 * The folder of an SDK section's released versions: `ios` → `ios_versioned_docs`.
 * @param {SdkSection} section
 */
export function versionedDocsDir(section) {
  return `${section}_versioned_docs`;
}

/**
 * The folder of one released version: (`ios`, `2.2`) → `ios_versioned_docs/version-2.2`.
 * @param {SdkSection} section
 * @param {string} version
 */
export function versionDir(section, version) {
  return `${versionedDocsDir(section)}/version-${version}`;
}

/**
 * A docs section's folders: its own and, for an SDK section, that of its released versions.
 * @param {DocsSection} section
 */
export function sectionDirs(section) {
  return isSdkSection(section) ? [section, versionedDocsDir(section)] : [section];
}

/**
 * The docs section of a content file, by its path from the site's folder, or undefined.
 * @param {string} file
 */
export function sectionOfFile(file) {
  const folder = file.replaceAll('\\', '/').replace(/^\.\//, '').split('/')[0];
  return DOCS_SECTIONS.find((section) => sectionDirs(section).includes(folder ?? ''));
}

/** Every docs folder, in section order: `docs`, `api`, `ios`, `ios_versioned_docs`, `js`, `js_versioned_docs`. */
export const DOCS_DIRS = DOCS_SECTIONS.flatMap(sectionDirs);

/** Every folder of pages: the docs folders, then the blog. */
export const CONTENT_DIRS = [...DOCS_DIRS, BLOG_DIR];

/**
 * Globs of the files with these extensions anywhere in these folders.
 * @param {readonly string[]} [dirs] the content folders by default
 * @param {readonly string[]} [extensions] the pages' by default
 */
export function contentGlobs(dirs = CONTENT_DIRS, extensions = PAGE_EXTENSIONS) {
  const ext = extensions.length === 1 ? extensions[0] : `{${extensions.join(',')}}`;
  return dirs.map((dir) => `${dir}/**/*.${ext}`);
}

/** Globs of everything in the generated folders, to ignore: `api/reference/**`. */
export const GENERATED_GLOBS = GENERATED_DIRS.map((dir) => `${dir}/**`);
