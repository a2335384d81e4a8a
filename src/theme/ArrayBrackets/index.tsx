// Ejected from docusaurus-theme-openapi-docs@5.2.0 src/theme/ArrayBrackets/index.tsx
// Why: upstream renders "Array [" and "]" as <li>s, which the schema tree places inside <div>s and
// <li>s, not lists (axe: listitem; Nu HTML Checker); and dims them with opacity 0.6 (4.41:1 on
// white).
// Below: upstream's file, changed only in "SkyPath:" regions (UPGRADING.md, "Ejected components").
// Upstream sha256: f1ccad3f7a1b258ebe3c9b15bd73fa0fe1cc7854577270f1487edd89943a9ce8
/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */

import React from "react";

export const OpeningArrayBracket = () => (
  // SkyPath: start a <div>, not an <li> outside a list; full-contrast text in the theme's muted
  // colour instead of opacity 0.6
  <div
    className="openapi-schema__array-bracket"
    style={{
      fontSize: "var(--ifm-code-font-size)",
      color: "var(--ifm-color-emphasis-700)",
      marginLeft: "-.5rem",
      paddingBottom: ".5rem",
    }}
  >
    Array [
  </div>
  // SkyPath: end
);

export const ClosingArrayBracket = () => (
  // SkyPath: start a <div>, not an <li> outside a list; full-contrast text in the theme's muted
  // colour instead of opacity 0.6
  <div
    className="openapi-schema__array-bracket"
    style={{
      fontSize: "var(--ifm-code-font-size)",
      color: "var(--ifm-color-emphasis-700)",
      marginLeft: "-.5rem",
    }}
  >
    ]
  </div>
  // SkyPath: end
);
