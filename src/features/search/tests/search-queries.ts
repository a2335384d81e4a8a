// The search queries a SkyPath developer types, each with the page a reader expects among the first
// three results, from the page it is searched from (the version being read decides which pages
// answer). The expected pages were chosen by reading the site, not from what a search engine
// returns; when a query ranks wrong, fix the index's weighting, never the expectation. The site's
// search (tests/search-ranking.spec.ts) and the docs MCP server's search_docs
// (mcp/tests/mcp.spec.ts) must both meet them.
import {IOS_LATEST, IOS_OLDEST, NEXT, versionedPath, WEB_LATEST} from '../../../../tests/e2e/versions';

/** Where a query is typed from, when the version matters; otherwise the Intro. */
const IOS_OLD = (page: string) => versionedPath('ios', IOS_OLDEST, page);
const IOS_NEXT = (page: string) => versionedPath('ios', NEXT, page);
const WEB_NEXT = (page: string) => versionedPath('js', NEXT, page);

export type SearchQuery = {words: string; expected: string; from?: string};

/** A reader's question: any of `expected` answers it. */
export type ReaderQuestion = {words: string; expected: string[]; from?: string};

export const SEARCH_QUERIES: SearchQuery[] = [
  // The REST API's operations and guides.
  {words: 'corridor', expected: 'Computed SkyPath turbulence for a corridor | API › Reference › Turbulence'},
  {words: 'map tile', expected: 'Computed SkyPath turbulence for a map tile | API › Reference › Turbulence'},
  {words: 'submit EDR measurements', expected: 'Submit EDR measurements | API › Reference › EDR'},
  {words: 'submit flight plans', expected: 'Submit flight plans | API › Reference › Flight plans'},
  {words: 'list aircraft types', expected: 'List aircraft types | API › Reference › Aircraft'},
  {words: 'deprecated map', expected: 'Computed SkyPath turbulence (deprecated) | API › Reference › Turbulence'},
  {words: 'authentication', expected: 'REST API introduction | API'},
  {words: 'error envelope', expected: 'REST API introduction | API'},
  {words: 'common errors', expected: 'REST API quick start | API'},
  {words: 'SAML', expected: 'SkyPath SSO | API'},
  {words: 'large area', expected: 'Cover a large area | API'},
  // Concepts.
  {words: 'severity scale', expected: 'Main concepts | Intro'},
  {words: 'H3 hexagon', expected: 'Terminology | Intro'},
  {words: 'altitude block', expected: 'Terminology | Intro'},
  {words: 'flight level', expected: `Type definitions | Web SDK ${WEB_LATEST} › Features`},
  {words: 'incremental updates', expected: 'Main concepts | Intro'},
  {words: 'whitelist hosts', expected: 'FAQ | Intro'},
  {words: 'save offline', expected: 'Read offline | Intro'},
  // The iOS SDK, latest release: classes, methods and guides.
  {words: 'TurbulenceClusterer', expected: `Notifications | iOS SDK ${IOS_LATEST} › Basic`, from: '/ios/introduction'},
  {
    words: 'startMonitoringNotifications',
    expected: `Notifications | iOS SDK ${IOS_LATEST} › Basic`,
    from: '/ios/introduction',
  },
  {words: 'simulateTurbulence', expected: `Test | iOS SDK ${IOS_LATEST} › Basic`, from: '/ios/introduction'},
  {words: 'QueryResultOptions', expected: `Query data | iOS SDK ${IOS_LATEST} › Basic`, from: '/ios/introduction'},
  {
    words: 'useCalculatedPressureAltitudeForSelf',
    expected: `Location | iOS SDK ${IOS_LATEST} › Basic`,
    from: '/ios/introduction',
  },
  {words: 'low power mode', expected: `Location | iOS SDK ${IOS_LATEST} › Basic`, from: '/ios/introduction'},
  {words: 'ARINC', expected: `ARINC and avionics data | iOS SDK ${IOS_LATEST} › Advanced`, from: '/ios/introduction'},
  {words: 'Swift Package Manager', expected: `Install | iOS SDK ${IOS_LATEST}`, from: '/ios/introduction'},
  {words: 'log level', expected: `Logs | iOS SDK ${IOS_LATEST} › Basic`, from: '/ios/introduction'},
  {words: 'App Store rejection', expected: `Troubleshooting | iOS SDK ${IOS_LATEST}`, from: '/ios/introduction'},
  {words: 'live flights', expected: `Live flights | iOS SDK ${IOS_LATEST} › Advanced`, from: '/ios/introduction'},
  {
    words: 'migration',
    expected: `Migrate from 2.2 to 3.0 | iOS SDK ${IOS_LATEST} › Versions`,
    from: '/ios/introduction',
  },
  // The Web SDK, latest release.
  {
    words: 'createObservationsFlow',
    expected: `Observations flow | Web SDK ${WEB_LATEST} › Features`,
    from: '/js/introduction',
  },
  {words: 'nowcasting flow', expected: `Nowcasting flow | Web SDK ${WEB_LATEST} › Features`, from: '/js/introduction'},
  {words: 'ADS-B', expected: `ADS-B flow | Web SDK ${WEB_LATEST} › Features`, from: '/js/introduction'},
  {words: 'CoreUtils.debounce', expected: `Utilities | Web SDK ${WEB_LATEST} › Features`, from: '/js/introduction'},
  {words: 'authCallback', expected: `Configuration | Web SDK ${WEB_LATEST}`, from: '/js/introduction'},
  // Older and unreleased versions answer from their own pages.
  {words: 'nowcast', expected: `Nowcasting | iOS SDK ${IOS_OLDEST} › Advanced`, from: IOS_OLD('introduction')},
  {words: 'AlertQuery', expected: `Notifications | iOS SDK ${IOS_OLDEST} › Advanced`, from: IOS_OLD('introduction')},
  {words: 'QA checklist', expected: `External QA checklist | iOS SDK ${IOS_OLDEST}`, from: IOS_OLD('introduction')},
  {
    words: 'migrate 2.1',
    expected: `Migrate from 2.1.x to 2.2.x | iOS SDK ${IOS_OLDEST} › Versions`,
    from: IOS_OLD('introduction'),
  },
  {words: 'OneLayer', expected: 'OneLayer | iOS SDK Next › Advanced', from: IOS_NEXT('introduction')},
  {words: 'release notes', expected: 'Release notes | Web SDK Next', from: WEB_NEXT('introduction')},
  // The single-version sections answer in every version.
  {
    words: 'corridor',
    expected: 'Computed SkyPath turbulence for a corridor | API › Reference › Turbulence',
    from: IOS_OLD('introduction'),
  },
];

