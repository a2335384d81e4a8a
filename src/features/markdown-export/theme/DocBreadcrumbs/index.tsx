// Wraps the breadcrumbs of docs and API reference pages to put the page actions beside them and
// the offline panel under them.
import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-init/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import OfflineSave from '@theme/OfflineSave';
import PageActions, {besideBreadcrumbsRow} from '../PageActions';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  // The location, not useDoc(): the breadcrumbs also render outside a doc (a category's index page).
  const {pathname} = useLocation();
  return (
    <div className={besideBreadcrumbsRow}>
      <DocBreadcrumbs {...props} />
      <OfflineSave pathname={pathname}>
        {(offline) => <PageActions permalink={pathname} offline={offline} />}
      </OfflineSave>
    </div>
  );
}
