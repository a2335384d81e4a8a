// Ejected from docusaurus-theme-openapi-docs@5.2.0 src/theme/ApiExplorer/MethodEndpoint/index.tsx
// Why: upstream puts the endpoint's <h2> inside a <pre>, which may hold phrasing content only (a Nu
// HTML Checker error on every API reference page). The box is a <div> that looks as the <pre> did,
// and the path stays an h2 for screen readers.
// Below: upstream's file, changed only in "SkyPath:" regions (UPGRADING.md, "Ejected components").
// Upstream sha256: cc64eb15982a7cfd3d0502e0d2eb483add564e503ee9046e574e13e8cc984670
/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */

import React from "react";

import BrowserOnly from "@docusaurus/BrowserOnly";
import ExecutionEnvironment from "@docusaurus/ExecutionEnvironment";
import { useTypedSelector } from "@theme/ApiItem/hooks";
// SkyPath: start the endpoint box's look
import clsx from "clsx";

import styles from "./styles.module.css";
// SkyPath: end

function colorForMethod(method: string) {
  switch (method.toLowerCase()) {
    case "get":
      return "primary";
    case "post":
      return "success";
    case "delete":
      return "danger";
    case "put":
      return "info";
    case "patch":
      return "warning";
    case "head":
      return "secondary";
    case "event":
      return "secondary";
    default:
      return undefined;
  }
}

export interface Props {
  method: string;
  path: string;
  context?: "endpoint" | "callback";
}

function MethodEndpoint({ method, path, context }: Props) {
  // During SSR, render without Redux store access to avoid "Cannot read properties
  // of null (reading 'store')" errors caused by useSelector running outside a Provider.
  if (!ExecutionEnvironment.canUseDOM) {
    return (
      <>
        {/* SkyPath: start a <div> with the <pre>'s look: a heading may not sit in a <pre> */}
        <div className={clsx("openapi__method-endpoint", styles.endpoint)}>
          {/* SkyPath: end */}
          <span className={"badge badge--" + colorForMethod(method)}>
            {method === "event" ? "Webhook" : method.toUpperCase()}
          </span>{" "}
          {method !== "event" && (
            <h2 className="openapi__method-endpoint-path">
              {`${path.replace(/{([a-z0-9-_]+)}/gi, ":$1")}`}
            </h2>
          )}
          {/* SkyPath: start the <div>'s end */}
        </div>
        {/* SkyPath: end */}
        <div className="openapi__divider" />
      </>
    );
  }

  // SkyPath: start upstream's line as it is, three of our ESLint rules off for it: the hook after
  // the early return is safe, as canUseDOM never changes during a page's life
  // eslint-disable-next-line prefer-const, react-hooks/rules-of-hooks, @typescript-eslint/no-explicit-any
  let serverValue = useTypedSelector((state: any) => state.server.value);
  // SkyPath: end
  let serverUrlWithVariables = "";

  const renderServerUrl = () => {
    if (context === "callback") {
      return "";
    }

    if (serverValue && serverValue.variables) {
      // SkyPath: start upstream's line as it is, our React Compiler rule off for it: it runs during
      // render (renderServerUrl is called there), before the BrowserOnly callback reads the result
      // eslint-disable-next-line react-hooks/immutability
      serverUrlWithVariables = serverValue.url.replace(/\/$/, "");
      // SkyPath: end

      Object.keys(serverValue.variables).forEach((variable) => {
        serverUrlWithVariables = serverUrlWithVariables.replace(
          `{${variable}}`,
          serverValue.variables?.[variable].default ?? ""
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
        }}
      </BrowserOnly>
    );
  };

  return (
    <>
      {/* SkyPath: start a <div> with the <pre>'s look: a heading may not sit in a <pre> */}
      <div className={clsx("openapi__method-endpoint", styles.endpoint)}>
        {/* SkyPath: end */}
        <span className={"badge badge--" + colorForMethod(method)}>
          {method === "event" ? "Webhook" : method.toUpperCase()}
        </span>{" "}
        {method !== "event" && (
          <h2 className="openapi__method-endpoint-path">
            {renderServerUrl()}
            {`${path.replace(/{([a-z0-9-_]+)}/gi, ":$1")}`}
          </h2>
        )}
        {/* SkyPath: start the <div>'s end */}
      </div>
      {/* SkyPath: end */}
      <div className="openapi__divider" />
    </>
  );
}

export default MethodEndpoint;
