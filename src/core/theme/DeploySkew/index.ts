/**
 * A tab opened before a deploy, under `@theme/DeploySkew`: when a lazily loaded part of a page fails
 * to load, the hosting feature asks whether a newer deploy removed it and loads the page again from
 * that deploy. Without it, the error stays with its Retry.
 */

/** Reloads the page when a newer build is live; resolves false when it does not. */
export async function reloadIfRedeployed(): Promise<boolean> {
  return false;
}
