// Ejected from docusaurus-theme-openapi-docs@5.2.0 src/theme/ArrayBrackets/index.tsx
// Why: upstream renders "Array [" and "]" as <li>s, which the schema tree places inside <div>s and
// <li>s, not lists (axe: listitem; Nu HTML Checker); and dims them with opacity 0.6 (4.41:1 on
// white). Changes are marked "SkyPath:".
import React, {type ReactNode} from 'react';

// SkyPath: full-contrast text in the theme's muted colour instead of opacity.
const bracketStyle = {
  fontSize: 'var(--ifm-code-font-size)',
  color: 'var(--ifm-color-emphasis-700)',
  marginLeft: '-.5rem',
};

export const OpeningArrayBracket = (): ReactNode => (
  // SkyPath: a <div>, not an <li>.
  <div className="openapi-schema__array-bracket" style={{...bracketStyle, paddingBottom: '.5rem'}}>
    Array [
  </div>
);

export const ClosingArrayBracket = (): ReactNode => (
  // SkyPath: a <div>, not an <li>.
  <div className="openapi-schema__array-bracket" style={bracketStyle}>
    ]
  </div>
);
