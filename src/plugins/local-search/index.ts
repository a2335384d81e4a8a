import {createRequire} from 'node:module';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {SEARCH_SECTION_LABELS, VERSIONS} from '../../constants';

/** The search plugin's CommonJS entry point (its typings declare only the options). */
type SearchLocalModule = {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};
const searchLocal = createRequire(__filename)('@easyops-cn/docusaurus-search-local') as SearchLocalModule;

/** A page entry of a search index: its title (`t`), URL (`u`) and breadcrumb (`b`). */
type IndexedPage = {t: string; u: string; b?: string[]};
/** A search index file: the plugin writes title, heading, description, keyword and content indexes. */
type SearchIndexFile = {documents: IndexedPage[]; index: unknown}[];

/** The section a page belongs to, from the first segment of its URL. */
function sectionOf(url: string): keyof typeof SEARCH_SECTION_LABELS | undefined {
  const first = url.split('/').find(Boolean) ?? '';
  return Object.hasOwn(SEARCH_SECTION_LABELS, first) ? (first as keyof typeof SEARCH_SECTION_LABELS) : undefined;
}

/**
 * The section, and for the SDKs the version, of a page, from its URL: "iOS SDK 2.2", "Web SDK Next",
 * "API", "Blog". Undefined outside the sections.
 */
export function sectionLabel(url: string): string | undefined {
  const section = sectionOf(url);
  if (section !== 'ios' && section !== 'js') return section && SEARCH_SECTION_LABELS[section];
  const second = url.split('/').filter(Boolean)[1];
  const {latest, older} = VERSIONS[section];
  const version = second === 'next' ? 'Next' : second !== undefined && older.includes(second) ? second : latest;
  return `${SEARCH_SECTION_LABELS[section]} ${version}`;
}

/**
 * Starts each page's breadcrumb with its section and version, in place of the section alone. The
 * plugin takes the breadcrumb's first item from the page's active navbar link ("iOS SDK", the same
 * for every version; none on the blog); the search bar and the search page show the breadcrumb
 * with each result (`explicitSearchResultPath`).
 */
export function labelPage(page: IndexedPage): void {
  const section = sectionOf(page.u);
  const label = sectionLabel(page.u);
  if (!section || !label) return;
  const breadcrumb = page.b ?? [];
  page.b = [label, ...(breadcrumb[0] === SEARCH_SECTION_LABELS[section] ? breadcrumb.slice(1) : breadcrumb)];
}

async function labelSearchIndexes(outDir: string): Promise<void> {
  const files = (await readdir(outDir, {recursive: true})).filter((file) => /^search-index.*\.json$/.test(path.basename(file)));
  await Promise.all(
    files.map(async (file) => {
      const indexFile = path.join(outDir, file);
      const indexes = JSON.parse(await readFile(indexFile, 'utf8')) as SearchIndexFile;
      // The first index holds one entry per page; the others point to it.
      indexes[0]?.documents.forEach(labelPage);
      await writeFile(indexFile, JSON.stringify(indexes));
    }),
  );
}

/**
 * @easyops-cn/docusaurus-search-local, unchanged but for one step after it writes its indexes
 * (one per docs version folder): each result then names its section and version (labelPage).
 */
export default function localSearch(context: LoadContext, options: unknown): Plugin {
  // Docusaurus has already run the options through validateOptions (below), which applies the defaults.
  const plugin = searchLocal.default(context, options as PluginOptions);
  return {
    ...plugin,
    async postBuild(props) {
      await plugin.postBuild?.(props);
      await labelSearchIndexes(props.outDir);
    },
  };
}
localSearch.validateOptions = searchLocal.validateOptions;
