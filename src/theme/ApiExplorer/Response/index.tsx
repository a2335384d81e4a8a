// Wraps the OpenAPI theme's response panel so that every outcome of a send says something plain (issue #26): the theme sets a message when a request fails or times out but never shows it, and shows an answer that is not JSON without a word. An answer of the "Sample data" server is labelled as such, with its corridor and hexagons on a map (issue #28).
import React, {useMemo, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Response, {type Props} from '@theme-original/ApiExplorer/Response';
import {useTypedSelector} from '@theme/ApiItem/hooks';
import {answerNote, failureMessage} from '@site/src/components/ApiExplorerInput';
import {fetchingMessage} from '@site/src/components/ApiExplorerInput/fetching';
import MapView from '@site/src/components/CorridorMap';
import {operationKey, type SampleOperation} from '@site/src/components/SampleServer/operation';
import {useSampleChosen, useSampleOutcome, type SampleOutcome} from '@site/src/components/SampleServer/state';
import styles from './styles.module.css';

/** The theme's default wait for an answer (docusaurus-theme-openapi-docs@5.2.0 `Request/makeRequest.js`). */
const DEFAULT_TIMEOUT_MS = 30_000;

/** What a sample answer is, above it. */
function SampleNote({outcome}: {outcome: SampleOutcome}): ReactNode {
  if (outcome.kind === 'unanswered')
    return (
      <div role="status" className={`alert alert--warning ${styles.message}`}>
        <p>
          Sample data: no answer. The request passes the schema, but the API reference does not give the SkyPath
          API&apos;s answer to a request like this one, so the sample server does not make one up:
        </p>
        <ul>
          {outcome.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
        <p>Nothing was sent. Fix the request and send again.</p>
      </div>
    );
  return (
    <p role="status" className={`alert alert--info ${styles.message}`}>
      {outcome.status === 200
        ? 'Sample data, made in your browser from the API reference: the hexagons are invented inside your corridor at the altitudes you asked, not real turbulence. Nothing was sent.'
        : `Sample data: the ${outcome.status} answer the API reference documents for a request that fails its schema, made in your browser; its message is the sample server's wording. Nothing was sent.`}
    </p>
  );
}

/** Under a sample answer with hexagons: the request's corridor and the answer's hexagons, on a map the reader opens. */
function SampleMap({outcome}: {outcome: SampleOutcome}): ReactNode {
  if (outcome.kind !== 'answer') return null;
  const hexagons = (outcome.body as {data?: {hexagons?: unknown}} | undefined)?.data?.hexagons;
  const corridor = (outcome.request as {corridor?: unknown} | undefined)?.corridor;
  if (!Array.isArray(hexagons) || corridor === undefined) return null;
  return (
    <div className={styles.map}>
      <MapView title="Sample data: your corridor and its sample hexagons" corridor={corridor} hexagons={hexagons} />
    </div>
  );
}

export default function ResponseWrapper(props: Props): ReactNode {
  const operation = operationKey(props.item as SampleOperation);
  const sample = useSampleChosen(operation);
  const outcome = useSampleOutcome(operation);
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
  const sampleOutcome = sample ? outcome : undefined;
  return (
    <>
      {sampleOutcome ? <SampleNote outcome={sampleOutcome} /> : message}
      <Response {...props} />
      {sampleOutcome && <SampleMap outcome={sampleOutcome} />}
    </>
  );
}
