/**
 * The sample server as the API explorer meets it (`@theme/SampleServer`, keeping the imported
 * contract): whether the reader chose it, its answer made in the page, and what the response panel
 * shows of it (a note on what it is, its hexagons on a map).
 */
import React, {type ReactNode} from 'react';
import MapView from '@theme/CorridorMap';
import type * as Contract from '../../../../core/theme/SampleServer';
import {loadSampleServer, OperationContext} from '../../client/context';
import {JSON_MEDIA_TYPE, operationKey} from '../../client/operation';
import {
  isSampleChosen as chosen,
  setSampleOutcome,
  useSampleChosen,
  useSampleOutcome,
  type SampleOutcome,
} from '../../client/state';
import styles from './styles.module.css';

const SAMPLE_NOT_LOADED =
  "The sample server's code could not be loaded (no connection?). Check your connection and send again. Nothing was sent.";

export const isSampleChosen: typeof Contract.isSampleChosen = (operation) => chosen(operationKey(operation));

export const answerSample: typeof Contract.answerSample = async (operation, request, reply) => {
  const key = operationKey(operation);
  setSampleOutcome(key, undefined);
  if ('problem' in request) return reply.message(request.problem);
  let respond: Awaited<ReturnType<typeof loadSampleServer>>['respond'];
  try {
    ({respond} = await loadSampleServer());
  } catch {
    return reply.message(SAMPLE_NOT_LOADED);
  }
  // The reader chose a real server while the sample server loaded: its answer would show under that host.
  if (!chosen(key)) return;
  let answer: ReturnType<typeof respond>;
  try {
    answer = respond(operation, request.body);
  } catch (error) {
    return reply.message(
      `The sample server could not answer: ${error instanceof Error ? error.message : String(error)} Nothing was sent.`,
    );
  }
  if (answer.kind === 'unanswered') reply.clear();
  else reply.answer(answer.status, answer.body, JSON_MEDIA_TYPE);
  setSampleOutcome(
    key,
    answer.kind === 'unanswered' ? answer : {...answer, request: JSON.parse(request.body) as unknown},
  );
};

export const SampleOperation: typeof Contract.SampleOperation = ({operation, children}) => (
  <OperationContext.Provider value={operation}>{children}</OperationContext.Provider>
);

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

export const SampleResponse: typeof Contract.SampleResponse = ({operation, otherwise, children}) => {
  const key = operationKey(operation);
  const sample = useSampleChosen(key);
  const outcome = useSampleOutcome(key);
  const shown = sample ? outcome : undefined;
  return (
    <>
      {shown ? <SampleNote outcome={shown} /> : otherwise}
      {children}
      {shown && <SampleMap outcome={shown} />}
    </>
  );
};
