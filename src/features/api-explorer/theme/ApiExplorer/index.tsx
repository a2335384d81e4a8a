// Wraps the API explorer so that it and its code-sample generators (about 1.6 MB gzipped) load only when asked for.
import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import type {Props} from '@theme-init/ApiExplorer';
import Loading from '@theme/Loading';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';
import {setServer} from '@theme/ApiExplorer/Server/slice';
import styles from './styles.module.css';

// Starts the download, with its code samples' Prism grammars; calling it again reuses the same
// request, or retries one that failed.
const loadExplorer = () =>
  Promise.all([import('@theme-init/ApiExplorer'), import('./grammars')]).then(([explorer]) => explorer);
// A download started early that fails is not an error yet: pressing the button retries and reports it.
const prefetchExplorer = () => void loadExplorer().catch(() => undefined);

/**
 * The explorer as a lazy component, one per attempt: a failed download stays failed in its lazy
 * component, so Retry (a new attempt) gets a new one. Kept here, not made during render.
 */
const explorers: ReturnType<typeof lazy<typeof import('@theme-init/ApiExplorer').default>>[] = [];
function explorerFor(attempt: number) {
  explorers[attempt] ??= lazy(loadExplorer);
  return explorers[attempt];
}

/**
 * Chooses the first server when none is chosen yet, or when the one chosen (kept in the session)
 * is not among the spec's servers, as the theme's picker does on mount: the endpoint line above the
 * page (method and URL) reads it, so it must not wait for the explorer; and the key goes only to a
 * server of the spec, whichever picker is shown.
 */
function useDefaultServer(): void {
  const chosen = useTypedSelector((state) => state.server.value);
  const options = useTypedSelector((state) => state.server.options);
  const dispatch = useTypedDispatch();
  useEffect(() => {
    if (options.length > 0 && !options.some((option) => option.url === chosen?.url))
      dispatch(setServer(JSON.stringify(options[0])));
  }, [chosen, options, dispatch]);
}

export default function ApiExplorerWrapper(props: Props): ReactNode {
  useDefaultServer();
  const [shown, setShown] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const ApiExplorer = explorerFor(attempt);
  const container = useRef<HTMLDivElement>(null);

  // The button disappears once pressed: keep keyboard focus where the explorer appears.
  useEffect(() => {
    if (shown) container.current?.focus();
  }, [shown]);

  if (shown) {
    return (
      <div ref={container} tabIndex={-1} className={styles.container}>
        {/* site-spec.md §8: a chunk that fails to load shows the error text and a Retry button. */}
        <ErrorBoundary
          fallback={({error, tryAgain}) => (
            <Loading
              error={error}
              retry={() => {
                setAttempt((n) => n + 1);
                tryAgain();
              }}
              pastDelay
              timedOut={false}
              isLoading={false}
            />
          )}
        >
          <Suspense fallback={<p role="status">Loading code samples and the API explorer…</p>}>
            {/* One lazy component per attempt, kept by explorerFor: its identity is stable. */}
            {/* eslint-disable-next-line react-hooks/static-components */}
            <ApiExplorer {...props} />
          </Suspense>
        </ErrorBoundary>
      </div>
    );
  }
  return (
    <div className={styles.placeholder}>
      <p>
        Code samples for this request in curl, JavaScript, Python and Swift, and a form to send it to the production or
        staging server with your API key, or to try it with sample data in your browser where the API reference
        documents the answers.
      </p>
      <button
        type="button"
        className="button button--primary"
        // Fetch early when the reader shows intent, so the explorer is ready by the click.
        onPointerEnter={prefetchExplorer}
        onFocus={prefetchExplorer}
        onClick={() => setShown(true)}
      >
        Show code samples and try it
      </button>
    </div>
  );
}
