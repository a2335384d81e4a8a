/**
 * What the Markdown components' `code` (theme-classic's `MDXComponents/Code`) gets for
 * `@theme/CodeBlock`: the code block a page's content module provided (pages with a code block
 * import ./provide.ts), so that the code block and Prism load with those pages only, before
 * hydration as before. A block rendered without it (a page the remark plugin did not see as having
 * one) loads the code block lazily: the same markup, a moment later.
 */
import React, {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

let provided: ComponentType<Props> | undefined;

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
