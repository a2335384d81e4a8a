// The part of the SkyPath Web SDK's public API that 0.5 and Next share, written from the fact sheet
// (SkyPath's fact sheet, skypath-facts.md §9; the § numbers below are its sections). The
// version files `0.5/index.d.ts` and `next/index.d.ts` import from here and export only the names
// the package is documented to have: the default export `createSkyPathSDK`, the helper objects
// `GeoUtils`, `CoreUtils`, `Observations` and `Nowcasting`, and the types of the Type definitions
// page. Every other name in this file (`ObservationsFlow`, `FlowData`, …) is ours, for reading
// only: SkyPath does not document the SDK's names for these shapes, so samples derive them, for
// example `ReturnType<SkyPathSDK['createObservationsFlow']>`.
//
// Where the sheet names something without a type, the declaration uses the narrowest honest type:
// `unknown` for callback payloads it does not describe, opaque types for values that only pass from
// one SDK call to the next, `void` for results it does not describe.
import type {FeatureCollection} from 'geojson';
import type {Map as MapboxMap} from 'mapbox-gl';

// Only the names exported below leave this file.
export {};

// ---- Types of the Type definitions page (skypath-facts.md §9.9; §1.1–1.4) ----

/** An H3 cell id at resolution 0 or 1, the parent of SkyPath's resolution-5 hexagons. Example: `"8027fffffffffff"`. */
export type HexId = string;

/** The position of a resolution-5 child cell inside its `HexId` parent. Example: `"904"`. */
export type ChildPosition = string;

/** Unix time in seconds (not milliseconds). Example: `1732704917`. */
export type Timestamp = number;

/**
 * A coordinate pair in degrees. SkyPath's comment calls it [latitude, longitude], but its example,
 * `[-64.816, -18.751]`, reads as [longitude, latitude]: keep the order `GeoUtils.getMapPolygon` returns.
 */
export type Point = [number, number];

/** A closed ring of at least 4 points whose last point equals the first. */
export type Polygon = Point[];

/** An altitude block in thousands of feet, 5 to 52 (FL050 to FL520): feet / 1000, rounded down. Example: `38`. */
export type Altitude = number;

/** SkyPath's turbulence severity scale, 0 (smooth) to 4 (moderate to occasionally severe). */
export declare enum Severity {
  /** A flight crossed the hexagon and reported no turbulence. */
  SMOOTH = 0,
  /** Light turbulence. */
  LIGHT = 1,
  /** Between light and moderate. */
  LIGHT_MODERATE = 2,
  /** Moderate turbulence. */
  MODERATE = 3,
  /** Moderate to occasionally severe: the top of the scale ("Severe" in the demo app). */
  MODERATE_SEVERE = 4,
}

/** Hours ahead for a nowcast, 0 to 12. Example: `2`. */
export type Forecast = number;

/** Eddy dissipation rate, an aircraft-independent measure of turbulence from 0 to 1. Example: `0.146`. */
export type EDR = number;

/** The aircraft category observed severities are normalized for, `"C10"` to `"C110"` in steps of 10. */
export type AircraftCategory = 'C10' | 'C20' | 'C30' | 'C40' | 'C50' | 'C60' | 'C70' | 'C80' | 'C90' | 'C100' | 'C110';

/**
 * Says when a report expires, as hours of history. SkyPath's type definitions give it as a string;
 * the rest of its description is not known. Used by the OneLayer flow's `hoursAgo` key.
 */
export type hoursAgo = string;

// ---- Authentication (skypath-facts.md §9.1) ----

/** API key authentication: simple, but it ships the key to the browser, so use it for development only. */
export interface ApiKeyAuth {
  /** Your SkyPath API key, as SkyPath issued it. */
  apiKey: string;
  /** The current user in your system, for example `"user123"`. */
  userId: string;
  /** The current user's company, for example `"AirlineInc"`. */
  companyName: string;
  /** Not with an API key: `authCallback` is the other authentication method. */
  authCallback?: never;
}

/** What an `authCallback` returns: a JWT your backend signed, and the Partner Id SkyPath issued to you. */
export interface SignedJwt {
  /** The token your backend signed for the current `userId` and `companyName`. */
  jwt: string;
  /** Your Partner Id, issued by SkyPath. */
  partnerId: string;
}

/**
 * Signed JWT authentication, recommended for production: the API key stays on your backend. The
 * documentation shows the callback returning the object directly; whether the SDK awaits a Promise,
 * and when it calls the callback again, is not documented.
 */
export interface SignedJwtAuth {
  /** Returns the signed token and your Partner Id. */
  authCallback: () => SignedJwt;
  /** Not with a signed JWT: the key stays on your backend. */
  apiKey?: never;
}

/** One of the two authentication methods, merged into the configuration of `createSkyPathSDK`. */
export type AuthConfig = ApiKeyAuth | SignedJwtAuth;

// ---- Flows (skypath-facts.md §9.0, §9.11 "Flows") ----

/**
 * A flow: a loop you create from the `sdk` object, configure, start, stop and terminate. Each flow
 * has its own configuration (`Config`) and data (`Data`). What the methods return is not documented.
 */
