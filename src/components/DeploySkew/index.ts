// When a lazily loaded part of a page fails to load (src/theme/Loading), the cause may be a deploy
// that removed the JavaScript this page was built with (scripts/deploy-nginx.ts keeps earlier
// deploys' files for a while; past that, or on a host that keeps none, they are gone). The page
// asks the server for the live build id (src/hosting/build-id.ts): if it differs from the page's
// own, the page loads again from the same URL, once per build id (sessionStorage), so a build whose
// file is really missing never loops. The same id, or no answer (offline), leaves the error with
// its Retry.

import {BUILD_ID_FILE, RUNTIME} from '@site/src/hosting/build-id';

/** The page's own build id: its runtime's content hash, read as the build reads it. */
export function pageBuildId(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>('script[src*="/runtime~main."]');
  return RUNTIME.exec(new URL(script?.src ?? '/', location.href).pathname)?.[1];
}

const GUARD = 'skypath-build-reload';

/** Reloads the page when a newer build is live; resolves false when it does not. */
export async function reloadIfRedeployed(): Promise<boolean> {
  const own = pageBuildId();
  let live: string | undefined;
  try {
    const response = await fetch(`/${BUILD_ID_FILE}`, {cache: 'no-store'});
    if (response.ok) live = ((await response.json()) as {id?: string}).id;
  } catch {
    return false; // offline, or the server does not answer
  }
  if (!own || !live || live === own) return false;
  const key = `${location.pathname}${location.search} ${live}`;
  try {
    if (sessionStorage.getItem(GUARD) === key) return false;
    sessionStorage.setItem(GUARD, key);
  } catch {
    return false; // without storage there is no guard against a loop: leave the Retry
  }
  location.reload();
  return true;
}
