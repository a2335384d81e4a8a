import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
// Generated from openapi/ by `npm run gen-api-docs` (runs before start, build and test).
import reference from './api/reference/sidebar';

/** REST API: the hand-written guides, then the generated reference grouped by tag. */
const sidebars = {
  api: [
    'introduction',
    'quick-start',
    'sso',
    'faq',
    {type: 'category', label: 'Reference', collapsed: false, items: reference},
  ],
} satisfies SidebarsConfig;

export default sidebars;
