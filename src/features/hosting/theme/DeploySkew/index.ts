// A tab opened before a deploy (deploy-nginx.ts keeps earlier deploys' files for a while; past
// that, or on a host that keeps none, they are gone). When a lazily loaded part of a page fails to
// load (src/theme/Loading), the cause may be that the deploy removed the JavaScript this page was
// built with. The page asks the server for the live build id: if it differs from the page's own,
// the page loads again from the same URL, once per page and build id (sessionStorage), so a build
// whose file is really missing never loops. The same id, or no answer (offline), leaves the error
// with its Retry. client/freshness.ts moves the tab onto a newer deploy at the next link instead.

import {BUILD_ID_FILE, RUNTIME} from '../../../../core/build-id';

/** The page's own build id: its runtime's content hash, read as the build reads it. */
export function pageBuildId(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>('script[src*="/runtime~main."]');
  return RUNTIME.exec(new URL(script?.src ?? '/', location.href).pathname)?.[1];
}

/** The live build's id when it differs from the page's; undefined when it is the same or unknown (offline). */
export async function newerBuildId(): Promise<string | undefined> {
  const own = pageBuildId();
  let live: string | undefined;
  try {
    const response = await fetch(`/${BUILD_ID_FILE}`, {cache: 'no-store'});
    if (response.ok) live = ((await response.json()) as {id?: string}).id;
  } catch {
    return undefined; // offline, or the server does not answer
  }
  return own && live && live !== own ? live : undefined;
}

const GUARD = 'skypath-build-reload';

/**
 * Whether this tab may load a page again for `key` (a build id, with the page for a failed part):
 * true once per key, false after, and false without storage (no guard against a loop).
 */
export function mayReload(key: string): boolean {
  try {
    const done = sessionStorage.getItem(GUARD)?.split('\n') ?? [];
    if (done.includes(key)) return false;
    sessionStorage.setItem(GUARD, [...done, key].slice(-20).join('\n'));
    return true;
  } catch {
    return false;
  }
}

/** Reloads the page when a newer build is live; resolves false when it does not. */
export async function reloadIfRedeployed(): Promise<boolean> {
  const live = await newerBuildId();
  if (!live || !mayReload(`${location.pathname}${location.search} ${live}`)) return false;
  location.reload();
  return true;
}
