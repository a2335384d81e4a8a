import {SDK_SECTIONS} from './contentFolders.mjs';
import {VERSIONS} from './constants';

/** A permanent redirect from one path of the site to another. */
export type Redirect = {from: string; to: string};

/**
 * Bare section roots have no page of their own; each leads to its introduction. The SDK roots
 * follow VERSIONS (/ios, /ios/next, /ios/2.2...). /docs needs none: its introduction is /docs/.
 * The config turns them into client-side redirect pages (for hosts without redirects), and
 * scripts/hosting into server redirects (nginx, _redirects).
 */
export const SECTION_ROOT_REDIRECTS: Redirect[] = [
  {from: '/api', to: '/api/introduction'},
  ...SDK_SECTIONS.flatMap((id) =>
    ['', '/next', ...VERSIONS[id].older.map((version) => `/${version}`)].map((suffix) => ({
      from: `/${id}${suffix}`,
      to: `/${id}${suffix}/introduction`,
    })),
  ),
];
