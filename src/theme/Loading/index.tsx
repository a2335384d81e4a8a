// Ejected from @docusaurus/core@3.10.2 lib/client/theme-fallback/Loading/index.js.
// Why: the fallback shows a chunk-load error as white text on light red (fails contrast) and a
// spinner without a text alternative; this one is accessible and branded. The three states are
// kept (error with Retry, after the delay, nothing); their markup is ours, marked "SkyPath:".
import React, {type ReactNode} from 'react';
import type {LoadingComponentProps as Props} from 'react-loadable';
import styles from './styles.module.css';

/**
 * What a lazily loaded part shows: nothing for the first 200 ms, then "Loading…"; if its
 * JavaScript fails to load (offline, or a new deployment removed the file), the error text and a
 * Retry button that loads it again.
 */
export default function Loading({error, retry, pastDelay}: Props): ReactNode {
  if (error) {
    // SkyPath: an alert with the error text, what to do, and an Infima Retry button.
    return (
      <div role="alert" className={styles.error}>
        <p className={styles.title}>This part of the page could not be loaded.</p>
        <p>
          <code>{String(error)}</code>
        </p>
        <p>Check your connection, then retry. If it keeps failing, reload the page.</p>
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (pastDelay) {
    // SkyPath: a status with the words "Loading…" beside a decorative spinner.
    return (
      <div role="status" className={styles.loading}>
        <span className={styles.spinner} aria-hidden="true" />
        Loading…
      </div>
    );
  }
  return null;
}
