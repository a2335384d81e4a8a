/**
 * autocomplete.js (inside the local search plugin) writes an ARIA 1.0 combobox: the field points
 * to its results with `aria-owns` only, and the element with role="listbox" also holds the "See
 * all results" link, which a listbox may not contain. ARIA 1.2, which axe checks, wants
 * `aria-controls` on the field and nothing but options in the listbox. This gives the listbox role
 * to the list of results itself and points the field at it; the link stays where it is, outside.
 * It changes an attribute only when it differs, so it can run after every change autocomplete.js
 * makes without causing another.
 */
export function fixComboboxRoles(root: ParentNode): void {
  const input = root.querySelector<HTMLInputElement>('input.navbar__search-input[role="combobox"]');
  const menu = root.querySelector<HTMLElement>('[class*="dropdownMenu"]');
  if (!input || !menu) return;
  const setAttribute = (element: Element, name: string, value: string) => {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  };
  const results = menu.querySelector('[role="option"]')?.parentElement;
  if (!results || results === menu) {
    // Nothing listed yet: the menu is the listbox, as autocomplete.js made it.
    const owned = input.getAttribute('aria-owns');
    if (owned) setAttribute(input, 'aria-controls', owned);
    return;
  }
  if (menu.getAttribute('role') === 'listbox') menu.removeAttribute('role');
  if (!results.id) results.id = `${menu.id || 'search'}-results`;
  setAttribute(results, 'role', 'listbox');
  setAttribute(input, 'aria-owns', results.id);
  setAttribute(input, 'aria-controls', results.id);
}
