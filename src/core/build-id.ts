// The build id: which deploy a page belongs to, so that a page whose lazily loaded JavaScript a
// deploy removed can tell whether a newer deploy is live. It is the content hash of the JavaScript
// runtime, which every page loads and which names all the build's chunks.

export const BUILD_ID_FILE = 'build-id.json';
/** The runtime's file name; its hash is the build id. */
export const RUNTIME = /(?:^|\/)assets\/js\/runtime~main\.([0-9a-f]+)\.js$/;

/** Throws when the files hold no runtime, or more than one. */
export function buildIdOf(files: Iterable<string>): string {
  const ids = [...files].flatMap((file) => RUNTIME.exec(file)?.[1] ?? []);
  if (ids.length !== 1) throw new Error(`expected one assets/js/runtime~main.<hash>.js, found ${ids.length}`);
  return ids[0]!;
}
