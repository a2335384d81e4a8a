// Wraps the local search bar to add the "/" shortcut (the plugin takes a single one, Ctrl+K / ⌘K) and to make its results a valid ARIA 1.2 combobox and listbox.
import React, {useEffect, useRef, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {fixComboboxRoles} from './comboboxRoles';

type Props = WrapperProps<typeof SearchBarType>;

/** Whether a key pressed in this element types into it (text fields, editable content). */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTextField(event.target)) return;
      const input = container.current?.querySelector<HTMLInputElement>('.navbar__search-input');
      if (!input) return;
      event.preventDefault();
      // Focusing the field is what opens search: the plugin then loads the index.
      input.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    // The plugin builds its results with autocomplete.js when search is first opened, and renders
    // them again on every query.
    const observer = new MutationObserver(() => fixComboboxRoles(root));
    observer.observe(root, {subtree: true, childList: true, attributes: true, attributeFilter: ['aria-owns', 'role']});
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={container} style={{display: 'contents'}}>
      <SearchBar {...props} />
    </div>
  );
}
