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
