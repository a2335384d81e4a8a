// The public API of `@skypath-io/web-sdk` as the 0.5 docs (`js_versioned_docs/version-0.5/`)
// describe it, written from skypath-facts.md §9. What 0.5 and Next share lives in
// `../shared.d.ts`; this file holds what is 0.5's own:
// - the general configuration `proxyUrl`, `environment` (default `'staging'`) and `applicationId` (skypath-facts.md §9.1);
// - no `apiBaseUrl` (Next's option) and no forecast flow (Next only, skypath-facts.md §9.0 and §9.11).
import type {AuthConfig, SharedFlows} from '../shared';

export {};

/** A SkyPath environment. The `'local'` and `'development'` values exist but are not meant for integrators. */
type Environment = 'local' | 'development' | 'staging' | 'production';

/** The general parameters of 0.5, all optional. */
interface GeneralConfig {
  /** The URL of your own proxy for SkyPath's API; without it the SDK uses its internal base URL for the environment. */
  proxyUrl?: string;
  /** The SkyPath environment the SDK talks to. Default: `'staging'`, so release builds must set `'production'`. */
  environment?: Environment;
  /** An optional identifier for your application. */
  applicationId?: string;
  /** Not in 0.5: the server option of the upcoming release. Use `proxyUrl` and `environment`. */
  apiBaseUrl?: never;
}

/** What `createSkyPathSDK` takes in 0.5: the general parameters and one authentication method in one object. */
type SkyPathConfig = GeneralConfig & AuthConfig;

/** The `sdk` object of 0.5: it creates the flows. */
// A named interface (not an alias), so that type errors in samples name `SkyPathSDK`.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
interface SkyPathSDK extends SharedFlows {}

/**
 * Creates the SDK. Resolves to the `sdk` object, from which you create flows; rejects when the SDK
 * cannot be created.
 */
declare function createSkyPathSDK(config: SkyPathConfig): Promise<SkyPathSDK>;

export default createSkyPathSDK;
export * from '../exports';
