// Ejected from @docusaurus/theme-classic@3.10.2 src/theme/ErrorPageContent.tsx
// Why: keeps the stock "This page crashed." with "Try again" and the error text (site-spec.md §8),
// shows the error at a contrast that passes, and adds the ways back and a pre-filled report.
// Below: upstream's file, changed only in "SkyPath:" regions (UPGRADING.md, "Ejected components").
// Upstream sha256: 94a807f761167b966e44a9b3a26cd69f085ff00ddd7ce585189f5365300ac236
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {
  ErrorBoundaryError,
  ErrorBoundaryTryAgainButton,
} from '@docusaurus/theme-common';
import type {Props} from '@theme/Error';
import Heading from '@theme/Heading';
// SkyPath: start the ways back, a pre-filled report of the error, the error's alert
import {useLocation} from '@docusaurus/router';
import WaysBack from '../../components/WaysBack';
import {newIssueUrl, SITE} from '../../core/constants';
import styles from './styles.module.css';
// SkyPath: end

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  // SkyPath: start a pre-filled GitHub issue for the report link
  const {pathname} = useLocation();
  const report = newIssueUrl(
    `Page crashed: ${pathname}`,
    `Page: ${SITE.url}${pathname}\nError: ${error.message}\n\nWhat I was doing:\n`,
  );
  // SkyPath: end
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate
              id="theme.ErrorPageContent.title"
              description="The title of the fallback page when the page crashed">
              This page crashed.
            </Translate>
          </Heading>
          {/* SkyPath: start what happened, in words */}
          <p>
            Something on this page failed while it was being shown. Try again,
            or take one of the ways back below.
          </p>
          {/* SkyPath: end */}
          <div className="margin-vert--lg">
            <ErrorBoundaryTryAgainButton
              onClick={tryAgain}
              // SkyPath: start a flat button, as the site's others (no shadow--lw)
              className="button button--primary"
              // SkyPath: end
            />
          </div>
          {/* SkyPath: start a heading instead of the rule; the error in a danger alert, whose text
              colour passes contrast (the stock error text is pure red); the ways back and the report */}
          <h2>The error</h2>
          <div
            className={`alert alert--danger margin-vert--md ${styles.error}`}>
            <ErrorBoundaryError error={error} />
          </div>
          <WaysBack>
            <li>
              <a href={report} target="_blank" rel="noopener noreferrer">
                Report this problem on GitHub (opens in a new tab)
              </a>
            </li>
          </WaysBack>
          {/* SkyPath: end */}
        </div>
      </div>
    </main>
  );
}
