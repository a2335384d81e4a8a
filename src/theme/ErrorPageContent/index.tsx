// Ejected from @docusaurus/theme-classic@3.10.2 src/theme/ErrorPageContent.tsx.
// Why: keeps the stock "This page crashed." with "Try again" and the error text, and adds the ways
// back and a pre-filled report of the error. Changes are marked "SkyPath:".
import React, {type ReactNode} from 'react';
import {ErrorBoundaryError, ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import type {Props} from '@theme/Error';
import WaysBack from '@site/src/components/WaysBack';
import {newIssueUrl, SITE} from '@site/src/constants';
import styles from './styles.module.css';

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  // SkyPath: a pre-filled GitHub issue for the report link.
  const {pathname} = useLocation();
  const report = newIssueUrl(
    `Page crashed: ${pathname}`,
    `Page: ${SITE.url}${pathname}\nError: ${error.message}\n\nWhat I was doing:\n`,
  );
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            This page crashed.
          </Heading>
          {/* SkyPath: an explanation, the error in a danger alert (contrast), the ways back and the report link. */}
          <p>Something on this page failed while it was being shown. Try again, or take one of the ways back below.</p>
          <div className="margin-vert--lg">
            <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary" />
          </div>
          <h2>The error</h2>
          <div className={`alert alert--danger margin-vert--md ${styles.error}`}>
            <ErrorBoundaryError error={error} />
          </div>
          <WaysBack>
            <li>
              <a href={report} target="_blank" rel="noopener noreferrer">
                Report this problem on GitHub (opens in a new tab)
              </a>
            </li>
          </WaysBack>
        </div>
      </div>
    </main>
  );
}
