// The search queries a SkyPath developer types, each with the page a reader expects among the first
// three results, from the page it is searched from (the version being read decides which pages
// answer). The expected pages were chosen by reading the site, not from what a search engine
// returns; when a query ranks wrong, fix the index's weighting, never the expectation. The site's
// search (tests/search-ranking.spec.ts) and the docs MCP server's search_docs
// (mcp/tests/mcp.spec.ts) must both meet them.
import {IOS_LATEST, IOS_OLDEST, NEXT, versionedPath, VERSIONS, WEB_LATEST} from '../../../../tests/e2e/versions';

/** Where a query is typed from, when the version matters; otherwise the Intro. */
const IOS_OLD = (page: string) => versionedPath('ios', IOS_OLDEST, page);
const IOS_NEXT = (page: string) => versionedPath('ios', NEXT, page);
const WEB_NEXT = (page: string) => versionedPath('js', NEXT, page);

const API_INTRO = 'REST API introduction | API';
const API_FAQ = 'REST API FAQ | API';
const API_QUICK = 'REST API quick start | API';
const CORRIDOR_OP = 'Computed SkyPath turbulence for a corridor | API › Reference › Turbulence';
const IOS = (title: string, under = '') => `${title} | iOS SDK ${IOS_LATEST}${under && ` › ${under}`}`;
const WEB = (title: string, under = '') => `${title} | Web SDK ${WEB_LATEST}${under && ` › ${under}`}`;
const IOS_FROM = '/ios/introduction';
const WEB_FROM = '/js/introduction';

/** `expected`: the page that answers, or each page that answers as well (first match counts). */
export type SearchQuery = {words: string; expected: string | readonly string[]; from?: string};

/** The search version a query's page gives (the site's search bases): none for the latest. */
export function versionOf(from: string | undefined): {version?: string} {
  const [section, second] = (from ?? '/docs/').split('/').filter(Boolean);
  if (section !== 'ios' && section !== 'js') return {};
  if (second === NEXT) return {version: NEXT};
  return VERSIONS[section].older.includes(second ?? '') ? {version: second} : {};
}

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

/**
 * Questions as readers ask them (limits, errors, setup, migrations, versions), not page titles, each
 * with every page that answers it, chosen by reading the pages and the OpenAPI spec. Held to floors
 * (first, first three) rather than each one: see search-score.ts.
 */
