import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** Web SDK, version Next (js/). Released versions: js_versioned_sidebars/. */
const sidebars = {
  js: [
    'introduction',
    'quick-start',
    'configuration',
    {
      type: 'category',
      label: 'Features',
      collapsed: false,
      items: [
        'features/observations-flow',
        'features/nowcasting-flow',
        'features/onelayer-flow',
        'features/adsb-flow',
        'features/types',
        'features/utilities',
      ],
    },
    'demo-app',
    'troubleshooting',
    'faq',
    'release-notes',
    {type: 'category', label: 'Versions', link: {type: 'doc', id: 'versions/index'}, items: []},
  ],
} satisfies SidebarsConfig;

export default sidebars;
