/**
 * What the Markdown components' `code` (`@docusaurus/theme-classic` `MDXComponents/Code`) gets for
 * `@theme/CodeBlock` (./index.ts): the code block a page's content module provided (./provide.ts,
 * imported by the pages that have a fenced code block), so that the code block and Prism load with
 * those pages only, before hydration as before. A block rendered without it (a page the remark
 * plugin did not see as having one) loads the code block lazily: the same markup, a moment later.
 */
import React, {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

let provided: ComponentType<Props> | undefined;

/** Called by ./provide.ts, which a page with a code block imports. */
export function provideCodeBlock(component: ComponentType<Props>): void {
  provided = component;
}

const LazyCodeBlock = lazy(() => import('@theme/CodeBlock'));

export default function CodeBlockOnDemand(props: Props): ReactNode {
  const Provided = provided;
  if (Provided) return <Provided {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyCodeBlock {...props} />
    </Suspense>
  );
}
