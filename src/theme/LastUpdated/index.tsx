// Wraps "Last updated" in a microdata item, the page itself (schema.org WebPage): the theme marks the date itemprop="dateModified", which HTML allows only on a property of an item (a Nu HTML Checker error on every docs page); inside this item it states the page's modification date.
import React, {type ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LastUpdatedType>;

export default function LastUpdatedWrapper(props: Props): ReactNode {
  return (
    <span itemScope itemType="https://schema.org/WebPage">
      <LastUpdated {...props} />
    </span>
  );
}
