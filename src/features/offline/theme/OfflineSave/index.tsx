import React, {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import {packOfPath} from '../../../../core/packs';
import {CACHE_PREFIX, formatSize as size} from '../../client/shared.ts';
import {offlineSupported} from '../../client/support.ts';
import type {PackSummary, SavedCopy} from '../../client/client';
import type {Status} from './actions';
import type {OfflineSaveProps} from '@theme/OfflineSave';
import type {PanelProps} from './Panel';
import styles from './styles.module.css';

/** The control's work and the code that saves copies, loaded when the reader opens the panel or has a saved copy. */
const loadActions = () => import('./actions');

/**
 * The panel's code, in the chunk of the page actions' menu (the same chunk name), from which the
 * reader opens it: loaded, or prefetched, by then.
 */
const loadPanel = () => import(/* webpackChunkName: "page-actions-menu" */ './Panel');

/**
 * The save in progress and the last result, kept outside React: the reader may open another page
 * of the section while it saves, and that page's control shows the same progress.
 */
const store = (() => {
  let status: Status = {kind: 'idle'};
  let abort: AbortController | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => status,
    set(next: Status) {
      status = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    startAbortable() {
      abort = new AbortController();
      return abort.signal;
    },
    cancel: () => abort?.abort(),
  };
})();
const idle: Status = {kind: 'idle'};

type FocusTarget = 'cancel' | 'toggle' | 'panel';
type FocusRequest = {to: FocusTarget; since: number};
/** Asks the control to move focus once the button the reader pressed is gone (within 10 s). */
function requestFocus(ref: {current: FocusRequest | undefined}, to: FocusTarget): void {
  ref.current = {to, since: Date.now()};
}

/** Whether this browser holds any saved copy, without loading anything from the network. */
async function hasSavedCopy(): Promise<boolean> {
  if (!offlineSupported()) return false;
  return (await caches.keys()).some((name) => name.startsWith(CACHE_PREFIX));
}

/**
 * "Save for offline" on every docs page, in the page actions' menu (`children`, whose menu button
 * is the "toggle" focus returns to): saves the page's section and version (all its pages, their
 * files, its search index and the Intro pages it links to) so that it opens, links and searches
 * with no connection. The panel under the page actions shows the size first, then progress in pages
 * and megabytes, the saved versions with their size and date, and a Remove button for each. A first
 * visit loads nothing for it: the code that saves is fetched when the panel opens.
 */
export default function OfflineSave({pathname, children}: OfflineSaveProps): ReactNode {
  const pack = packOfPath(pathname);
  const [open, setOpen] = useState(false);
  const [supported, setSupported] = useState(true);
  const [copies, setCopies] = useState<SavedCopy[]>([]);
  const [summary, setSummary] = useState<PackSummary | undefined>();
  const [storage, setStorage] = useState<{quota?: number; persisted?: boolean}>({});
  const status = useSyncExternalStore(store.subscribe, store.get, () => idle);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [Panel, setPanel] = useState<ComponentType<PanelProps>>();
  /** Where focus goes after the reader's action removes the button they pressed. */
  const focusAfter = useRef<FocusRequest | undefined>(undefined);
  const moveFocusTo = (to: FocusTarget) => requestFocus(focusAfter, to);

  const reload = useCallback(async () => {
    const actions = await loadActions();
    setCopies(await actions.copies());
    setStorage(await actions.storage());
    return actions;
  }, []);

  // With a saved copy: show it, and refresh copies a newer build changed, in the background.
  useEffect(() => {
    let active = true;
    void (async () => {
      if (!(await hasSavedCopy())) return;
      const actions = await loadActions();
      await actions.startUp(store.set, reload, () => active);
    })();
    return () => {
      active = false;
    };
  }, [reload]);

  // A save that ends (here or on the page the reader left) shows its result in the list.
  useEffect(
    () =>
      store.subscribe(() => {
        if (store.get().kind !== 'saving') void reload();
      }),
    [reload],
  );

  // Focus stays with the control when the button the reader pressed goes away: opening moves it
  // into the panel, Save to Cancel; the end of a save, Cancel, Remove and Close move it to the
  // menu button (if it was lost meanwhile).
  useEffect(() => {
    const pending = focusAfter.current;
    if (!pending || Date.now() - pending.since > 10_000) return;
    if (pending.to !== 'toggle') {
      const target = pending.to === 'cancel' ? cancelRef.current : panelRef.current;
      if (target) {
        target.focus();
        focusAfter.current = undefined;
      }
      return;
    }
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) {
      toggleRef.current?.focus();
      focusAfter.current = undefined;
    }
  });

  if (!pack) return children(undefined);
  const saved = copies.find((copy) => copy.id === pack.id);

  const closePanel = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const openPanel = async () => {
    if (!Panel) {
      const panel = (await loadPanel()).default;
      setPanel(() => panel);
    }
    setOpen(true);
    moveFocusTo('panel');
    setSupported(offlineSupported());
    if (!offlineSupported()) return;
    const actions = await reload();
    setSummary(await actions.summaryOf(pack.id));
  };

  const save = async () => {
    moveFocusTo('cancel');
    if (!navigator.onLine) {
      moveFocusTo('toggle');
      store.set({
        kind: 'failed',
        message: `You are offline. Connect to the internet, then save ${pack.label} again.`,
      });
      return;
    }
    const actions = await loadActions();
    await actions.save(pack, summary, store.startAbortable(), store.set, () => moveFocusTo('toggle'));
  };

  const remove = async (copy: SavedCopy) => {
    moveFocusTo('toggle');
    await (await loadActions()).remove(copy, store.set);
    await reload();
  };

  const saving = status.kind === 'saving' ? status : undefined;
  const savingHere = saving?.packId === pack.id;
  // The live status says when a save starts and ends, not every file (the progress bar has the counts).
  const announcement =
    status.kind === 'saving' ? `Saving ${status.label}…` : status.kind === 'idle' ? '' : status.message;
  return (
    <>
      {children({
        label: saved ? 'Manage offline copy' : 'Save for offline',
        saved: Boolean(saved),
        open: () => void openPanel(),
        buttonRef: toggleRef,
      })}
      <div className={styles.offline} role="group" aria-label="Offline reading">
        <p role="status" className={status.kind === 'failed' ? styles.failed : styles.status}>
          {announcement}
        </p>
        {saving && (
          <div className={styles.progress}>
            <progress
              max={saving.progress.totalBytes || 1}
              value={saving.progress.bytes}
              aria-label={`Saving ${saving.label} for offline`}
            />
            <span>{`${saving.progress.pages} of ${saving.progress.totalPages} pages, ${size(saving.progress.bytes)} of ${size(saving.progress.totalBytes)} downloaded`}</span>
            <button
              ref={cancelRef}
              type="button"
              className="button button--secondary button--sm"
              onClick={store.cancel}
            >
              Cancel
            </button>
          </div>
        )}
        {open && Panel && (
          <Panel
            pack={pack}
            saved={saved}
            supported={supported}
            summary={summary}
            copies={copies}
            storage={storage}
            savingHere={savingHere}
            panelRef={panelRef}
            onSave={() => void save()}
            onRemove={(copy) => void remove(copy)}
            onClose={closePanel}
          />
        )}
      </div>
    </>
  );
}
