import type {ClientModule} from '@docusaurus/types';
import {HIGHLIGHT_PARAM} from './urls';

/** On every page a search result opened: the words of `_highlight` marked in its article. */
const module: ClientModule = {
  onRouteDidUpdate({location}) {
    const words = new URLSearchParams(location.search).getAll(HIGHLIGHT_PARAM);
    const article = document.querySelector('article');
    if (words.length > 0 && article) void import('./mark').then(({highlightWords}) => highlightWords(article, words));
  },
};
export default module;
