// Wraps the breadcrumbs of docs and API reference pages to put "Copy page as Markdown" beside them
// and "Save for offline" (the page's section and version) under them.
import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import CopyPageMarkdown, {besideBreadcrumbsRow} from '@site/src/components/CopyPageMarkdown';
import OfflineSave from '@site/src/components/OfflineSave';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  // The location, not useDoc(): the breadcrumbs also render outside a doc (a category's index page).
  const {pathname} = useLocation();
  return (
    <div className={besideBreadcrumbsRow}>
      <DocBreadcrumbs {...props} />
      <CopyPageMarkdown permalink={pathname} />
      <OfflineSave pathname={pathname} />
    </div>
  );
}
