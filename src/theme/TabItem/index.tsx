// Ejected from docusaurus-theme-openapi-docs@5.2.0 src/theme/TabItem/index.tsx
// Why: the panel gets the id its tab's aria-controls names and aria-labelledby naming its tab (both
// set by src/theme/utils/tabsUtils), so that every tab has its tabpanel (Nu HTML Checker) and a
// screen reader names the panel. Upstream's is the OpenAPI theme's, which wins @theme/TabItem over
// the classic theme's and reads the tab state of its Tabs. Changes are marked "SkyPath:".
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {type TabItemProps, useTabs} from '@theme/utils/tabsUtils';

// SkyPath: upstream's styles, imported from the package rather than copied.
import styles from 'docusaurus-theme-openapi-docs/lib/theme/TabItem/styles.module.css';

type Props = TabItemProps;

/** SkyPath: a tab attribute that is a string (attributes are free-form). */
function stringAttribute(attributes: TabItemProps['attributes'], name: string): string | undefined {
  const value = attributes?.[name];
  return typeof value === 'string' ? value : undefined;
}

function TabItemPanel({
  children,
  className,
  hidden,
  id,
  labelledBy,
}: {
  children: ReactNode;
  className?: string;
  hidden?: boolean;
  // SkyPath: the panel's id and its tab's.
  id?: string;
  labelledBy?: string;
}) {
  return (
    <div role="tabpanel" className={clsx(styles.tabItem, className)} id={id} aria-labelledby={labelledBy} {...{hidden}}>
      {children}
    </div>
  );
}

export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue, lazy, tabValues} = useTabs();
  const isSelected = value === selectedValue;

  if (!isSelected && lazy) {
    return null;
  }

  // SkyPath: this panel's tab, whose attributes name the panel (aria-controls) and the tab (id).
  const tab = tabValues.find((tabValue) => tabValue.value === value)?.attributes;
  return (
    <TabItemPanel
      className={className}
      hidden={!isSelected}
      id={stringAttribute(tab, 'aria-controls')}
      labelledBy={stringAttribute(tab, 'id')}
    >
      {children}
    </TabItemPanel>
  );
}
