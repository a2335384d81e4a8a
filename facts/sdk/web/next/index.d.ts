// The public API of `@skypath-io/web-sdk` as the Next docs (`js/`) describe it, written from the
// fact sheet, skypath-facts.md §9. What 0.5 and Next share lives in `../shared.d.ts`; this file holds what
// is Next's own:
// - the general configuration `apiBaseUrl` (default production), replacing 0.5's `proxyUrl` and
//   `environment` (skypath-facts.md §9.1, §0.2);
// - the forecast flow and its per-user feature flag `IS_FORECAST_ENABLED` (skypath-facts.md §9.11).
import type {AltitudeSeverityFilters, AuthConfig, Flow, FlowData, Polygon, SharedFlows} from '../shared';

export {};

/** The general parameter of the upcoming release. */
interface GeneralConfig {
  /**
   * The server the SDK sends its requests to. Default: SkyPath's production host,
   * `https://api.skypath.io`; the staging host is `https://staging-api.skypath.io`; it may also be
   * the URL of your own proxy.
   */
  apiBaseUrl?: string;
  /** Not in the upcoming release: `apiBaseUrl` replaces 0.5's `proxyUrl`. */
  proxyUrl?: never;
  /** Not in the upcoming release: `apiBaseUrl` replaces 0.5's `environment`. */
  environment?: never;
}

/** What `createSkyPathSDK` takes: the general parameter and one authentication method in one object. */
type SkyPathConfig = GeneralConfig & AuthConfig;

/** The configuration of the forecast flow. */
interface ForecastFlowConfig extends AltitudeSeverityFilters {
  /** The map area to cover, as returned by `GeoUtils.getMapPolygon({map})`. */
  polygon?: Polygon;
  /** The prediction hour to show, in hours ahead; the forecast reaches up to 24 hours. */
  forecast?: number;
}

/** The forecast flow: SkyPath turbulence predictions up to 24 hours ahead. */
type ForecastFlow = Flow<ForecastFlowConfig, FlowData>;

/** The `sdk` object of the upcoming release: it creates the flows. */
interface SkyPathSDK extends SharedFlows {
  /** Whether the forecast feature is enabled for the signed-in user (a per-user feature flag). */
  readonly IS_FORECAST_ENABLED: boolean;
  /** Creates a forecast flow; only when `IS_FORECAST_ENABLED` is true. Configure it with `updateConfig`. */
  createForecastFlow(): ForecastFlow;
}

/**
 * Creates the SDK. Resolves to the `sdk` object, from which you create flows; rejects when the SDK
 * cannot be created.
 */
declare function createSkyPathSDK(config: SkyPathConfig): Promise<SkyPathSDK>;

export default createSkyPathSDK;
export * from '../exports';
