// Ejected from @docusaurus/theme-classic@3.10.2 src/theme/NotFound/Content/index.tsx
// Why: the stock 404 text tells readers to contact the site owner; ours says what happened and
// offers ways back (search, the section's introduction, home); a missing page shares the generic
// social card (`@theme/SocialCard`).
// Below: upstream's file, changed only in "SkyPath:" regions (UPGRADING.md, "Ejected components").
// Upstream sha256: 44b71ba528b17c08eba546b6462ee97c05b5780a0caf7a297560e3c063cfa9f4
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
// SkyPath: start no Translate: our own wording, in the site's one locale
// SkyPath: end
import type {Props} from '@theme/NotFound/Content';
import Heading from '@theme/Heading';
// SkyPath: start the ways back, and the generic social card
import WaysBack from '../../../components/WaysBack';
import SocialCard from '@theme/SocialCard';
// SkyPath: end

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      {/* SkyPath: start a missing page shares the site's generic social card, not one named after its address */}
      <SocialCard generic />
      {/* SkyPath: end */}
      <div className="row">
        <div className="col col--6 col--offset-3">
          {/* SkyPath: start our own wording (one locale, no Translate) and the ways back */}
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            There is no SkyPath documentation page at this address. The page may
            have moved, or it may not exist in the SDK version in the address.
          </p>
          <WaysBack />
          {/* SkyPath: end */}
        </div>
      </div>
    </main>
  );
}
