// Wraps the site metadata to give every page its social card (`@theme/SocialCard`) as og:image and twitter:image.
import React, {type ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import type SiteMetadataType from '@theme/SiteMetadata';
import type {WrapperProps} from '@docusaurus/types';
import SocialCard from '@theme/SocialCard';

type Props = WrapperProps<typeof SiteMetadataType>;

export default function SiteMetadataWrapper(props: Props): ReactNode {
  return (
    <>
      <SiteMetadata {...props} />
      <SocialCard />
    </>
  );
}
