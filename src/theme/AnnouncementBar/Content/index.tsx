// Ejected from @docusaurus/theme-classic@3.10.2 src/theme/AnnouncementBar/Content/index.tsx.
// Why: renders the announcement from src/constants.ts with a client-side Link (checked by the
// build's broken-link check) instead of an unchecked HTML string. Changes are marked "SkyPath:".
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/AnnouncementBar/Content';
// SkyPath: the announcement comes from src/constants.ts, not from themeConfig's HTML string.
import {ANNOUNCEMENT} from '@site/src/constants';
import styles from './styles.module.css';

export default function AnnouncementBarContent(props: Props): ReactNode {
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      {/* SkyPath: text and a checked Link instead of dangerouslySetInnerHTML. */}
      {ANNOUNCEMENT.text} <Link to={ANNOUNCEMENT.linkTo}>{ANNOUNCEMENT.linkLabel}</Link>
    </div>
  );
}
