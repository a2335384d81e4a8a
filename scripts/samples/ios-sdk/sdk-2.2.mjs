// SkyPathSDK 2.2 public API, from the fact sheet's 2.2.0 inventory (§8, the Jazzy reference) and
// the 2.2 pages it summarises (§5, §7). It is the base the other versions derive from.
//
// Notation of a member (see index.mjs):
//   `name`, `name: Type`        a property; its type (where the sheet gives it) lets chains resolve
//   `static name: Type`         a static property
//   `name(a:b:)`, `name()`      a method, with its argument labels (`_` for none)
//   `init(a:b?:)`               an initialiser; `b?:` can be left out (it has a default)
//   `cases`                     enum cases and option-set values, with associated labels if any
// A type's `kind` is class, struct, enum, optionSet, options (enum or option set: the sheet lists
// only its values), protocol, type (kind not given) or extension (members added to a platform type).

export const SDK = {
  SkyPath: {
    kind: 'class',
    members: [
      'static shared: SkyPath',
      'delegate: SkyPathDelegate',
      // `env?:` is optional and defaults to production (§5).
      'start(apiKey:airline:userId:env?:completion:)',
      'isStarted',
      'stop()',
      'dataQuery: DataQuery',
      'dataUpdateFrequency: DataUpdateFrequency',
      'dataHistoryTime: DataHistoryTime',
      'dataUpdatedAt',
      // §7.9 calls it as `fetchData(refresh: true)`.
      'fetchData(refresh:types?:)',
      'fetchingStatus(for:dataType:)',
      'turbulence(with:)',
      'turbulencePolygons(with:)',
      'nowcast(with:)',
      'nowcastAvailable(for:)',
      'liveFlights(with:)',
      'alerts(with:)',
      'startMonitoringAlerts(with:)',
      'stopMonitoringAlerts()',
      'isMonitoringAlerts',
      'alertedTurbulenceSeverity(_:)',
      'aircraft: Aircraft',
      'aircrafts()',
      'aircraft(byId:)',
      'setFlight(_:)',
      'flight: Flight',
      'setMapLayer(enabled:)',
      'allowsBackgroundLocationUpdates',
      'version',
      'env: Environment',
      'inPosition',
      'isHorizontal',
      'inNoise',
      'logger: Logger',
      'useCalculatedPressureAltitudeForSelf',
      'inject(location:)',
      'enableSimulation(_:)',
      'simulatedLocation(_:)',
      'enablePushSimulated(_:)',
      'simulateTurbulence(sev:)',
      'simulateBadLocation(_:)',
      'simulateBadLocation',
    ],
  },
  Logger: {
    kind: 'class',
    members: [
      'enabled',
      'level: LoggingLevel',
      'rollingFrequency',
      'maximumNumberOfLogFiles',
      'logsDirectory',
      // §7.11 calls it as `logger.exportLogs { fileUrl, error in … }`.
      'exportLogs(notifyOnQueue?:completion:)',
      'exportedLogs()',
    ],
  },
  SPLocalNotificationManager: {
    kind: 'class',
    members: [
      'static shared: SPLocalNotificationManager',
      'checkNotificationSettings(completion:)',
      'scheduleNotification(title:body:sound:soundEnabled:contentCategoryIdentifier:timeInterval:identifier:userInfo:)',
      'scheduleNotification(content:timeInterval:identifier:)',
    ],
  },
  TurbulenceCluster: {
    kind: 'class',
    members: [
      'id', 'turbulence', 'center', 'severity', 'diameterDistance', 'distanceTo', 'timeTo', 'timeToPass',
      'description', 'nearestMaxSevTurbulence', 'nearestMaxSevCenter',
    ],
  },
  TurbulenceClusterer: {
    kind: 'class',
    members: [
      'init(options:)', 'clusters', 'process(turbulence:)', 'isAlerted(cluster:)', 'alerted(cluster:)', 'reset()',
    ],
  },
  // §8 gives its defaults as `Options(maxDistanceNM: 60, maxDistanceToNearestNM: 30)`.
  'TurbulenceClusterer.Options': {kind: 'struct', members: ['init(maxDistanceNM:maxDistanceToNearestNM:)']},
  // All callbacks run on the main thread; the first two are required.
  SkyPathDelegate: {
    kind: 'protocol',
    members: [
      'didUpdateRecordingStatus(to:)',
      'didReceiveNewTurbulenceData(areaType:)',
      'didReceiveNewNowcast()',
      'detectedTurbulence(_:)',
      'didReceiveNewTurbulencePolygons()',
      'didReceiveNewLiveFlightData()',
      'didFailToFetchNewData(with:)',
      'didReceiveAlert(_:)',
      'locationManagerDidFail(withError:)',
      'serverReachabilityUpdated(to:)',
      'didChangeDevicePosition(_:horizontal:)',
      'didUpdateLowPowerMode(_:)',
      'didUpdateFetchingStatus(to:areaType:dataType:)',
    ],
  },
  // The error type of the failure callback (§6, §7.19); the sheet gives no members.
  SPError: {kind: 'type'},
  AircraftSize: {kind: 'enum', cases: ['small', 'medium', 'large']},
  AlertError: {
    kind: 'enum',
    cases: ['invalidCoordinates', 'invalidPolygon', 'altRangeNotRoundToThousandFeet', 'general(error:)'],
  },
  AlertResultType: {kind: 'enum', cases: ['none', 'coordinates', 'polygon', 'beam', 'tiles']},
  DataAreaType: {kind: 'enum', cases: ['global', 'route', 'viewport', 'all']},
  DataHistoryTime: {
    kind: 'enum',
    rawType: 'Double',
    cases: ['halfHour', 'hour', 'twoHours', 'fourHours', 'sixHours'],
    members: ['init(mins:)'],
  },
  DataUpdateFrequency: {kind: 'enum', cases: ['none', 'minimal', 'medium', 'fast']},
  Environment: {kind: 'enum', cases: ['dev(serverUrl:)', 'staging(serverUrl:)', 'prod(serverUrl:)']},
  GeneralError: {
    kind: 'enum',
    cases: [
      'internetConnectionAppearsOffline', 'tooManyRequests', 'upgradeRequired(message:)', 'notStarted', 'noLocation',
      'disabled(message:)', 'noError', 'other(error:)',
    ],
  },
  LoggingLevel: {kind: 'enum', cases: ['verbose', 'debug', 'info', 'warn', 'error']},
  NowcastHours: {
    kind: 'enum',
    rawType: 'Int',
    cases: ['now', 'hour', 'twoHours', 'threeHours', 'fourHours', 'fiveHours', 'sixHours'],
    members: ['title', 'ts(since:)', 'tsRange(since:)'],
  },
  // The sheet mentions colour helpers without naming them.
  NowcastSeverity: {kind: 'enum', rawType: 'Int', cases: ['light', 'moderate', 'moderateSevere']},
  QueryError: {
    kind: 'enum',
    cases: [
      'altRangeNotRoundToThousandFeet', 'polygonTooManyCoordinates', 'dataQueryInvalid(message:)', 'general(error:)',
    ],
  },
  StartError: {
    kind: 'enum',
    cases: [
      'apiKeyInvalid', 'envInvalid', 'userIdOrAirlineInvalid', 'unauthorized(message:)', 'userLocked(message:)',
      'general(error:)',
    ],
  },
  TurbulenceResultType: {kind: 'enum', cases: ['server', 'serverExcludeOwn(timeSpan:)', 'own(timeSpan:)']},
  TurbulenceSeverity: {
    kind: 'enum',
    rawType: 'Int',
    cases: ['none', 'light', 'lightModerate', 'moderate', 'moderateSevere'],
    members: ['color', 'borderColor', 'colorOpacity', 'colorWithOpacity'],
  },
  TurbulenceTrend: {kind: 'enum', cases: ['better', 'worse']},
  Aircraft: {kind: 'struct', members: ['id', 'title', 'size: AircraftSize', 'icao', 'family']},
  AlertQuery: {
    kind: 'struct',
    members: [
      // §7.3: the defaults come from `AlertQuery()`; the manual mode builds `AlertQuery(altRange:route:)`.
      'init()', 'init(altRange:route:)',
      'minSev', 'sevs', 'distance', 'timeFrame', 'angleSpan', 'altRange', 'switchToBeamOnDistanceFromRoute',
      'excludeOwnTimeSpan', 'route', 'widthAround', 'polygon', 'tiles', 'dataHistoryTime', 'usePolygonsEnabled',
    ],
  },
  AlertResult: {kind: 'struct', members: ['turbulence', 'type: AlertResultType', 'tiles']},
  DataQuery: {
    kind: 'struct',
    members: [
      'init(types:sevs:polygon:)',
      'types: DataTypeOptions', 'viewportTypes: DataTypeOptions', 'sevs', 'polygon', 'viewport', 'globalEnabled',
      'globalTurbulencePolygonsUpToEnabled', 'altRange', 'route', 'routeWidth',
    ],
  },
  DataTypeOptions: {
    kind: 'optionSet',
    cases: ['turbulence', 'turbulencePolygons', 'liveFlights', 'nowcast'],
    members: ['set(type:enabled:)', 'asArray'],
  },
  Flight: {
    kind: 'struct',
    // `fnumManual` defaults to true.
    members: ['init(dep:dest:fnum:fnumManual?:)', 'dep', 'dest', 'fnum', 'fnumManual', 'isTempFlight'],
  },
  InjectedLocation: {
    kind: 'struct',
    members: ['init(location:altitude:)', 'location', 'altitude: InjectedLocation.Altitude'],
  },
  'InjectedLocation.Altitude': {kind: 'enum', cases: ['gps(altitude:)', 'pressure(altitude:)']},
  LiveFlight: {
    kind: 'struct',
    members: [
      'id', 'number', 'dep', 'dest', 'acType', 'acSize', 'ts', 'coordinate', 'altFt', 'hdg', 'spdMs', 'tile: Tile',
    ],
  },
  LiveFlightQuery: {
    kind: 'struct',
    members: ['init(altRange:resultOptions:polygon:)', 'altRange', 'resultOptions', 'polygon', 'predict'],
  },
  LiveFlightResult: {kind: 'struct', members: ['items', 'geoJSON', 'geoJSONData']},
  LiveFlightResultOptions: {kind: 'options', cases: ['items', 'geoJSON', 'geoJSONData']},
  NowcastItem: {
    kind: 'struct',
    members: [
      'sev', 'alt', 'altFt', 'forecastH', 'ts', 'h3Index', 'tile: Tile', 'vertices', 'coordinate', 'h3Hex',
    ],
  },
  NowcastQuery: {
    kind: 'struct',
    members: [
      'init(hours:altRange:resultOptions:)',
      'hours', 'altRange', 'resultOptions', 'aggregate', 'tiles', 'excludeTiles', 'sevs', 'polygon', 'viewport',
    ],
  },
  NowcastResult: {kind: 'struct', members: ['items', 'geoJSON', 'geoJSONData']},
  NowcastResultOptions: {kind: 'options', cases: ['items', 'geoJSON', 'geoJSONData']},
  Tile: {
    kind: 'struct',
    members: [
      'init(h3Hex:alt:)', 'init(h3Index:alt:)', 'init(key:)', 'init(coord:alt:)',
      'h3Hex', 'h3Index', 'alt', 'key', 'keyByCoord', 'altMetersRange',
    ],
  },
  TurbulenceItem: {
    kind: 'struct',
    members: [
      'sev: TurbulenceSeverity', 'vertices', 'tile: Tile', 'alt', 'ts', 'coordinate', 'h3Hex',
      'trend: TurbulenceTrend', 'distanceTo', 'timeTo', 'timeToPass', 'edr',
    ],
  },
  TurbulencePolygonsQuery: {
    kind: 'struct',
    // altRange (0...52000) and resultOptions (geoJSON) have defaults (§8);
    // §7.12 calls `TurbulencePolygonsQuery(altRange:)`.
    members: ['init(altRange?:resultOptions?:)', 'altRange', 'resultOptions', 'dataHistoryTime', 'sevs', 'polygon'],
  },
  TurbulencePolygonsResult: {kind: 'struct', members: ['geoJSON', 'geoJSONData', 'tiles']},
  TurbulencePolygonsResultOptions: {kind: 'options', cases: ['geoJSON', 'geoJSONData', 'tiles']},
  TurbulenceQuery: {
    kind: 'struct',
    members: [
      // Inferred: `TurbulenceQuery()` is valid (§7.8) and type, altRange and resultOptions have defaults (§7.12),
      // so each of these three parameters can be left out.
      'init(type?:altRange?:resultOptions?:)',
      'type: TurbulenceResultType', 'altRange', 'resultOptions', 'aggregate', 'tiles', 'dataHistoryTime', 'sevs',
      'minSev', 'route', 'widthAround', 'polygon', 'usePolygonsEnabled',
    ],
  },
  TurbulenceResult: {kind: 'struct', members: ['items', 'geoJSON', 'geoJSONData', 'tiles']},
  TurbulenceResultOptions: {kind: 'options', cases: ['items', 'geoJSON', 'geoJSONData', 'tiles']},
  '[CLLocationCoordinate2D]': {
    kind: 'extension',
    members: [
      'geodesic: [CLLocationCoordinate2D]',
      // simplify defaults to true and tolerance to 0.1; §7.9 also calls `simplify()`.
      'buffer(widthNM:simplify?:tolerance?:)',
      'simplify(tolerance?:)',
      'intersection(with:)',
      'smoothed(iterations:)',
      'geoJSON()',
    ],
  },
};
