/**
 * Social cards: every page's `og:image` is a 1200×630 card drawn after the build, named from the
 * page's path alone so that `@theme/SocialCard` can point at it without the page's HTML changing.
 * The plugin tells it which pages name their own front-matter `image`: they keep it, with no card.
 */
import type {Feature} from '../../core/feature';
import {PLUGIN_NAME, type SocialCardsGlobalData} from './cardName';
import {pagesWithOwnImage} from './pages';
import {startSocialCards, writeSocialCards} from './step';

export default {
  name: PLUGIN_NAME,
  folder: __dirname,
  plugin: () => ({
    allContentLoaded({allContent, actions}) {
      actions.setGlobalData({ownImage: pagesWithOwnImage(allContent)} satisfies SocialCardsGlobalData);
    },
  }),
  steps: [{name: 'social cards', start: startSocialCards, run: writeSocialCards}],
} satisfies Feature;
