// Ejected from @docusaurus/theme-classic@3.10.2 src/theme/AnnouncementBar/Content/index.tsx
// Why: renders the announcement from the site's constants with a client-side Link (checked by the
// build's broken-link check) instead of an unchecked HTML string.
// Below: upstream's file, changed only in "SkyPath:" regions (UPGRADING.md, "Ejected components").
// Upstream sha256: e8e9e0e9cbdb0b94bc0f5cbab7e82ca540dd31909b3ccf4d3f6cf6b8c80f78bb
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
// SkyPath: start the announcement comes from the site's constants, with a client-side Link, not
// from themeConfig's HTML string
import Link from '@docusaurus/Link';
import {ANNOUNCEMENT} from '../../../core/constants';
// SkyPath: end
import type {Props} from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

export default function AnnouncementBarContent(props: Props): ReactNode {
  // SkyPath: start text and a Link the build checks, instead of dangerouslySetInnerHTML
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      {ANNOUNCEMENT.text}{' '}
      <Link to={ANNOUNCEMENT.linkTo}>{ANNOUNCEMENT.linkLabel}</Link>
    </div>
  );
  // SkyPath: end
}
