// Ejected from docusaurus-theme-openapi-docs@5.2.0 src/theme/ApiExplorer/MethodEndpoint/index.tsx
// Why: upstream puts the endpoint's <h2> inside a <pre>, which may hold phrasing content only (a Nu
// HTML Checker error on every API reference page). The box is a <div> that looks as the <pre> did,
// and the path stays an h2 for screen readers. Changes are marked "SkyPath:".
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useTypedSelector} from '@theme/ApiItem/hooks';
import styles from './styles.module.css';

function colorForMethod(method: string) {
  switch (method.toLowerCase()) {
    case 'get':
      return 'primary';
    case 'post':
      return 'success';
    case 'delete':
      return 'danger';
    case 'put':
      return 'info';
    case 'patch':
      return 'warning';
    case 'head':
      return 'secondary';
    case 'event':
      return 'secondary';
    default:
      return undefined;
  }
}

export interface Props {
  method: string;
  path: string;
  context?: 'endpoint' | 'callback';
}

/**
 * SkyPath: upstream's renderServerUrl as a component, rendered in the browser only (upstream
 * returns early during SSR, where there is no store, and calls the store hook after that return).
 */
function ServerUrl(): ReactNode {
  const serverValue = useTypedSelector((state) => state.server.value);
  let serverUrlWithVariables = '';
  if (serverValue && serverValue.variables) {
    serverUrlWithVariables = serverValue.url.replace(/\/$/, '');
    Object.keys(serverValue.variables).forEach((variable) => {
      serverUrlWithVariables = serverUrlWithVariables.replace(
        `{${variable}}`,
        serverValue.variables?.[variable]?.default ?? '',
      );
    });
  }
  return (
    <BrowserOnly>
      {() => {
        if (serverUrlWithVariables.length) {
          return serverUrlWithVariables;
        } else if (serverValue && serverValue.url) {
          return serverValue.url;
        }
        return null;
      }}
    </BrowserOnly>
  );
}

export default function MethodEndpoint({method, path, context}: Props): ReactNode {
  return (
    <>
      {/* SkyPath: a <div> with the <pre>'s look, not a <pre>: a heading may not sit in a <pre>. */}
      <div className={clsx('openapi__method-endpoint', styles.endpoint)}>
        <span className={'badge badge--' + colorForMethod(method)}>
          {method === 'event' ? 'Webhook' : method.toUpperCase()}
        </span>{' '}
        {method !== 'event' && (
          <h2 className="openapi__method-endpoint-path">
            {ExecutionEnvironment.canUseDOM && context !== 'callback' && <ServerUrl />}
            {`${path.replace(/{([a-z0-9-_]+)}/gi, ':$1')}`}
          </h2>
        )}
      </div>
      <div className="openapi__divider" />
    </>
  );
}