export interface Flow<Config, Data> {
  /** Allocates resources and sets up the timers and listeners the flow needs. */
  start(): void;
  /** Pauses the flow's work but keeps its resources and data; `start()` resumes it. */
  stop(): void;
  /** Stops everything, releases resources and removes listeners. Create a new flow to continue. */
  terminate(): void;
  /**
   * Applies a new area or new settings and triggers a data refresh. Whether a partial object is
   * merged into the previous configuration is not documented, and neither are the defaults.
   */
  updateConfig(config: Config): void;
  /** Registers the function the flow calls with its current data whenever the data changes. */
  onData(callback: (data: Data) => void): void;
  /** Whether the flow is currently started. */
  readonly isRunning: boolean;
  /**
   * Registers a function called when the flow starts or stops processing (the demo app shows a
   * loading indicator with it). The value it receives is not documented.
   */
  onIsProcessingChange(callback: (isProcessing: unknown) => void): void;
  /** Registers the function that receives the flow's errors, such as failed requests. Their shape is not documented. */
  onError(callback: (error: unknown) => void): void;
}

/** The data a flow passes to its `onData` callback. Its other members are not documented. */
export interface FlowData {
  /** The flow's current data as a GeoJSON FeatureCollection, ready for a map source. */
  toFeatureCollection(): FeatureCollection;
}

/** The data filters shared by the observations, nowcasting, OneLayer and forecast flows. */
export interface AltitudeSeverityFilters {
  /** Lowest altitude block to include, 5 to 52. Default not documented. */
  minAltitude?: Altitude;
  /** Highest altitude block to include, 5 to 52. Default not documented. */
  maxAltitude?: Altitude;
  /** Lowest severity to include, 0 to 4; 0 includes smooth reports. Default not documented. */
  minSeverity?: Severity;
}

/** The configuration of the observations flow (skypath-facts.md §9.6). */
export interface ObservationsFlowConfig extends AltitudeSeverityFilters {
  /** The map area to cover, as returned by `GeoUtils.getMapPolygon({map})`. */
  polygon?: Polygon;
  /** The aircraft category the severities are normalized for. The demo app uses `'C60'`. */
  aircraftCategory?: AircraftCategory;
  /** Hours of history to show (0.5, 1, 2, 3 or 4 in `Observations.availableConfigInputs.hours`). */
  historyHours?: number;
}

/** The observations flow: live SkyPath turbulence observations for an area (skypath-facts.md §9.6). */
export type ObservationsFlow = Flow<ObservationsFlowConfig, FlowData>;

/** The configuration of the nowcasting flow (skypath-facts.md §9.5). */
export interface NowcastingFlowConfig extends AltitudeSeverityFilters {
  /** The map area to cover, as returned by `GeoUtils.getMapPolygon({map})`. */
  polygon?: Polygon;
  /** The prediction hour to show, in hours ahead (0 to 12). */
  forecast?: Forecast;
}

/** The nowcasting flow: SkyPath turbulence predictions up to 12 hours ahead (skypath-facts.md §9.5). */
export type NowcastingFlow = Flow<NowcastingFlowConfig, FlowData>;

/** The configuration of the OneLayer flow (skypath-facts.md §9.7): `polygon` and `hoursAgo` decide what it fetches, the rest filter. */
export interface OneLayerFlowConfig extends AltitudeSeverityFilters {
  /** The map area to cover, as returned by `GeoUtils.getMapPolygon({map})`. */
  polygon?: Polygon;
  /** How far back the history reaches. */
  hoursAgo?: hoursAgo;
  /** The altitude block shown for the predicted part of the layer (the demo app starts at 35). */
  nowcastingAlt?: Altitude;
  /** The selected forecast hour, as Unix time in seconds. */
  forecastTs?: Timestamp;
  /** The aircraft category for observed data. */
  aircraftCategory?: AircraftCategory;
}

/** The OneLayer flow: nowcasting, observations, PIREPs, EDR and ADS-B data in one layer (skypath-facts.md §9.7). */
export type OneLayerFlow = Flow<OneLayerFlowConfig, FlowData>;

/** The configuration of the ADS-B flow (skypath-facts.md §9.8): only the area. Filter its data with `GeoUtils.getHexagonsDataSlice`. */
export interface AdsbFlowConfig {
  /** The map area to cover, as returned by `GeoUtils.getMapPolygon({map})`. */
  polygon?: Polygon;
}

/** Brands `AdsbData`, so that only the ADS-B flow's data reaches `GeoUtils.getHexagonsDataSlice`. */
declare const adsbData: unique symbol;

/**
 * The data of the ADS-B flow. Its hexagon records carry `hexId`, `sev`, `alt` and
 * `observationTime`; where they sit inside it is not documented, so pass it to
 * `GeoUtils.getHexagonsDataSlice` as it is.
 */
export interface AdsbData extends FlowData {
  /** Marks ADS-B data; not a property you can read. */
  readonly [adsbData]: true;
}

