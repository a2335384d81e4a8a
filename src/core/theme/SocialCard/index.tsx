// A page's social card as its `og:image` and `twitter:image`, under `@theme/SocialCard` (with
// `generic`, the site's card). The social-cards feature gives it; without it, nothing is added.
import type {ReactNode} from 'react';

export type SocialCardProps = {generic?: boolean};

export default function SocialCard(_props: SocialCardProps): ReactNode {
  return null;
}
