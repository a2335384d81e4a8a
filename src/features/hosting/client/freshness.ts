// Moves an open tab onto a newer deploy at the next link the reader follows (./index.ts says why).
// It asks /build-id.json, a few dozen bytes revalidated with the server, when the reader comes
// back to the tab (at most once a minute) and when a link is followed (at most once every five
// minutes), never at page load; offline, the question fails quietly and nothing changes. Once a
// newer build is live, the next link to another page reloads at its URL (the address bar already
// shows it) instead of rendering from the earlier deploy's JavaScript: once per build id, so a
// page that a cache keeps serving from the earlier deploy never loops.
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {mayReload, newerBuildId} from '../theme/DeploySkew/index';

const MINUTE = 60_000;
let lastAsked = -Infinity;
let newer: string | undefined;

function ask(interval: number) {
  if (newer || Date.now() - lastAsked < interval) return;
  lastAsked = Date.now();
  void newerBuildId().then((id) => {
    newer ??= id;
  });
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') ask(MINUTE);
  });
}

const module: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return;
    if (newer && mayReload(newer)) window.location.reload();
    else ask(5 * MINUTE);
  },
};
export default module;
