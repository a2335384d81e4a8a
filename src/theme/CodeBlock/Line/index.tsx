// Ejected from @docusaurus/theme-classic@3.10.2 src/theme/CodeBlock/Line/index.tsx
// Why: upstream renders each line as a <div> inside <code>, which HTML does not allow (the Nu HTML
// Checker reports one error per code block). Each line is a <span> shown as a block instead: the
// same boxes, so the same layout. The styles stay upstream's.
// Below: upstream's file, changed only in "SkyPath:" regions (UPGRADING.md, "Ejected components").
// Upstream sha256: 514e4884af8d1d36007622b6cd9c73d1832355857867d063c22cb7a65dcc51c7
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';

// SkyPath: start upstream's styles, imported from the package rather than copied (line numbers,
// the highlighted line and its colours stay in step with upstream), and the block display of a line
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import skypathStyles from './styles.module.css';
// SkyPath: end

type Token = Props['line'][number];

// This <br/ seems useful when the line has no content to prevent collapsing.
// For code blocks with "diff" languages, this makes the empty lines collapse to
// zero height lines, which is undesirable.
// See also https://github.com/facebook/docusaurus/pull/11565
function LineBreak() {
  return <br />;
}

// Replaces single lines with '\n' by '' so that we don't end up with
// duplicate line breaks (the '\n' + the artificial <br/> above)
// see also https://github.com/facebook/docusaurus/pull/11565
function fixLineBreak(line: Token[]) {
  const singleLineBreakToken =
    line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;
  if (singleLineBreakToken) {
    return [{...singleLineBreakToken, content: ''}];
  }
  return line;
}

export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    // SkyPath: start a line without numbers is a block, as upstream's <div> was (with numbers,
    // upstream's codeLine makes it a table row)
    className: clsx(
      classNames,
      showLineNumbers ? styles.codeLine : skypathStyles.line,
    ),
    // SkyPath: end
  });

  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });

  // SkyPath: start <span>, not <div>: a <code> element holds phrasing content only
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <LineBreak />
    </span>
  );
  // SkyPath: end
}
