// Wraps the OpenAPI theme's server picker ("Base URL") so that, beside the spec's servers, it offers
// the "Sample data" server for the operations it answers, and says in one line why one has none.
import React, {useContext, useState, type ReactNode} from 'react';
import Server, {type Props} from '@theme-init/ApiExplorer/Server';
import FormItem from '@theme/ApiExplorer/FormItem';
import FormSelect from '@theme/ApiExplorer/FormSelect';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';
import {setServer} from '@theme/ApiExplorer/Server/slice';
import {loadSampleServer, OperationContext} from '../../../client/context';
import {operationKey, SAMPLE_SERVER_LABEL, sampleSupport} from '../../../client/operation';
import {chooseSample, useSampleChosen} from '../../../client/state';
import styles from './styles.module.css';

/** What the picker says about the sample server when it is chosen, and how to find it when it is not. */
const SAMPLE_DESCRIPTION =
  'Answered in this browser from the API reference: nothing is sent and no key is needed. The data is made up.';
const SAMPLE_HINT = `No API key? Choose "${SAMPLE_SERVER_LABEL}" under Edit to try this request in your browser.`;

/**
 * The picker with the sample server, as the theme's (a floating Edit/Hide button over the chosen
 * URL, then a select of the servers), the sample server last. The theme's store keeps the real
 * server (the code samples and the endpoint line name it); the sample choice is kept beside it.
 */
function PickerWithSample({labelId, operation}: Props & {operation: string}): ReactNode {
  const [editing, setEditing] = useState(false);
  const value = useTypedSelector((state) => state.server.value);
  const options = useTypedSelector((state) => state.server.options);
  const dispatch = useTypedDispatch();
  const sample = useSampleChosen(operation);
  if (options.length === 0) return null;
  const url = value?.url.replace(/\/$/, '') ?? '';
  const shown = sample ? SAMPLE_SERVER_LABEL : url;
  const floating = (label: string, onClick: () => void, children: ReactNode) => (
    // The theme's floating button, always shown, and a plain button, so that it never submits the
    // request form around it.
    <div className={`openapi-explorer__floating-btn ${styles.floating}`}>
      <button type="button" onClick={onClick}>
        {label}
      </button>
      {children}
    </div>
  );
  if (!editing)
    return (
      <>
        {floating(
          'Edit',
          () => setEditing(true),
          <FormItem>
            <span className="openapi-explorer__server-url" title={shown}>
              {shown}
            </span>
          </FormItem>,
        )}
        {!sample && <small className="openapi-explorer__server-description">{SAMPLE_HINT}</small>}
      </>
    );
  return (
    <div className="openapi-explorer__server-container">
      {floating(
        'Hide',
        () => setEditing(false),
        <FormItem>
          <FormSelect
            ariaLabelledBy={labelId}
            options={[...options.map((option) => option.url), SAMPLE_SERVER_LABEL]}
            value={sample ? SAMPLE_SERVER_LABEL : value?.url}
            onChange={(event) => {
              const chosen = options.find((option) => option.url === event.target.value);
              chooseSample(operation, !chosen);
              if (chosen) dispatch(setServer(JSON.stringify(chosen)));
              // A load started early that fails is not an error yet: a send retries it and reports it.
              else void loadSampleServer().catch(() => undefined);
            }}
          />
          <small className="openapi-explorer__server-description">
            {sample ? SAMPLE_DESCRIPTION : value?.description}
          </small>
        </FormItem>,
      )}
    </div>
  );
}

export default function ServerWrapper(props: Props): ReactNode {
  const operation = useContext(OperationContext);
  const support = operation && sampleSupport(operation);
  if (operation && support?.supported) return <PickerWithSample {...props} operation={operationKey(operation)} />;
  return (
    <>
      <Server {...props} />
      {support && !support.supported && (
        <small className="openapi-explorer__server-description">{support.reason}</small>
      )}
    </>
  );
}
