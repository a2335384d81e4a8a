// Wraps the stock version dropdown so that each docs section's dropdown shows only inside its own section.
import React, {type ReactNode} from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useActiveDocContext, useActivePlugin} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

/** The dropdown of the section being read. */
function ActiveSectionDropdown(props: Props): ReactNode {
  const {activeDoc} = useActiveDocContext(props.docsPluginId);
  const isBrowser = useIsBrowser();
  // A missing page inside a section (/ios/2.2/missing) is served the one pre-rendered /404.html,
  // which has no dropdown: show it only after hydration there, or React reports a mismatch.
  if (!activeDoc && !isBrowser) return null;
  return <DocsVersionDropdownNavbarItem {...props} />;
}

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const activePlugin = useActivePlugin({failfast: false});
  return activePlugin?.pluginId === props.docsPluginId ? <ActiveSectionDropdown {...props} /> : null;
}
