// Ejected from @docusaurus/theme-classic@3.10.2 src/theme/BlogListPage/index.tsx.
// Why: the stock blog list has no h1 (a wrapper cannot reach inside BlogLayout), so it gets a
// visible title and description. Its three parts are inlined; changes are marked "SkyPath:".
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogListPage';

export default function BlogListPage(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  const {blogTitle, blogDescription} = metadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      {/* SkyPath: the site has no blog-only mode, so the title is always the blog's. */}
      <PageMetadata title={blogTitle} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        {/* SkyPath: a visible h1 and the blog's description. */}
        <header className="margin-bottom--lg">
          <Heading as="h1">{blogTitle}</Heading>
          <p>{blogDescription}</p>
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
