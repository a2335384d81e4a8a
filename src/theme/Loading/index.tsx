// Ejected from @docusaurus/core@3.10.2 lib/client/theme-fallback/Loading/index.js
// Converted to TSX: upstream ships this component compiled to JavaScript (tsc's output, 4-space
// indent, types erased). Its lines are kept as they are; the types are added in SkyPath regions.
// Why: the fallback shows a chunk-load error as white text on light red (fails contrast) and a
// spinner without a text alternative; this one is accessible and branded. The three states are
// kept (error with Retry, after the delay, nothing); their markup is ours.
// Below: upstream's file, changed only in "SkyPath:" regions (UPGRADING.md, "Ejected components").
// Upstream sha256: ffd8013daa28cd24a849721acc38e47bb44582dfb8922f633d42eac5344dda54
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
// Should we translate theme-fallback?
// SkyPath: start upstream's next line disables a rule of Docusaurus's own ESLint plugin, which this
// project does not load (ESLint fails on a rule it does not know)
// SkyPath: end
import React from 'react';
// SkyPath: start TSX: the types of the props and of the result; our markup's styles
import type { ReactNode } from 'react';
import type { LoadingComponentProps as Props } from 'react-loadable';
import styles from './styles.module.css';
import { useEffect } from 'react';
import { reloadIfRedeployed } from '@theme/DeploySkew';
/**
 * What a lazily loaded part shows: nothing for the first 200 ms, then "Loading…"; if its
 * JavaScript fails to load (offline, or a new deployment removed the file), the error text and a
 * Retry button that loads it again.
 */
export default function Loading({ error, retry, pastDelay, }: Props): ReactNode {
    // A failed chunk may be one a newer deploy removed: load the page again from that deploy, once
    // (`@theme/DeploySkew`); otherwise the error below stays with its Retry.
    useEffect(() => {
        if (error) void reloadIfRedeployed();
    }, [error]);
// SkyPath: end
    if (error) {
        // SkyPath: start an alert with the error text, what to do, and an Infima Retry button
        // (upstream: white text on light red, which fails contrast)
        return (<div role="alert" className={styles.error}>
        <p className={styles.title}>This part of the page could not be loaded.</p>
        <p>
          <code>{String(error)}</code>
        </p>
        <p>Check your connection, then retry. If it keeps failing, reload the page.</p>
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
      </div>);
        // SkyPath: end
    }
    if (pastDelay) {
        // SkyPath: start a status with the words "Loading…" beside a decorative spinner (upstream: an
        // SVG spinner without a text alternative)
        return (<div role="status" className={styles.loading}>
        <span className={styles.spinner} aria-hidden="true"/>
        Loading…
      </div>);
        // SkyPath: end
    }
    return null;
}
