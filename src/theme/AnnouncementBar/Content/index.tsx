// Ejected: renders the announcement from src/constants.ts with a client-side Link (checked by the build's broken-link check) instead of an unchecked HTML string.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/AnnouncementBar/Content';
import {ANNOUNCEMENT} from '@site/src/constants';
import styles from './styles.module.css';

export default function AnnouncementBarContent(props: Props): ReactNode {
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      {ANNOUNCEMENT.text} <Link to={ANNOUNCEMENT.linkTo}>{ANNOUNCEMENT.linkLabel}</Link>
    </div>
  );
}