const IOS = (title: string, group = '') => `${title} | iOS SDK ${IOS_LATEST}${group ? ` › ${group}` : ''}`;
const WEB = (title: string, group = '') => `${title} | Web SDK ${WEB_LATEST}${group ? ` › ${group}` : ''}`;
const CORRIDOR_OPERATION = 'Computed SkyPath turbulence for a corridor | API › Reference › Turbulence';
const API_INTRO = 'REST API introduction | API';
const API_QUICK_START = 'REST API quick start | API';
const CHECKER = 'Corridor checker | API';
const LARGE_AREAS = 'Cover a large area | API';

/**
 * Questions as readers type them, mid-task (limits, errors, setup, migrations, versions), each with
 * the pages that answer it, chosen by reading the pages. Written before any ranking change (issue
 * #39); the bench reports the share answered first and in the first three, and tests hold floors.
 */
export const READER_QUESTIONS: ReaderQuestion[] = [
  // Limits.
  {words: 'maximum corridor area', expected: [CORRIDOR_OPERATION, API_INTRO, CHECKER, LARGE_AREAS]},
  {words: 'how many vertices can a corridor polygon have', expected: [CORRIDOR_OPERATION, API_INTRO, CHECKER]},
  {words: 'corridor too big for one request', expected: [LARGE_AREAS, CHECKER]},
  {words: 'split a long route into several corridors', expected: [LARGE_AREAS, CHECKER]},
  {words: 'check my polygon before sending it', expected: [CHECKER]},
  {words: 'polygon that crosses itself', expected: [CHECKER]},
  {words: 'route across the antimeridian', expected: [CHECKER, LARGE_AREAS]},
  {words: 'which altitudes can I ask for', expected: [CORRIDOR_OPERATION, API_INTRO, 'Terminology | Intro']},
  {words: 'what do the severity numbers mean', expected: ['Terminology | Intro', 'Main concepts | Intro']},
  {words: 'what is EDR', expected: ['Terminology | Intro', 'Main concepts | Intro']},
  {words: 'which H3 resolution are the hexagons', expected: ['Terminology | Intro', API_INTRO]},
  {words: 'how many hours of history can I request', expected: [CORRIDOR_OPERATION, API_INTRO]},
  {words: 'rate limit per API key', expected: ['REST API FAQ | API', 'FAQ | Intro']},
  // Errors.
  {words: '401 unauthorized response', expected: [API_INTRO, API_QUICK_START]},
  {words: 'FST_ERR_VALIDATION', expected: [API_INTRO, API_QUICK_START, 'REST API FAQ | API']},
  {words: 'request body validation error 400', expected: [API_INTRO, API_QUICK_START]},
  {words: 'error response format', expected: [API_INTRO, API_QUICK_START]},
  {words: 'iOS SDK returns no data', expected: [IOS('Troubleshooting'), IOS('FAQ')]},
  {
    words: 'CORS error calling SkyPath from the browser',
    expected: [WEB('Configuration'), WEB('Quick start'), WEB('Troubleshooting')],
  },
  {words: 'Web SDK fails to start with my JWT', expected: [WEB('Troubleshooting'), WEB('Configuration')]},
  {
    words: 'app rejected for background location',
    expected: [IOS('Troubleshooting'), IOS('Location', 'Basic'), IOS('Install')],
  },
  // Setup.
  {words: 'how do I get an API key', expected: ['Introduction | Intro', 'FAQ | Intro', API_INTRO]},
  {words: 'send my first request with curl', expected: [API_QUICK_START]},
  {words: 'python example for the corridor request', expected: [API_QUICK_START, LARGE_AREAS]},
  {words: 'add the iOS SDK with Swift Package Manager', expected: [IOS('Install')]},
  {words: 'install the iOS SDK with CocoaPods', expected: [IOS('Install'), IOS('FAQ')]},
  {words: 'minimum iOS deployment target', expected: [IOS('Install'), IOS('Introduction')]},
  {words: 'start the SDK when the app launches', expected: [IOS('Quick start'), IOS('Introduction')]},
  {words: 'npm install the web sdk', expected: [WEB('Quick start'), WEB('Introduction')]},
  {words: 'use a proxy for the Web SDK', expected: [WEB('Configuration'), WEB('Quick start')]},
  {words: 'switch between staging and production', expected: [WEB('Configuration'), API_INTRO]},
  {words: 'where do I get a partner id', expected: [WEB('Configuration'), WEB('Introduction'), 'FAQ | Intro']},
  {words: 'which hosts to allow through the firewall', expected: ['FAQ | Intro', API_INTRO]},
  {words: 'read the docs without a connection', expected: ['Read offline | Intro']},
  {words: 'use these docs from Claude or Cursor', expected: ['Use the docs from your AI assistant | Intro']},
  {words: 'docs MCP server', expected: ['Use the docs from your AI assistant | Intro']},
  {words: 'single sign-on for pilots', expected: ['SkyPath SSO | API']},
  {words: 'SAML metadata for our identity provider', expected: ['SkyPath SSO | API']},
  // Migrations and versions.
  {words: 'upgrade from 2.2 to 3.0', expected: [IOS('Migrate from 2.2 to 3.0', 'Versions')]},
  {
    words: 'what changed in iOS SDK 3.0',
    expected: [IOS('Migrate from 2.2 to 3.0', 'Versions'), 'iOS SDK 3.0 is out | Blog', IOS('Versions')],
  },
  {
    words: 'breaking changes in Web SDK 0.5',
    expected: [WEB('Release notes'), 'Web SDK 0.5 and its documentation | Blog'],
  },
  {words: 'package renamed to @skypath-io/web-sdk', expected: [WEB('Release notes'), WEB('Quick start')]},
  {words: 'latest iOS SDK release', expected: [IOS('Versions'), IOS('Install'), 'iOS SDK 3.0 is out | Blog']},
  {words: 'is CocoaPods still supported', expected: [IOS('Install'), IOS('FAQ'), IOS('Versions')]},
  {
    words: 'replacement for the deprecated map operation',
    expected: [
      'Computed SkyPath turbulence (deprecated) | API › Reference › Turbulence',
      CORRIDOR_OPERATION,
      API_INTRO,
    ],
  },
  {words: 'which endpoints are preview', expected: [API_INTRO, 'REST API FAQ | API']},
  // Using the SDKs and the API.
  {words: 'alert the pilot about turbulence ahead', expected: [IOS('Notifications', 'Basic')]},
  {
    words: 'record turbulence with the iPad sensors',
    expected: [IOS('Record data', 'Basic'), IOS('Observations', 'Basic')],
  },
  {words: 'test the SDK on the ground', expected: [IOS('Test', 'Basic'), IOS('QA process')]},
  {words: 'how often does the data refresh', expected: ['Main concepts | Intro', IOS('Data', 'Basic'), 'FAQ | Intro']},
  {
    words: 'draw hexagons on a Mapbox map',
    expected: [
      WEB('Utilities', 'Features'),
      WEB('ADS-B flow', 'Features'),
      WEB('Nowcasting flow', 'Features'),
      WEB('Quick start'),
    ],
  },
  {
    words: 'filter hexagons by altitude in the browser',
    expected: [WEB('ADS-B flow', 'Features'), WEB('Utilities', 'Features')],
  },
  {words: 'TypeScript type of a hexagon', expected: [WEB('Type definitions', 'Features')]},
  {words: 'nowcast along my route in the browser', expected: [WEB('Nowcasting flow', 'Features')]},
  {words: 'read data from the aircraft avionics', expected: [IOS('ARINC and avionics data', 'Advanced')]},
  {words: 'write SDK logs to a file', expected: [IOS('Logs', 'Basic')]},
  {words: 'source of the demo app', expected: [WEB('Demo app')]},
  {words: 'send EDR reports to SkyPath', expected: ['Submit EDR measurements | API › Reference › EDR']},
  {words: 'upload a flight plan', expected: ['Submit flight plans | API › Reference › Flight plans']},
  {
    words: 'aircraft category codes',
    expected: ['List aircraft types | API › Reference › Aircraft', API_INTRO, 'Terminology | Intro'],
  },
  {
    words: 'what is a map tile id',
    expected: ['Computed SkyPath turbulence for a map tile | API › Reference › Turbulence'],
  },
  {words: 'difference between nowcast and forecast', expected: ['Main concepts | Intro', 'Terminology | Intro']},
  {words: 'merge answers of several corridors', expected: [LARGE_AREAS]},
  {
    words: 'only hexagons that changed since last request',
    expected: ['Main concepts | Intro', CORRIDOR_OPERATION, API_INTRO],
  },
];

/** A search as the tests and the bench ask it: the rows of its first results, as "Title | Label". */
export type Ranker = (words: string, from?: string) => Promise<string[]>;

export type Relevance = {questions: number; first: number; topThree: number; misses: string[]};

/** The share of `questions` a ranker answers first and within its first three results. */
export async function relevance(questions: readonly ReaderQuestion[], rank: Ranker): Promise<Relevance> {
  let first = 0;
  let topThree = 0;
  const misses: string[] = [];
  for (const {words, expected, from} of questions) {
    const rows = (await rank(words, from)).slice(0, 3);
    if (expected.includes(rows[0] ?? '')) first++;
    if (rows.some((row) => expected.includes(row))) topThree++;
    else misses.push(`"${words}": ${rows.join('; ') || 'nothing'}`);
  }
  return {questions: questions.length, first: first / questions.length, topThree: topThree / questions.length, misses};
}
