/**
 * A component that a page's content hands over as it loads (an import a remark plugin adds to the
 * pages that render it), so that it travels with those pages only and is there before hydration.
 * Rendered where no page provided it (a page the plugin missed), it loads lazily: the same markup, a
 * moment later.
 */
import React, {lazy, Suspense, type ComponentType, type ReactNode} from 'react';

export function onDemand<Props extends object>(load: () => Promise<{default: ComponentType<Props>}>) {
  let provided: ComponentType<Props> | undefined;
  // React's types cannot relate a generic Props to lazy()'s ref-aware props; the component is the same.
  const Lazy = lazy(load) as unknown as ComponentType<Props>;
  function OnDemand(props: Props): ReactNode {
    const Provided = provided;
    if (Provided) return <Provided {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  const provide = (component: ComponentType<Props>): void => {
    provided = component;
  };
  return {provide, Component: OnDemand};
}
