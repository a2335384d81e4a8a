// SkyPathSDK 3.0 = 2.2 with these changes. The 3.0 framework is a binary, so the sheet knows 3.0
// from the 3.0 pages and Demo app (skypath-facts.md §6, §6.8, end of §8). `basis` says how sure each change is:
//   certain   the sheet states it;
//   inferred  the sheet infers it: applied, because a sample must not rely on a doubtful name;
//   unknown   the sheet names no 3.0 counterpart of a 2.2 symbol: removed for the same reason.
// A 2.2 symbol the sheet says nothing about is kept.
import type {Change} from './index.ts';

export const FROM = '2.2';

export const CHANGES: Change[] = [
  // Alerts are renamed Notifications (skypath-facts.md §6, §6.8).
  {
    rename: 'AlertQuery',
    to: 'NotificationQuery',
    basis: 'certain',
    why:
      'Alerts were renamed Notifications (§6.8); NotificationQuery() and NotificationQuery(altRange:route:) ' +
      'are used in 3.0 (§6.12) and its notify-logic defaults are those of AlertQuery, so the members are kept',
  },
  {rename: 'AlertResult', to: 'NotificationResult', basis: 'certain', why: 'it was AlertResult (§6.8)'},
  {add: 'NotificationResult', member: 'oneLayer', basis: 'certain', why: 'it has arrays turbulence and oneLayer (§6)'},
  ...['NotificationResult.type', 'NotificationResult.tiles'].map((symbol) => ({
    remove: symbol,
    basis: 'unknown',
    why: 'the sheet names only turbulence and oneLayer for NotificationResult (§6)',
  })),
  {
    rename: 'SkyPath.startMonitoringAlerts(with:)',
    to: 'startMonitoringNotifications(with:)',
    basis: 'certain',
    why: '§6.8',
  },
  {rename: 'SkyPath.stopMonitoringAlerts()', to: 'stopMonitoringNotifications()', basis: 'certain', why: '§6.8'},
  {rename: 'SkyPath.isMonitoringAlerts', to: 'isMonitoringNotifications', basis: 'certain', why: '§6.8'},
  {rename: 'SkyPathDelegate.didReceiveAlert(_:)', to: 'didReceiveNotification(_:)', basis: 'certain', why: '§6.8'},
  {rename: 'TurbulenceClusterer.isAlerted(cluster:)', to: 'isNotified(cluster:)', basis: 'certain', why: '§6, §6.8'},
  {rename: 'TurbulenceClusterer.alerted(cluster:)', to: 'notified(cluster:)', basis: 'certain', why: '§6, §6.8'},
  {
    rename: 'SkyPathDelegate.didFailToFetchNewData(with:)',
    to: 'didFailToFetchNewData(with:type:)',
    basis: 'certain',
    why: 'the failure callback gained the data type (§6, §6.8)',
  },
  {
    remove: 'SkyPath.alerts(with:)',
    basis: 'unknown',
    why: 'the 3.0 Notifications page is cut off before the manual query (§6.12); no 3.0 name is known',
  },
  {remove: 'SkyPath.alertedTurbulenceSeverity(_:)', basis: 'unknown', why: 'no 3.0 name is known (§6.8)'},
  {remove: 'AlertResultType', basis: 'unknown', why: 'no 3.0 name is known (§6.8)'},
  {remove: 'AlertError', basis: 'unknown', why: 'no 3.0 name is known (§6.8)'},

  // Turbulence polygons are no longer shown in 3.0 (skypath-facts.md §6.8, inferred).
  ...[
    'SkyPath.turbulencePolygons(with:)',
    'SkyPathDelegate.didReceiveNewTurbulencePolygons()',
    'DataTypeOptions.turbulencePolygons',
    'DataQuery.globalTurbulencePolygonsUpToEnabled',
    'TurbulenceQuery.usePolygonsEnabled',
    'NotificationQuery.usePolygonsEnabled',
    'TurbulencePolygonsQuery',
    'TurbulencePolygonsResult',
    'TurbulencePolygonsResultOptions',
  ].map((symbol) => ({
    remove: symbol,
    basis: 'inferred',
    why:
      'turbulence polygons and global polygons are no longer shown in 3.0 (§6.8); ' +
      'the 3.0 Data page has no turbulence polygons section (§6.9)',
  })),

  // One result format type for every query (skypath-facts.md §6.15).
  ...['TurbulenceResultOptions', 'NowcastResultOptions', 'LiveFlightResultOptions'].map((symbol) => ({
    remove: symbol,
    basis: 'inferred',
    why: "in 3.0 a query's resultOptions is a QueryResultOptions (§6.15)",
  })),
  {
    add: 'QueryResultOptions',
    type: {kind: 'options', cases: ['items', 'geoJSON', 'geoJSONData']},
    basis: 'certain',
    why: '§6, §6.15',
  },

  // Generic query API and OneLayer (skypath-facts.md §6, §6.15, §6.18).
  {add: 'SkyPath', member: 'data(with:)', basis: 'certain', why: '§6, §6.15'},
  {
    add: 'QueryResult',
    type: {kind: 'struct', members: ['geoJSON']},
    basis: 'certain',
    why: 'data(with:) succeeds with a QueryResult<Item>, read e.g. .geoJSON (§6.15)',
  },
  {add: 'SkyPath', member: 'oneLayer(with:)', basis: 'certain', why: '§6, §6.18'},
  {add: 'SkyPathDelegate', member: 'didReceiveNewOneLayer(areaType:)', basis: 'certain', why: '§6, §6.18'},
  {add: 'DataTypeOptions', case: 'oneLayer', basis: 'certain', why: '§6, §6.18'},
  {
    add: 'OneLayerQuery',
    type: {
      kind: 'struct',
      // Both forms are given (skypath-facts.md §6.18, §6.15); the order of all four parameters in one initialiser is not.
      members: [
        'init(altRange:resultOptions:dataHistoryTime:)',
        'init(altRange:resultOptions:aggregate:)',
        'altRange',
        'resultOptions',
        'dataHistoryTime',
        'minSev',
        'aggregate',
        'nowcastEnabled',
      ],
    },
    basis: 'certain',
    why: '§6, §6.15, §6.18',
  },
  {
    add: 'TurbulenceItemable',
    type: {kind: 'protocol', members: ['sev', 'altFt', 'edr', 'ts']},
    basis: 'certain',
    why: 'it has at least these properties (§6)',
  },
];
