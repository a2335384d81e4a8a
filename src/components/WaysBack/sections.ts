import {SECTION_LABELS, VERSIONS} from '@site/src/constants';

/** A part of the site a reader was in, and the page that introduces it. */
export type Section = {label: string; intro: string};

/**
 * The section (and SDK version) a path belongs to, following the routes of VERSIONS:
 * /ios/2.2/x is iOS SDK 2.2, /ios/next/x is Next, any other /ios/x is the latest version.
 */
export function sectionOf(pathname: string): Section | undefined {
  const [first = '', second = ''] = pathname.split('/').filter(Boolean);
  switch (first) {
    case 'docs':
      return {label: `${SECTION_LABELS.docs} docs`, intro: '/docs/'};
    case 'api':
      return {label: SECTION_LABELS.api, intro: '/api/introduction'};
    case 'blog':
      return {label: 'Blog', intro: '/blog'};
    case 'ios':
    case 'js': {
      const {latest, older} = VERSIONS[first];
      if (second === 'next') return {label: `${SECTION_LABELS[first]} Next`, intro: `/${first}/next/introduction`};
      if (older.includes(second)) return {label: `${SECTION_LABELS[first]} ${second}`, intro: `/${first}/${second}/introduction`};
      return {label: `${SECTION_LABELS[first]} ${latest}`, intro: `/${first}/introduction`};
    }
    default:
      return undefined;
  }
}

/** Words to search for, taken from the last part of a path: /ios/2.2/live-flight-map → "live flight map". */
export function searchTermsOf(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A malformed escape: search for the raw text.
  }
  return decoded.replace(/\.html?$/, '').replace(/[-_.+]+/g, ' ').trim();
}
