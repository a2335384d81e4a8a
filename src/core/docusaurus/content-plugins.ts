import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';

/** The names Docusaurus gives its content plugins: the keys of `allContent` and of the loaded plugins. */
export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
export const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';
export const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';

/** The instances' content of one plugin (Docusaurus keys it by plugin name, then instance id). */
function instances<T>(allContent: AllContent, plugin: string): T[] {
  return Object.values(allContent[plugin] ?? {}) as T[];
}

/** Every docs page (of every instance and version), blog post and page the content plugins loaded. */
export function contentPages(allContent: AllContent) {
  return {
    docs: instances<DocsContent>(allContent, DOCS_PLUGIN).flatMap((content) =>
      content.loadedVersions.flatMap((version) => version.docs),
    ),
    posts: instances<BlogContent>(allContent, BLOG_PLUGIN).flatMap((content) => content.blogPosts),
    pages: instances<NonNullable<PagesContent>>(allContent, PAGES_PLUGIN).flat(),
  };
}
