// The build id: which deploy a page belongs to, so that a page whose lazily loaded JavaScript is
// gone (a deploy removed it) can tell whether a newer deploy is live (the hosting feature).
// It is the content hash in the name of the JavaScript runtime (`assets/js/runtime~main.<hash>.js`),
// which every page loads and which holds the names of all the build's chunks: a build whose chunks
// differ has another id, the same sources the same id (deterministic builds). The pipeline's step
// writes it to /build-id.json (revalidated on every use, like every unhashed file); the page reads
// its own from its runtime's <script>.

export const BUILD_ID_FILE = 'build-id.json';
/** The runtime's file name; its hash is the build id. */
export const RUNTIME = /(?:^|\/)assets\/js\/runtime~main\.([0-9a-f]+)\.js$/;

/** The build id of a build's files (the runtime's hash); throws when there is no runtime. */
export function buildIdOf(files: Iterable<string>): string {
  const ids = [...files].flatMap((file) => RUNTIME.exec(file)?.[1] ?? []);
  if (ids.length !== 1) throw new Error(`expected one assets/js/runtime~main.<hash>.js, found ${ids.length}`);
  return ids[0]!;
}
