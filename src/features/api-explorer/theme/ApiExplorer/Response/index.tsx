// Wraps the OpenAPI theme's response panel so that every outcome says something plain: the theme sets a message when
// a request fails but never shows it, and shows non-JSON without a word. A "Sample data" answer is labelled, mapped.
import React, {useMemo, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Response, {type Props} from '@theme-init/ApiExplorer/Response';
import {useTypedSelector} from '@theme/ApiItem/hooks';
import {SampleResponse, type ExplorerOperation} from '@theme/SampleServer';
import {answerNote, failureMessage} from '../../../input';
import {fetchingMessage} from '../../../fetching';
import styles from './styles.module.css';

/** The theme's default wait for an answer (docusaurus-theme-openapi-docs@5.2.0 `Request/makeRequest.js`). */
const DEFAULT_TIMEOUT_MS = 30_000;

export default function ResponseWrapper(props: Props): ReactNode {
  const {value, code, headers} = useTypedSelector((s) => s.response);
  const host = useTypedSelector((s) => s.server.value?.url) ?? 'The server';
  const {themeConfig} = useDocusaurusContext().siteConfig;
  const timeout = (themeConfig as {api?: {requestTimeout?: number}}).api?.requestTimeout ?? DEFAULT_TIMEOUT_MS;
  const note = useMemo(
    () => (value !== undefined && code !== undefined ? answerNote(code, headers, value) : undefined),
    [value, code, headers],
  );

  let message: ReactNode = null;
  if (value === fetchingMessage()) {
    message = (
      <p role="status" className={styles.message}>
        Sending the request to {host}; the explorer waits up to {timeout / 1000} seconds for the answer…
      </p>
    );
  } else if (value !== undefined && code === undefined) {
    message = (
      <div role="alert" className={`alert alert--danger ${styles.message}`}>
        {failureMessage(value, host, timeout)}
      </div>
    );
  } else if (note) {
    message = (
      <p role="status" className={`alert alert--warning ${styles.message}`}>
        {note}
      </p>
    );
  }
  return (
    <SampleResponse operation={props.item as ExplorerOperation} otherwise={message}>
      <Response {...props} />
    </SampleResponse>
  );
}
