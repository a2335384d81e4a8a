/**
 * Social cards: every page's `og:image` is a 1200×630 card with its title, section and version,
 * drawn after the build by the pipeline's step (./step.ts) as `img/social/<name>.png`, named from
 * the page's path alone (./cardName.ts). The `SiteMetadata` wrapper points every page's `og:image`
 * and `twitter:image` at that file, so a card needs no change to its page's HTML. The plugin tells
 * the wrapper which pages name their own `image` in front matter: they keep it and get no card.
 */
import type {Feature} from '../../core/feature';
import {PLUGIN_NAME, type SocialCardsGlobalData} from './cardName';
import {pagesWithOwnImage} from './pages';
import {writeSocialCards} from './step';

export default {
  name: PLUGIN_NAME,
  folder: __dirname,
  plugin: () => ({
    allContentLoaded({allContent, actions}) {
      actions.setGlobalData({ownImage: pagesWithOwnImage(allContent)} satisfies SocialCardsGlobalData);
    },
  }),
  steps: [{name: 'social cards', run: writeSocialCards}],
} satisfies Feature;