export const READER_QUESTIONS: SearchQuery[] = [
  // The REST API: limits, errors, polling, setup.
  {words: 'maximum corridor area', expected: [API_INTRO, API_FAQ, CORRIDOR_OP]},
  {words: 'how big can a corridor be', expected: [API_INTRO, API_FAQ, CORRIDOR_OP]},
  {words: 'my route corridor is larger than 7500 km2', expected: [API_FAQ, 'Cover a large area | API']},
  {words: 'split a long route into several corridors', expected: 'Cover a large area | API'},
  {words: 'what does HTTP 401 mean', expected: [API_FAQ, API_INTRO, API_QUICK]},
  {words: '400 bad request invalid polygon', expected: [API_QUICK, API_FAQ, CORRIDOR_OP, API_INTRO]},
  {words: 'how often should I poll the API', expected: API_FAQ},
  {words: 'only fetch what changed since the last request', expected: [API_QUICK, API_FAQ, 'Main concepts | Intro']},
  {
    words: 'skypath tick',
    expected: ['Terminology | Intro', 'Computed SkyPath turbulence (deprecated) | API › Reference › Turbulence'],
  },
  {
    words: 'why is POST /v4/map deprecated',
    expected: [API_FAQ, 'Computed SkyPath turbulence (deprecated) | API › Reference › Turbulence'],
  },
  {words: 'can I call the REST API from a web browser', expected: API_FAQ},
  {words: 'staging server URL', expected: [API_INTRO, API_QUICK, 'Introduction | Intro']},
  {words: 'same API key on staging and production', expected: [API_FAQ, 'FAQ | Intro']},
  {words: 'where do I get an API key', expected: ['FAQ | Intro', 'Introduction | Intro', API_QUICK]},
  {words: 'which aircraft category should I send', expected: [API_FAQ, 'Main concepts | Intro']},
  {words: 'what units does the API use', expected: API_FAQ},
  {words: 'send eddy dissipation rate from the aircraft', expected: 'Submit EDR measurements | API › Reference › EDR'},
  {words: 'upload a flight plan', expected: ['Submit flight plans | API › Reference › Flight plans', API_INTRO]},
  {words: 'single sign-on setup', expected: 'SkyPath SSO | API'},
  {words: 'identity provider metadata', expected: 'SkyPath SSO | API'},
  {
    words: 'map tile altitude range',
    expected: 'Computed SkyPath turbulence for a map tile | API › Reference › Turbulence',
  },
  {words: 'proxy hosts to allow for our servers', expected: [API_FAQ, 'FAQ | Intro', API_INTRO]},
  {words: 'check my corridor polygon before sending it', expected: 'Corridor checker | API'},
  {words: 'polygon crossing the antimeridian', expected: ['Corridor checker | API', 'Cover a large area | API']},
  {words: 'is there a rate limit', expected: [API_FAQ, 'FAQ | Intro', API_INTRO]},
  {words: 'API versioning', expected: API_INTRO},
  {words: 'response envelope format', expected: API_INTRO},
  // Concepts and the site.
  {words: 'what does severity 3 mean', expected: ['Main concepts | Intro', 'Terminology | Intro']},
  {words: 'how fresh is the turbulence data', expected: ['FAQ | Intro', 'Main concepts | Intro']},
  {words: 'is SkyPath SOC 2 certified', expected: 'FAQ | Intro'},
  {
    words: 'how far ahead does the forecast go',
    expected: ['Main concepts | Intro', 'FAQ | Intro', 'Terminology | Intro'],
  },
  {words: 'difference between nowcast and forecast', expected: ['Terminology | Intro', 'Main concepts | Intro']},
  {words: 'where should the API key live', expected: 'FAQ | Intro'},
  {words: 'how much network data does a flight use', expected: ['FAQ | Intro', IOS('FAQ')]},
  {words: 'what is an auto-PIREP', expected: 'Terminology | Intro'},
  {words: 'use the docs in Claude or Cursor', expected: 'Use the docs from your AI assistant | Intro'},
  {words: 'download the docs to read without internet', expected: 'Read offline | Intro'},
  {
    words: 'same turbulence different severity for another aircraft',
    expected: ['FAQ | Intro', 'Main concepts | Intro'],
  },
  // The iOS SDK, latest release.
  {
    words: 'install with CocoaPods',
    expected: [IOS('Install'), IOS('FAQ'), IOS('Migrate from 2.2 to 3.0', 'Versions')],
    from: IOS_FROM,
  },
  {
    words: 'minimum iOS version required',
    expected: [IOS('Install'), IOS('Introduction'), IOS('Migrate from 2.2 to 3.0', 'Versions')],
    from: IOS_FROM,
  },
  {words: 'app rejected for background location', expected: IOS('Troubleshooting'), from: IOS_FROM},
  {words: 'SDK start fails', expected: IOS('Troubleshooting'), from: IOS_FROM},
  {words: 'no turbulence appears on the map', expected: [IOS('Troubleshooting'), IOS('Data', 'Basic')], from: IOS_FROM},
  {
    words: 'why must queries run on a background thread',
    expected: [IOS('FAQ'), IOS('Query data', 'Basic')],
    from: IOS_FROM,
  },
  {
    words: 'crew got no notification during climb',
    expected: [IOS('FAQ'), IOS('Notifications', 'Basic')],
    from: IOS_FROM,
  },
  {
    words: 'warn the crew while the app is in the background',
    expected: [IOS('Notifications', 'Basic'), IOS('FAQ')],
    from: IOS_FROM,
  },
  {words: 'how much battery does the SDK use', expected: [IOS('FAQ'), IOS('Record data', 'Basic')], from: IOS_FROM},
  {words: 'export logs for support', expected: IOS('Logs', 'Basic'), from: IOS_FROM},
  {words: 'simulate a flight on the ground', expected: [IOS('Test', 'Basic'), IOS('QA process')], from: IOS_FROM},
  {
    words: 'filter out light turbulence by severity',
    expected: [IOS('Data', 'Basic'), IOS('Observations', 'Basic')],
    from: IOS_FROM,
  },
  {words: 'change the route corridor polygon', expected: [IOS('Data', 'Basic'), IOS('Quick start')], from: IOS_FROM},
  {
    words: 'inject positions from an external GPS',
    expected: [IOS('Location', 'Basic'), IOS('ARINC and avionics data', 'Advanced')],
    from: IOS_FROM,
  },
  {
    words: 'what changed between 2.2 and 3.0',
    expected: [IOS('Migrate from 2.2 to 3.0', 'Versions'), IOS('Versions')],
    from: IOS_FROM,
  },
  {words: 'alerts renamed to notifications', expected: IOS('Migrate from 2.2 to 3.0', 'Versions'), from: IOS_FROM},
  {
    words: 'fetch failure callback',
    expected: [IOS('Data', 'Basic'), IOS('Migrate from 2.2 to 3.0', 'Versions')],
    from: IOS_FROM,
  },
  {words: 'how much does the SDK add to app size', expected: IOS('Install'), from: IOS_FROM},
  {words: 'show other aircraft on the map', expected: IOS('Live flights', 'Advanced'), from: IOS_FROM},
  {words: 'hidden switch for QA testers', expected: [IOS('Test', 'Basic'), IOS('QA process')], from: IOS_FROM},
  // The Web SDK, latest release.
  {words: 'use a signed JWT in production', expected: WEB('Configuration'), from: WEB_FROM},
  {words: 'token expired', expected: WEB('Configuration'), from: WEB_FROM},
  {words: 'production shows staging data', expected: WEB('Troubleshooting'), from: WEB_FROM},
  {
    words: 'hexagons drawn in the wrong place',
    expected: [WEB('Troubleshooting'), WEB('Type definitions', 'Features')],
    from: WEB_FROM,
  },
  {
    words: 'longitude latitude order of a point',
    expected: [WEB('Type definitions', 'Features'), WEB('Troubleshooting')],
    from: WEB_FROM,
  },
  {words: 'errors after upgrading from 0.4', expected: [WEB('Troubleshooting'), WEB('Release notes')], from: WEB_FROM},
  {words: 'npm package was renamed', expected: [WEB('Release notes'), WEB('Troubleshooting')], from: WEB_FROM},
  {
    words: 'OneLayer returns nothing',
    expected: [WEB('Troubleshooting'), WEB('OneLayer flow', 'Features')],
    from: WEB_FROM,
  },
  {
    words: 'stop a flow and clean up',
    expected: [WEB('Observations flow', 'Features'), WEB('Quick start')],
    from: WEB_FROM,
  },
  {words: 'use it in a React app', expected: [WEB('Quick start'), WEB('FAQ')], from: WEB_FROM},
  {words: 'run the demo app locally', expected: WEB('Demo app'), from: WEB_FROM},
  {words: 'is it safe to put my API key in the browser', expected: [WEB('FAQ'), WEB('Configuration')], from: WEB_FROM},
  {words: 'run several flows at the same time', expected: WEB('FAQ'), from: WEB_FROM},
  {
    words: 'observation history up to 4 hours',
    expected: [WEB('Release notes'), WEB('Observations flow', 'Features')],
    from: WEB_FROM,
  },
  // Older releases answer from their own pages.
  {
    words: 'upgrade from 2.0 to 2.1',
    expected: `Migrate from 2.0.x to 2.1.x | iOS SDK ${IOS_OLDEST} › Versions`,
    from: IOS_OLD('introduction'),
  },
  {
    words: 'alert when turbulence is ahead',
    expected: `Notifications | iOS SDK ${IOS_OLDEST} › Advanced`,
    from: IOS_OLD('introduction'),
  },
  {
    words: 'get turbulence data for my route',
    expected: [`Get data | iOS SDK ${IOS_OLDEST} › Basic`, `Data | iOS SDK ${IOS_OLDEST} › Basic`],
    from: IOS_OLD('introduction'),
  },
];