/** The ADS-B flow: turbulence observations derived from ADS-B data (skypath-facts.md §9.8). */
export type AdsbFlow = Flow<AdsbFlowConfig, AdsbData>;

/** The flows of the `sdk` object that 0.5 and Next share. */
export interface SharedFlows {
  /** Creates an observations flow. It takes no arguments: configure it with `updateConfig`. */
  createObservationsFlow(): ObservationsFlow;
  /** Creates a nowcasting flow. It takes no arguments: configure it with `updateConfig`. */
  createNowcastingFlow(): NowcastingFlow;
  /** Creates a OneLayer flow (not every account has OneLayer). No arguments: configure it with `updateConfig`. */
  createOneLayerFlow(): OneLayerFlow;
  /** Creates an ADS-B flow. It takes no arguments: configure it with `updateConfig({polygon})`. */
  createAdsbFlow(): AdsbFlow;
}

// ---- Helpers (skypath-facts.md §9.10, §9.6, §9.8) ----

/** The filters of `GeoUtils.getHexagonsDataSlice`, all four passed by the demo app. */
export interface HexagonsDataFilters {
  /** Keep records observed within this many hours (up to 4). */
  historyHours: number;
  /** Lowest altitude block to keep, 5 to 52. */
  minAltitude: Altitude;
  /** Highest altitude block to keep, 5 to 52. */
  maxAltitude: Altitude;
  /** Lowest severity to keep, 0 to 4. */
  minSeverity: Severity;
}

/** Brands `HexagonsDataSlice`, an opaque value. */
declare const hexagonsDataSlice: unique symbol;

/**
 * What `GeoUtils.getHexagonsDataSlice` returns. Its shape is not documented: pass it to
 * `GeoUtils.prepareHexagonsDataForMapHexagons`.
 */
export interface HexagonsDataSlice {
  /** Marks the type; not a property you can read. */
  readonly [hexagonsDataSlice]: true;
}

/** Brands `MapHexagons`, an opaque value. */
declare const mapHexagons: unique symbol;

/**
 * What `GeoUtils.prepareHexagonsDataForMapHexagons` returns. Its shape is not documented: pass it to
 * `GeoUtils.getHexagonsFeatureCollection`.
 */
export interface MapHexagons {
  /** Marks the type; not a property you can read. */
  readonly [mapHexagons]: true;
}

/** Geometry helpers: the map area for a flow, and filtering and drawing hexagon data. */
export interface GeoUtilsApi {
  /** The polygon of the visible area of a Mapbox GL JS map (the map the demo app uses), for a flow's `polygon` key. */
  getMapPolygon(options: {map: MapboxMap}): Polygon;
  /** Keeps the records of ADS-B data that match the filters, in the browser. */
  getHexagonsDataSlice(options: {data: AdsbData; filters: HexagonsDataFilters}): HexagonsDataSlice;
  /** Turns the filtered records into hexagons ready for drawing. */
  prepareHexagonsDataForMapHexagons(options: {data: HexagonsDataSlice}): MapHexagons;
  /** A GeoJSON FeatureCollection of the hexagons; `scale` sizes each against its full cell (the demo: 0.5 and 1). */
  getHexagonsFeatureCollection(options: {hexagons: MapHexagons; scale: number}): FeatureCollection;
}

/** General helpers. */
export interface CoreUtilsApi {
  /** A function that runs `fn` only once calls have stopped for `delay` milliseconds, for map move events. */
  debounce<Args extends unknown[]>(options: {fn: (...args: Args) => void; delay: number}): (...args: Args) => void;
}

/** Helpers for the observations flow. */
export interface ObservationsApi {
  /** The values the observations flow accepts, to build filter controls from. */
  readonly availableConfigInputs: {
    /** The aircraft categories `C10` to `C110`; the keys of this object are not documented. */
    readonly aircraftCategory: Readonly<Record<string, AircraftCategory>>;
    /** History options, as strings of hours. */
    readonly hours: {
      readonly halfAnHour: '0.5';
      readonly oneHour: '1';
      readonly twoHours: '2';
      readonly threeHours: '3';
      readonly fourHours: '4';
    };
    /** Severity levels; the key of the top level (4) differs between builds (`moderate_severe`, `severe`). */
    readonly severity: {
      readonly smooth: 0;
      readonly light: 1;
      readonly light_moderate: 2;
      readonly moderate: 3;
      readonly [topLevel: string]: number;
    };
    /** The lowest altitude block. */
    readonly minAltitude: 5;
    /** The highest altitude block. */
    readonly maxAltitude: 52;
  };
}

/**
 * The nowcasting helper object. No member is documented for 0.5 and later:
 * `Nowcasting.getNowcastingDataSlice` belongs to 0.4 and earlier.
 */
export type NowcastingApi = Record<string, never>;

/** Geometry helpers. */
export declare const GeoUtils: GeoUtilsApi;
/** General helpers. */
export declare const CoreUtils: CoreUtilsApi;
/** Helpers for the observations flow. */
export declare const Observations: ObservationsApi;
/** The nowcasting helper object; no member is documented for this version. */
export declare const Nowcasting: NowcastingApi;
