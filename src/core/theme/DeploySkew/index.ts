// A tab opened before a deploy, under `@theme/DeploySkew`: when a lazily loaded part of a page fails
// to load, the hosting feature reloads the page from a newer deploy. Without it, the error stays.

/** Reloads the page when a newer build is live; resolves false when it does not. */
export async function reloadIfRedeployed(): Promise<boolean> {
  return false;
}
