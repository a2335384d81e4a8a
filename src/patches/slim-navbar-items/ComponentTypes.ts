/**
 * `@docusaurus/theme-classic/lib/theme/NavbarItem/ComponentTypes.js` (3.10.2) with the types the
 * site's navbar uses only (USED_TYPES).
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import type {USED_TYPES} from './used-types';

const ComponentTypes: Pick<ComponentTypesObject, (typeof USED_TYPES)[number]> = {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
};

export default ComponentTypes;
