/**
 * Social cards: every page's `og:image` is a 1200×630 card with its title, section and version,
 * drawn after the build by the pipeline's social-cards step (./step.ts) as `img/social/<name>.png`,
 * the name made from the page's path alone (./cardName.ts). The `SiteMetadata` wrapper
 * (src/theme/SiteMetadata) points every page's `og:image` and `twitter:image` at that file, so a
 * page's card needs no change to its HTML. This plugin tells the wrapper which pages name their
 * own `image` in front matter: they keep it and get no card.
 */

import type {Plugin} from '@docusaurus/types';
import {PLUGIN_NAME, type SocialCardsGlobalData} from './cardName';
import {pagesWithOwnImage} from './pages';

export default function socialCards(): Plugin {
  return {
    name: PLUGIN_NAME,
    allContentLoaded({allContent, actions}) {
      actions.setGlobalData({ownImage: pagesWithOwnImage(allContent)} satisfies SocialCardsGlobalData);
    },
  };
}
