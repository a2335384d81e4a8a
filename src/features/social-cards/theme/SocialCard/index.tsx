/**
 * The page's card as its `og:image` and `twitter:image`, named from the path alone as the step
 * names the file. A page with its own front-matter `image` keeps it: the theme's page metadata sets it.
 */
import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import type {SocialCardProps} from '@theme/SocialCard';
import {SITE} from '../../../../core/constants';
import {cardAlt, cardName, cardOwnerOf, cardPathOf, GENERIC_CARD_NAME} from '../../cardName';
import SocialCardMetadata, {useSocialCards} from './Metadata';

export default function SocialCard({generic = false}: SocialCardProps): ReactNode {
  const {pathname} = useLocation();
  const cards = useSocialCards();
  if (cards === undefined) return null;
  if (generic) return <SocialCardMetadata name={GENERIC_CARD_NAME} alt={SITE.title} />;
  if (cards.ownImage.includes(cardPathOf(pathname))) return null;
  return <SocialCardMetadata name={cardName(cardOwnerOf(pathname))} alt={cardAlt(pathname)} />;
}
