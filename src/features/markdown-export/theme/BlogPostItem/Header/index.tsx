// Wraps the blog post header to add the page actions (copy, view as Markdown, open in an AI
// assistant) under it, on the post's own page only.
import React, {type ReactNode} from 'react';
import Header from '@theme-init/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageActions from '../../PageActions';

type Props = WrapperProps<typeof HeaderType>;

export default function HeaderWrapper(props: Props): ReactNode {
  const {isBlogPostPage, metadata} = useBlogPost();
  return (
    <>
      <Header {...props} />
      {isBlogPostPage && <PageActions permalink={metadata.permalink} />}
    </>
  );
}
