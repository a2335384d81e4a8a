// Ejected from @docusaurus/theme-classic@3.10.2 src/theme/NotFound/Content/index.tsx.
// Why: the stock 404 text tells readers to contact the site owner; ours says what happened and
// offers ways back (search, the section's introduction, home); a missing page shares the generic
// social card (src/plugins/social-cards). Changes are marked "SkyPath:".
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import WaysBack from '@site/src/components/WaysBack';
import SocialCardMetadata, {useSocialCards} from '@site/src/components/SocialCard';
import {SITE} from '@site/src/constants';
import {GENERIC_CARD_NAME} from '@site/src/plugins/social-cards/cardName';

export default function NotFoundContent({className}: Props): ReactNode {
  const cards = useSocialCards();
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      {/* SkyPath: a missing page shares the site's generic social card, not one named after its address. */}
      {cards && <SocialCardMetadata name={GENERIC_CARD_NAME} alt={SITE.title} />}
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          {/* SkyPath: our own wording (one locale, no Translate) and the ways back. */}
          <p>
            There is no SkyPath documentation page at this address. The page may have moved, or it may not exist in the
            SDK version in the address.
          </p>
          <WaysBack />
        </div>
      </div>
    </main>
  );
}
