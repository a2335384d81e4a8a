import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {packOfPath} from '@site/src/offline/packs';
import {CACHE_PREFIX} from '@site/src/offline/shared.mjs';
import type {PackSummary, SavedCopy, SaveProgress} from '@site/src/offline/client';
import styles from './styles.module.css';

type Props = {
  /** The page's path: its section and version are what "Save for offline" saves. */
  pathname: string;
};

/** The page code that saves copies, loaded when the reader opens the panel or has a saved copy. */
const loadClient = () => import('@site/src/offline/client');

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {day: 'numeric', month: 'long', year: 'numeric'});

type Status =
  | {kind: 'idle'}
  | {kind: 'saving'; progress: SaveProgress}
  | {kind: 'saved'; message: string}
  | {kind: 'failed'; message: string};

/** Whether this browser holds any saved copy, without loading anything from the network. */
async function hasSavedCopy(): Promise<boolean> {
  if (typeof caches === 'undefined' || !window.isSecureContext) return false;
  return (await caches.keys()).some((name) => name.startsWith(CACHE_PREFIX));
}

/**
 * "Save for offline" on every docs page: saves the page's section and version (all its pages, their
 * files, its search index and the Intro pages it links to) so that it opens, links and searches
 * with no connection. The panel shows the size first, then progress in pages and megabytes, the
 * saved versions with their size and date, and a Remove button for each. A first visit loads
 * nothing for it: the code that saves is fetched when the panel opens.
 */
export default function OfflineSave({pathname}: Props): ReactNode {
  const pack = packOfPath(pathname);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [supported, setSupported] = useState(true);
  const [copies, setCopies] = useState<SavedCopy[]>([]);
  const [summary, setSummary] = useState<PackSummary | undefined>();
  const [storage, setStorage] = useState<{usage: number; quota: number} | undefined>();
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const abort = useRef<AbortController | undefined>(undefined);

  const reload = useCallback(async () => {
    const client = await loadClient();
    setCopies(await client.savedCopies());
    setStorage(await client.storageEstimate());
    return client;
  }, []);

  // With a saved copy: show it, and refresh copies a newer build changed, in the background.
  useEffect(() => {
    let active = true;
    void (async () => {
      if (!(await hasSavedCopy())) return;
      const client = await reload();
      const refreshed = await client.refreshCopies(await client.savedCopies());
      if (active && refreshed.length > 0) {
        await reload();
        setStatus({kind: 'saved', message: `Updated to the latest docs in the background: ${refreshed.join(', ')}.`});
      }
    })();
    return () => {
      active = false;
    };
  }, [reload]);

  if (!pack) return null;
  const saved = copies.find((copy) => copy.id === pack.id);

  const toggle = async () => {
    const opening = !open;
    setOpen(opening);
    if (!opening) return;
    const client = await reload();
    setSupported(client.offlineSupported());
    if (!client.offlineSupported()) return;
    try {
      setSummary((await client.availablePacks()).find((item) => item.id === pack.id));
    } catch {
      setSummary(undefined);
    }
  };

  const save = async () => {
    const client = await loadClient();
    abort.current = new AbortController();
    setStatus({
      kind: 'saving',
      progress: {pages: 0, totalPages: summary?.pages ?? 0, bytes: 0, totalBytes: summary?.bytes ?? 0},
    });
    try {
      const copy = await client.saveCopy(
        pack.id,
        (progress) => setStatus({kind: 'saving', progress}),
        abort.current.signal,
      );
      setStatus({
        kind: 'saved',
        message: `${copy.label} is available offline: ${copy.pages} pages, ${megabytes(copy.bytes)}.`,
      });
    } catch (error) {
      setStatus({kind: 'failed', message: error instanceof Error ? error.message : String(error)});
    } finally {
      abort.current = undefined;
      await reload();
    }
  };

  const remove = async (copy: SavedCopy) => {
    const client = await loadClient();
    await client.removeCopy(copy.id);
    setStatus({kind: 'saved', message: `${copy.label} was removed from this device.`});
    await reload();
  };

  const progress = status.kind === 'saving' ? status.progress : undefined;
  return (
    <div className={styles.offline} role="group" aria-label="Offline reading">
      <div className={styles.bar}>
        <button
          type="button"
          className="button button--secondary button--sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => void toggle()}
        >
          {saved ? 'Available offline' : 'Save for offline'}
        </button>
        {saved && <span className={styles.muted}>{`${saved.label}, saved ${day(saved.savedAt)}`}</span>}
      </div>
      <p role="status" className={status.kind === 'failed' ? styles.failed : styles.status}>
        {status.kind === 'saving'
          ? `Saving ${pack.label}: ${status.progress.pages} of ${status.progress.totalPages} pages, ${megabytes(status.progress.bytes)} of ${megabytes(status.progress.totalBytes)}`
          : status.kind === 'idle'
            ? ''
            : status.message}
      </p>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {!supported ? (
          <p>
            This browser cannot save pages for offline reading: it needs service workers, which private windows often
            turn off.
          </p>
        ) : (
          <>
            <p className={styles.lead}>
              {saved
                ? `${pack.label} is available offline on this device, saved ${day(saved.savedAt)}. It updates itself when the docs change.`
                : `Save ${pack.label} on this device to open, link and search its pages with no connection` +
                  (summary
                    ? `: ${summary.pages} pages, about ${megabytes(summary.transferBytes)} to download and ${megabytes(summary.bytes)} of storage.`
                    : '.')}
            </p>
            {!saved && !progress && (
              <button type="button" className="button button--primary button--sm" onClick={() => void save()}>
                {`Save ${pack.label} for offline`}
              </button>
            )}
            {progress && (
              <div className={styles.progress}>
                <progress
                  max={progress.totalBytes || 1}
                  value={progress.bytes}
                  aria-label={`Saving ${pack.label} for offline`}
                />
                <button
                  type="button"
                  className="button button--secondary button--sm"
                  onClick={() => abort.current?.abort()}
                >
                  Cancel
                </button>
              </div>
            )}
            {copies.length > 0 && (
              <>
                <p className={styles.listTitle}>Saved on this device</p>
                <ul className={styles.list}>
                  {copies.map((copy) => (
                    <li key={copy.id}>
                      <Link to={copy.home}>{copy.label}</Link>
                      {`: ${copy.pages} pages, ${megabytes(copy.bytes)}, saved ${day(copy.savedAt)} `}
                      <button
                        type="button"
                        className={styles.remove}
                        aria-label={`Remove ${copy.label}`}
                        onClick={() => void remove(copy)}
                      >
                        Remove
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {storage && (
              <p className={styles.muted}>
                {`This site uses ${megabytes(storage.usage)} of this device's storage; the browser allows ${megabytes(storage.quota)}.`}
              </p>
            )}
            <p className={styles.muted}>
              <Link to="/docs/read-offline">How offline reading works</Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
