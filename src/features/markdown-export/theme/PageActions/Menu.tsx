// The page actions' menu, a chunk of its own: it loads when the reader first opens the menu
// (prefetched while the browser is idle, so it also opens offline).
import React, {useEffect, useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode} from 'react';
import {ASSISTANTS, SITE} from '../../../../core/constants';
import {assistantUrl} from './assistantUrl';
import type {OfflineAction} from '@theme/OfflineSave';
import styles from './Menu.module.css';

type Props = {
  id: string;
  /** The id of the menu button, which names the menu. */
  labelledBy: string;
  /** The item that takes focus when the menu opens: the first, or the last (the Up arrow key). */
  start: 'first' | 'last';
  href: string;
  offline?: OfflineAction;
  /** Closes the menu, returning focus to its button or leaving it where the reader moved it. */
  onClose: (returnFocus: boolean) => void;
  onCopy: () => void;
};

/** A menu item: a link when it goes somewhere, a button when it acts here; with no connection, maybe unavailable. */
type Item = {
  label: string;
  action: 'copy' | 'offline' | {href: string; newTab?: boolean};
  unavailable?: boolean;
};

const menuItems = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

const subscribeToConnection = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/**
 * The WAI-ARIA menu of a menu button: the arrow keys, Home and End move between the items (round
 * from the last to the first), Escape closes it and returns focus to the button, and it closes when
 * focus leaves it (Tab, a click elsewhere). With no connection, the assistants and, unless the
 * page's section and version is saved, the Markdown copy are shown unavailable.
 */
export default function PageActionsMenu({id, labelledBy, start, href, offline, onClose, onCopy}: Props): ReactNode {
  const menuRef = useRef<HTMLDivElement>(null);
  const online = useSyncExternalStore(subscribeToConnection, () => navigator.onLine);

  useEffect(() => {
    const all = menuItems(menuRef.current);
    all[start === 'first' ? 0 : all.length - 1]?.focus();
  }, [start]);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = menuItems(menuRef.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const to = {ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1}[event.key];
    if (event.key === 'Escape') onClose(true);
    else if (to !== undefined) all[(to + all.length) % all.length]?.focus();
    // Tab leaves as from any element; the menu closes when focus goes (onBlur).
    else return;
    event.preventDefault();
  };

  const choose = (action?: 'copy' | 'offline') => {
    onClose(action !== 'offline');
    if (action === 'copy') onCopy();
    else if (action === 'offline') offline?.open();
  };

  const items: Item[] = [
    {label: 'Copy page as Markdown', action: 'copy'},
    {label: 'View as Markdown', action: {href}, unavailable: !online && !offline?.saved},
    ...(offline ? [{label: offline.label, action: 'offline'} as const] : []),
    ...ASSISTANTS.map(({name, url}) => ({
      label: `Open in ${name}`,
      action: {href: assistantUrl(url, `${SITE.url}${href}`), newTab: true},
      unavailable: !online,
    })),
  ];
  return (
    <div
      ref={menuRef}
      id={id}
      role="menu"
      tabIndex={-1}
      aria-labelledby={labelledBy}
      className={styles.menu}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onClose(false);
      }}
    >
      {items.map(({label, action, unavailable}) => {
        const common = {
          role: 'menuitem',
          tabIndex: -1,
          className: styles.item,
          'aria-disabled': unavailable || undefined,
        } as const;
        if (unavailable)
          return (
            <a key={label} {...common}>
              {label} <span className={styles.hint}>(unavailable offline)</span>
            </a>
          );
        if (typeof action === 'string')
          return (
            <button key={label} type="button" {...common} onClick={() => choose(action)}>
              {label}
            </button>
          );
        return (
          <a
            key={label}
            {...common}
            href={action.href}
            {...(action.newTab && {target: '_blank', rel: 'noopener noreferrer'})}
            onClick={() => choose()}
          >
            {label}
            {action.newTab && <span className={styles.srOnly}> (opens in a new tab)</span>}
          </a>
        );
      })}
    </div>
  );
}
