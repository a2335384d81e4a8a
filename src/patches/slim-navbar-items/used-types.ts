/**
 * The navbar item types the site's config uses, with the types those render through the map.
 * `docsVersionDropdown` and the dropdowns render their items as `default` items.
 */
export const USED_TYPES = ['default', 'dropdown', 'docSidebar', 'docsVersionDropdown'] as const;
