// Wraps the mobile navigation drawer so that Escape closes it and returns focus to the menu button.
import React, {useEffect, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof MobileSidebarType>;

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  useEffect(() => {
    if (!shown) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      toggle();
      document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [shown, toggle]);
  return <MobileSidebar {...props} />;
}
