/** The site's generic card as the `og:image` of a page that is no page of the site (the not-found page). */
import React, {type ReactNode} from 'react';
import {SITE} from '../../../../core/constants';
import {GENERIC_CARD_NAME} from '../../cardName';
import SocialCardMetadata, {useSocialCards} from '../SocialCard';

export default function GenericSocialCard(): ReactNode {
  return useSocialCards() ? <SocialCardMetadata name={GENERIC_CARD_NAME} alt={SITE.title} /> : null;
}
