// Ejected from docusaurus-theme-openapi-docs@5.2.0 src/theme/TabItem/index.tsx
// Why: the panel gets the id its tab's aria-controls names and aria-labelledby naming its tab (both
// set by `@theme/utils/tabsUtils`), so that every tab has its tabpanel (Nu HTML Checker) and a
// screen reader names the panel. Upstream's is the OpenAPI theme's, which wins @theme/TabItem over
// the classic theme's and reads the tab state of its Tabs.
// Below: upstream's file, changed only in "SkyPath:" regions (UPGRADING.md, "Ejected components").
// Upstream sha256: 2d6ea62838912849fb11c126dc71a6304d7abe93838c80dea1f9b4128965290d
/* ============================================================================
 * Portions Copyright (c) Meta Platforms, Inc. and affiliates.
 * Portions Copyright (c) Palo Alto Networks
 *
 * Swizzled from @docusaurus/theme-classic/src/theme/TabItem/index.tsx (MIT).
 * Re-points useTabs to our vendored tabsUtils so that <TabItem> reads the same
 * context our swizzled <Tabs> and OpenAPI tab variants (ApiTabs, MimeTabs,
 * SchemaTabs, etc.) provide. See:
 * https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/issues/1140
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */

import React, { type ReactNode } from "react";

import clsx from "clsx";

import { type TabItemProps, useTabs } from "@theme/utils/tabsUtils";

type Props = TabItemProps;
// SkyPath: start upstream's styles, imported from the package rather than copied; a tab's string
// attributes, which name its panel
import styles from "docusaurus-theme-openapi-docs/lib/theme/TabItem/styles.module.css";

/** A tab attribute that is a string (attributes are free-form). */
function stringAttribute(
  attributes: TabItemProps["attributes"],
  name: string
): string | undefined {
  const value = attributes?.[name];
  return typeof value === "string" ? value : undefined;
}
// SkyPath: end

function TabItemPanel({
  children,
  className,
  hidden,
  // SkyPath: start the panel's id and its tab's
  id,
  labelledBy,
  // SkyPath: end
}: {
  children: ReactNode;
  className?: string;
  hidden?: boolean;
  // SkyPath: start the panel's id and its tab's
  id?: string;
  labelledBy?: string;
  // SkyPath: end
}) {
  return (
    <div
      role="tabpanel"
      className={clsx(styles.tabItem, className)}
      // SkyPath: start the id its tab's aria-controls names, and labelled by its tab
      id={id}
      aria-labelledby={labelledBy}
      // SkyPath: end
      {...{ hidden }}
    >
      {children}
    </div>
  );
}

export default function TabItem({
  children,
  className,
  value,
}: Props): ReactNode {
  // SkyPath: start the tabs, to find this panel's
  const { selectedValue, lazy, tabValues } = useTabs();
  // SkyPath: end
  const isSelected = value === selectedValue;

  if (!isSelected && lazy) {
    return null;
  }

  // SkyPath: start this panel's tab, whose attributes name the panel (aria-controls) and the tab (id)
  const tab = tabValues.find(
    (tabValue) => tabValue.value === value
  )?.attributes;
  return (
    <TabItemPanel
      className={className}
      hidden={!isSelected}
      id={stringAttribute(tab, "aria-controls")}
      labelledBy={stringAttribute(tab, "id")}
    >
      {children}
    </TabItemPanel>
  );
  // SkyPath: end
}
