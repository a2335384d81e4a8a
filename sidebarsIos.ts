import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {URLS} from './src/core/constants';

/**
 * iOS SDK, version Next (ios/). Released versions keep their own copy in
 * ios_versioned_sidebars/. Next has no live flights page (removed after 3.0).
 */
const sidebars = {
  ios: [
    'introduction',
    'install',
    'quick-start',
    {
      type: 'category',
      label: 'Basic',
      collapsed: false,
      items: [
        'basic/data',
        'basic/query-data',
        'basic/observations',
        'basic/notifications',
        'basic/record-data',
        'basic/location',
        'basic/logs',
        'basic/test',
      ],
    },
    {type: 'category', label: 'Advanced', items: ['advanced/onelayer', 'advanced/arinc']},
    'qa-process',
    'troubleshooting',
    'faq',
    {
      type: 'category',
      label: 'Versions',
      link: {type: 'doc', id: 'versions/index'},
      items: ['versions/migration-v3.0'],
    },
    {type: 'link', label: 'Release notes', href: URLS.iosSdkReleases},
  ],
} satisfies SidebarsConfig;

export default sidebars;
