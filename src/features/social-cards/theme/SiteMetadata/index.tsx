// Wraps the site metadata to give every page its social card (src/plugins/social-cards) as og:image and twitter:image.
// The card's name comes from the path alone, as the plugin names the file. A page whose front matter names its own
// `image` keeps it: the theme's page metadata sets og:image for it, and no card tags are added.
import React, {type ReactNode} from 'react';
import SiteMetadata from '@theme-init/SiteMetadata';
import type SiteMetadataType from '@theme/SiteMetadata';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import SocialCardMetadata, {useSocialCards} from '../SocialCard';
import {cardAlt, cardName, cardPathOf} from '../../cardName';

type Props = WrapperProps<typeof SiteMetadataType>;

export default function SiteMetadataWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const cards = useSocialCards();
  const showCard = cards !== undefined && !cards.ownImage.includes(cardPathOf(pathname));
  return (
    <>
      <SiteMetadata {...props} />
      {showCard && <SocialCardMetadata name={cardName(pathname)} alt={cardAlt(pathname)} />}
    </>
  );
}
