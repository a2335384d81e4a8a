// The named exports both versions document: the helper objects and the types of the Type
// definitions page. Each version's index.d.ts re-exports this file beside its own default export.
export {CoreUtils, GeoUtils, Nowcasting, Observations} from './shared';
export type {
  AircraftCategory,
  Altitude,
  ChildPosition,
  EDR,
  Forecast,
  HexId,
  hoursAgo,
  Point,
  Polygon,
  Severity,
  Timestamp,
} from './shared';
