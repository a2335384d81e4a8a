/**
 * The site's generic social card as a page's `og:image`, for a page that is no page of the site
 * (the not-found page), under `@theme/GenericSocialCard`. The social-cards feature gives it;
 * without it, nothing is added.
 */
import type {ReactNode} from 'react';

export default function GenericSocialCard(): ReactNode {
  return null;
}
