import React, {useEffect, useId, useRef, useState, type ComponentType, type ReactNode} from 'react';
import type {OfflineAction} from '@theme/OfflineSave';
import {markdownPath} from '../../../../core/paths';
import type PageActionsMenu from './Menu';
import styles from './styles.module.css';

type Props = {
  /** The page's path on the site, e.g. /ios/basic/data; its Markdown copy is at <path>.md. */
  permalink: string;
  offline?: OfflineAction;
};

/** The class of the flex row that holds the breadcrumbs and these actions. */
export const besideBreadcrumbsRow = styles.row;

type Status = 'idle' | 'copying' | 'copied' | 'failed' | 'offline' | 'noMenu';

/** What the status line shows and screen readers announce. */
const MESSAGES: Record<Status, string> = {
  idle: '',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Could not copy the page. Choose “View as Markdown” in the menu and copy it from there.',
  offline: 'Could not copy the page: you are offline, and this page is not saved for offline reading.',
  noMenu: 'Could not open the menu: check your connection.',
};

const FAILURES = new Set<Status>(['failed', 'offline', 'noMenu']);

const MENU_CHUNK = 'page-actions-menu';

let menuPrefetched = false;

/** Docusaurus's runtime function (its ChunkAssetPlugin) that gives a named chunk's URL. */
declare const __webpack_require__: {gca(chunkName: string): string};

/**
 * Has the browser prefetch the menu's chunk, once per page load, as Docusaurus prefetches the
 * chunks of linked pages: at the lowest priority, after the first load, into the HTTP cache, so that
 * the menu opens at once, and also after the connection goes. (Webpack's own `webpackPrefetch`
 * would add its prefetch code to the runtime of every page.)
 */
function prefetchMenu(): void {
  // Not on a slow connection or with data saving on, where Docusaurus prefetches nothing either.
  const connection = (navigator as {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  if (menuPrefetched || connection?.effectiveType?.includes('2g') || connection?.saveData) return;
  menuPrefetched = true;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = __webpack_require__.gca(MENU_CHUNK);
  document.head.append(link);
}

/**
 * Puts the text on the clipboard. The text goes in as a promise so that browsers which require the
 * clipboard write to start during the click (Safari) accept it while the file is still loading.
 */
async function writeToClipboard(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined') {
    try {
      const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // Falls back to writeText, which every browser with a clipboard API has.
    }
  }
  await navigator.clipboard.writeText(await text);
}

/**
 * The page actions, one split button: "Copy page" puts the page's Markdown copy on the clipboard,
 * the result shown and announced; the menu button (the WAI-ARIA menu button pattern) opens a menu
 * that also views the copy, opens the offline panel (`@theme/OfflineSave`) or an AI assistant. The
 * Down and Up arrow keys open the menu on its first or last item.
 */
export default function PageActions({permalink, offline}: Props): ReactNode {
  const href = markdownPath(permalink);
  const [status, setStatus] = useState<Status>('idle');
  const [menu, setMenu] = useState<'closed' | 'first' | 'last'>('closed');
  const [Menu, setMenuComponent] = useState<ComponentType<React.ComponentProps<typeof PageActionsMenu>>>();
  const ownButtonRef = useRef<HTMLButtonElement>(null);
  const buttonRef = offline?.buttonRef ?? ownButtonRef;
  const resetTimer = useRef<number | undefined>(undefined);
  const buttonId = useId();
  const menuId = useId();
  const expanded = menu !== 'closed' && Menu !== undefined;
  useEffect(() => {
    prefetchMenu();
    return () => window.clearTimeout(resetTimer.current);
  }, []);

  const openMenu = (start: 'first' | 'last') => {
    setMenu(start);
    if (Menu) return;
    import(/* webpackChunkName: "page-actions-menu" */ './Menu').then(
      (module) => setMenuComponent(() => module.default),
      () => {
        setMenu('closed');
        setStatus('noMenu');
      },
    );
  };

  const close = (returnFocus: boolean) => {
    setMenu('closed');
    if (returnFocus) buttonRef.current?.focus();
  };

  const copy = async () => {
    window.clearTimeout(resetTimer.current);
    setStatus('copying');
    const text = fetch(href).then((response) => {
      // A host (or `npm start`, which has no Markdown copies) may answer a missing file with an HTML page.
      if (!response.ok || response.headers.get('content-type')?.includes('text/html'))
        throw new Error(`${href}: no Markdown`);
      return response.text();
    });
    try {
      await writeToClipboard(text);
      setStatus('copied');
      resetTimer.current = window.setTimeout(() => setStatus('idle'), 4000);
    } catch {
      setStatus(navigator.onLine ? 'failed' : 'offline');
    }
  };

  return (
    <div className={styles.actions}>
      <span role="status" aria-live="polite" className={FAILURES.has(status) ? styles.failed : styles.status}>
        {MESSAGES[status]}
      </span>
      <div className="button-group">
        <button
          type="button"
          className="button button--secondary button--sm"
          aria-label="Copy page as Markdown"
          onClick={() => void copy()}
        >
          Copy page
        </button>
        <button
          ref={buttonRef}
          id={buttonId}
          type="button"
          className={`button button--secondary button--sm ${styles.more}`}
          aria-label="More page actions"
          aria-haspopup="menu"
          aria-expanded={expanded}
          aria-controls={expanded ? menuId : undefined}
          // A press while the menu is open keeps focus in it, so that the click closes it, not its blur.
          onMouseDown={(event) => expanded && event.preventDefault()}
          onClick={() => (menu === 'closed' ? openMenu('first') : close(true))}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
            event.preventDefault();
            openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
          }}
        />
      </div>
      {expanded && (
        <Menu
          id={menuId}
          labelledBy={buttonId}
          start={menu}
          href={href}
          offline={offline}
          onClose={close}
          onCopy={() => void copy()}
        />
      )}
    </div>
  );
}
