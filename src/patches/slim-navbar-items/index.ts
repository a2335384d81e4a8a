import path from 'node:path';
import type {Feature} from '../../core/feature';
import {fromFolder, replaceModule} from '../../core/docusaurus/replace-module';

/** The classic theme's map of navbar item types, which imports every type's component. */
export const COMPONENT_TYPES = require.resolve('@docusaurus/theme-classic/lib/theme/NavbarItem/ComponentTypes.js');

export {USED_TYPES} from './used-types';

/**
 * The classic theme's navbar imports the components of all nine navbar item types into `main.js`
 * (`NavbarItem/ComponentTypes`); the site uses four (USED_TYPES). The map resolves to
 * ./ComponentTypes.ts, which has those four: the locale dropdown, the search, HTML, doc and docs
 * version items are left out. An item of another type fails the build (the theme throws "No
 * NavbarItem component found for type …" while rendering the pages).
 */
export default {
  name: 'slim-navbar-items',
  folder: __dirname,
  plugin: () => ({
    configureWebpack: (_config, _isServer, {currentBundler}) => ({
      plugins: [
        // The navbar item's own import (theme-classic's NavbarItem/index.js), not another importer's.
        replaceModule(
          currentBundler,
          /^@theme\/NavbarItem\/ComponentTypes$/,
          fromFolder(path.dirname(COMPONENT_TYPES), path.join(__dirname, 'ComponentTypes.ts')),
        ),
      ],
    }),
  }),
} satisfies Feature;
