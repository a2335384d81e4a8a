import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, LoadedPlugin, Plugin, PluginModule} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {sectionOfPath} from '../../sections';
import type {PostBuildProps, SiteModel} from '../../site/model';

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

/**
 * Starts each page's breadcrumb with its section and version, in place of the section alone. The
 * plugin takes the breadcrumb's first item from the page's active navbar link ("iOS SDK", the same
 * for every version; none on the blog); the search bar and the search page show the breadcrumb
 * with each result (`explicitSearchResultPath`).
 */
export function labelPage(page: IndexedPage): void {
  const section = sectionOfPath(page.u);
  if (!section) return;
  const breadcrumb = page.b ?? [];
  page.b = [section.label, ...(breadcrumb[0] === section.sectionLabel ? breadcrumb.slice(1) : breadcrumb)];
}

/** The search index files the plugin wrote: one per docs version folder (`search-index.json`, `ios/2.2/search-index.json`). */
export const isSearchIndex = (file: string) => /^search-index.*\.json$/.test(path.posix.basename(file));

/** The pipeline's step after the plugin has written its indexes: each result names its section and version. */
export async function labelSearchIndexes(site: SiteModel): Promise<string> {
  const files = [...site.files].filter(isSearchIndex);
  for (const file of files) {
    const indexes = JSON.parse((await site.read(file)).toString('utf8')) as SearchIndexFile;
    // The first index holds one entry per page; the others point to it.
    indexes[0]?.documents.forEach(labelPage);
    await site.write(file, JSON.stringify(indexes));
  }
  return `${files.length} indexes`;
}

const isDocsPlugin = (plugin: LoadedPlugin) => plugin.name === 'docusaurus-plugin-content-docs';
const docsContent = (plugin: LoadedPlugin) => plugin.content as DocsContent;

/**
 * The search plugin writes one index per docs version folder: the latest versions of every section
 * share the root index, and each other version (iOS 2.2, iOS Next, Web SDK Next) gets an index of
 * its own docs alone. A reader of iOS 2.2 should still find the Intro and API pages, which have one
 * version: this adds the single-version sections' docs to every other version's index, by giving
 * the plugin a copy of the build props in which those versions list them too.
 */
export function withSingleVersionDocsInEveryIndex(props: PostBuildProps): PostBuildProps {
  const shared = props.plugins
    .filter((plugin) => isDocsPlugin(plugin) && docsContent(plugin).loadedVersions.length === 1)
    .flatMap((plugin) => docsContent(plugin).loadedVersions[0]!.docs);
  const plugins = props.plugins.map((plugin) => {
    if (!isDocsPlugin(plugin) || docsContent(plugin).loadedVersions.length === 1) return plugin;
    const loadedVersions = docsContent(plugin).loadedVersions.map((version) =>
      version.isLast ? version : {...version, docs: [...version.docs, ...shared]},
    );
    return {...plugin, content: {...docsContent(plugin), loadedVersions}};
  });
  return {...props, plugins};
}

/**
 * @easyops-cn/docusaurus-search-local, whose postBuild writes every version's index with the
 * single-version sections in it too (withSingleVersionDocsInEveryIndex). The config defers that
 * postBuild to the site pipeline, whose next step names each result's section and version
 * (labelSearchIndexes).
 */
export default function localSearch(context: LoadContext, options: unknown): Plugin {
  // Docusaurus has already run the options through validateOptions (below), which applies the defaults.
  const plugin = searchLocal.default(context, options as PluginOptions);
  const {postBuild} = plugin;
  return {...plugin, ...(postBuild ? {postBuild: (props) => postBuild(withSingleVersionDocsInEveryIndex(props))} : {})};
}
localSearch.validateOptions = searchLocal.validateOptions;
