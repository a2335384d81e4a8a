// Wraps the API page so that its content renders once: the original rebuilds its store when hydration ends and re-renders every schema and description with it, the page's longest task.
import React, {memo, type ReactNode} from 'react';
import ApiItem from '@theme-original/ApiItem';
import type {Props} from '@theme/DocItem';

type Content = Props['content'];

const stableContents = new WeakMap<Content, Content>();

/**
 * The page's MDX content as a memoized component with the same static fields (front matter,
 * metadata, table of contents). The original renders it with no props, so a re-render of the page
 * skips it; the parts of it that read the store or a context still update.
 */
function stableContent(content: Content): Content {
  let stable = stableContents.get(content);
  if (!stable) {
    const {frontMatter, metadata, toc, contentTitle, assets} = content;
    // A memo component is an object React renders like the function it wraps; the theme only
    // renders `content` and reads these fields, so the cast is sound.
    stable = Object.assign(memo(content), {frontMatter, metadata, toc, contentTitle, assets}) as unknown as Content;
    stableContents.set(content, stable);
  }
  return stable;
}

export default function ApiItemWrapper(props: Props): ReactNode {
  return <ApiItem {...props} content={stableContent(props.content)} />;
}
