import {translate} from '@docusaurus/Translate';

/** The text the theme shows while a request is out (docusaurus-theme-openapi-docs@5.2.0 `Request/index.js`). */
export const fetchingMessage = (): string =>
  translate({id: 'theme.openapi.request.fetchingMessage', message: 'Fetching...'});
