// Wraps the OpenAPI theme's tab state, which every tab set on the site runs through (its Tabs, which
// wins @theme/Tabs, and its ApiTabs, MimeTabs, SchemaTabs, DiscriminatorTabs, OperationTabs and
// CodeTabs), to link each tab with its panel: the Nu HTML Checker requires every active tab to have
// its tabpanel, and screen readers announce a panel by its tab. Each tab gets an id, and
// aria-controls naming its panel when every panel is rendered (not `lazy`); `@theme/TabItem` puts
// the matching id and aria-labelledby on the panel.
import {useId, useMemo} from 'react';
import {useTabsContextValue as useOriginalTabsContextValue, type TabsProps} from '@theme-original/utils/tabsUtils';

export {sanitizeTabsChildren, TabsProvider, useTabs} from '@theme-original/utils/tabsUtils';
export type {TabItemProps, TabProps, TabsProps, TabValue} from '@theme-original/utils/tabsUtils';

export function useTabsContextValue(props: TabsProps): ReturnType<typeof useOriginalTabsContextValue> {
  const value = useOriginalTabsContextValue(props);
  // The same on the server and during hydration, and unique on the page.
  const id = useId();
  const {tabValues, lazy} = value;
  const linkedTabValues = useMemo(
    () =>
      tabValues.map((tab, index) => ({
        ...tab,
        attributes: {
          id: `${id}-tab-${index}`,
          // A lazy tab set renders the selected panel only: the others have no element to name.
          ...(lazy ? {} : {'aria-controls': `${id}-panel-${index}`}),
          // The page's own attributes (a class, an id) win.
          ...tab.attributes,
        },
      })),
    [tabValues, lazy, id],
  );
  return {...value, tabValues: linkedTabValues};
}
