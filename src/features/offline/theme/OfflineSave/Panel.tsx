// The offline panel of theme/OfflineSave, in the page actions' menu chunk
// (src/features/markdown-export/theme/PageActions): it opens from that menu, so its code is loaded by then.
import React, {type ReactNode, type RefObject} from 'react';
import Link from '@docusaurus/Link';
import {copyOrigin, formatDay as day, formatSize as size} from '../../client/shared.ts';
import type {PackSummary, SavedCopy} from '../../client/client';
import type {Pack} from '../../../../core/packs';
import styles from './styles.module.css';

export type PanelProps = {
  pack: Pack;
  /** This page's section and version, once saved. */
  saved: SavedCopy | undefined;
  /** Whether this browser can save copies at all. */
  supported: boolean;
  /** What the copy takes, once the offline index has answered. */
  summary: PackSummary | undefined;
  /** Every copy this browser holds. */
  copies: SavedCopy[];
  storage: {quota?: number; persisted?: boolean};
  /** Whether this page's section and version is being saved (its progress shows above the panel). */
  savingHere: boolean;
  panelRef: RefObject<HTMLDivElement>;
  onSave: () => void;
  onRemove: (copy: SavedCopy) => void;
  onClose: () => void;
};

/** "24 pages (19 of iOS SDK 3.0 and 5 Intro pages they link to)", or "5 pages". */
function pagesText({pages, sectionPages}: PackSummary, label: string): string {
  const linked = pages - sectionPages;
  return linked > 0
    ? `${pages} pages (${sectionPages} of ${label} and ${linked} Intro ${linked === 1 ? 'page' : 'pages'} they link to)`
    : `${pages} pages`;
}

/**
 * The size of the copy before saving, the saved versions with their size and date and a Remove
 * button for each, the storage they use, and Close. Focus moves into it when it opens.
 */
export default function OfflinePanel({
  pack,
  saved,
  supported,
  summary,
  copies,
  storage,
  savingHere,
  panelRef,
  onSave,
  onRemove,
  onClose,
}: PanelProps): ReactNode {
  const savedBytes = copies.reduce((sum, copy) => sum + copy.bytes, 0);
  return (
    <div
      ref={panelRef}
      className={styles.panel}
      tabIndex={-1}
      aria-label={`Offline copy of ${pack.label}`}
      role="region"
    >
      {!supported ? (
        <p>
          This browser cannot save pages for offline reading: it needs service workers, which private windows often turn
          off.
        </p>
      ) : (
        <>
          <p className={styles.lead}>
            {saved
              ? `Available offline, saved ${day(saved.savedAt)}${copyOrigin(saved)}: ${pack.label} opens, links and searches on this device with no connection. It updates itself when the docs change.`
              : `Save ${pack.label} on this device to open, link and search its pages with no connection` +
                (summary
                  ? `: ${pagesText(summary, pack.label)}, about ${size(summary.transferBytes)} to download and ${size(summary.bytes)} of storage.`
                  : '.')}
          </p>
          {!saved && !savingHere && (
            <button type="button" className="button button--primary button--sm" onClick={onSave}>
              {`Save ${pack.label} for offline`}
            </button>
          )}
          {copies.length > 0 && (
            <>
              <p className={styles.listTitle}>Saved on this device</p>
              <ul className={styles.list}>
                {copies.map((copy) => (
                  <li key={copy.id}>
                    <Link to={copy.home}>{copy.label}</Link>
                    {`: ${copy.pages} pages, ${size(copy.bytes)}, saved ${day(copy.savedAt)}${copyOrigin(copy)} `}
                    <button
                      type="button"
                      className={`button button--secondary button--sm ${styles.remove}`}
                      aria-label={`Remove ${copy.label}`}
                      onClick={() => onRemove(copy)}
                    >
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
              <p className={styles.muted}>
                {`Saved copies use ${size(savedBytes)} of this device's storage` +
                  (storage.quota ? `; the browser allows the site ${size(storage.quota)}.` : '.') +
                  (storage.persisted === false
                    ? ' The browser may delete them if the device runs short of space: save again if one disappears.'
                    : '')}
              </p>
            </>
          )}
          <p className={styles.muted}>
            <Link to="/docs/read-offline">How offline reading works</Link>
          </p>
        </>
      )}
      <button type="button" className="button button--secondary button--sm" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
