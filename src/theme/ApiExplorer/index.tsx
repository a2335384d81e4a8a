// Wraps the API explorer so that it and its code-sample generators (about 1.6 MB of gzipped JavaScript) load only when the reader asks for them.
import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import type {Props} from '@theme-original/ApiExplorer';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';
import {setServer} from '@theme/ApiExplorer/Server/slice';
import styles from './styles.module.css';

// Starts the download; calling it again reuses the same request.
const loadExplorer = () => import('@theme-original/ApiExplorer');
const ApiExplorer = lazy(loadExplorer);

/**
 * Chooses the first server when none is chosen yet, as the explorer's server picker does on mount:
 * the endpoint line above the page (method and URL) reads it, so it must not wait for the explorer.
 */
function useDefaultServer(): void {
  const chosen = useTypedSelector((state) => state.server.value);
  const options = useTypedSelector((state) => state.server.options);
  const dispatch = useTypedDispatch();
  useEffect(() => {
    if (!chosen && options.length > 0) dispatch(setServer(JSON.stringify(options[0])));
  }, [chosen, options, dispatch]);
}

export default function ApiExplorerWrapper(props: Props): ReactNode {
  useDefaultServer();
  const [shown, setShown] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  // The button disappears once pressed: keep keyboard focus where the explorer appears.
  useEffect(() => {
    if (shown) container.current?.focus();
  }, [shown]);

  if (shown) {
    return (
      <div ref={container} tabIndex={-1} className={styles.container}>
        <Suspense fallback={<p role="status">Loading code samples and the API explorer…</p>}>
          <ApiExplorer {...props} />
        </Suspense>
      </div>
    );
  }
  return (
    <div className={styles.placeholder}>
      <p>
        Code samples for this request in curl, JavaScript, Python and Swift, and a form to send it to the
        production or staging server with your API key.
      </p>
      <button
        type="button"
        className="button button--primary"
        // Fetch early when the reader shows intent, so the explorer is ready by the click.
        onPointerEnter={() => void loadExplorer()}
        onFocus={() => void loadExplorer()}
        onClick={() => setShown(true)}>
        Show code samples and try it
      </button>
    </div>
  );
}
