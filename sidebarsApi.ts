import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
// Generated from openapi/ by `npm run gen-api-docs` (runs before start, build and test).
import reference from './api/reference/sidebar';

/** REST API: the hand-written guides, then the generated reference grouped by tag. */
const sidebars = {
  api: [
    {type: 'doc', id: 'introduction', label: 'Introduction'},
    {type: 'doc', id: 'quick-start', label: 'Quick start'},
    {type: 'doc', id: 'large-areas', label: 'Cover a large area'},
    {type: 'doc', id: 'corridor-checker', label: 'Corridor checker'},
    {type: 'doc', id: 'sso', label: 'Single sign-on (SSO)'},
    {type: 'doc', id: 'faq', label: 'FAQ'},
    {type: 'category', label: 'Reference', collapsed: false, items: reference},
  ],
} satisfies SidebarsConfig;

export default sidebars;
