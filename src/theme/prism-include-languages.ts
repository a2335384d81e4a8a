// Replaces @docusaurus/theme-classic@3.10.2 src/theme/prism-include-languages.ts (not an eject: no
// line of upstream's is left, so it is our own, formatted as the rest of the project).
// Upstream sha256: ae4f25b4ca4dc254b47b072626e15a25e63dc23d4891e8b9e45f8257ea301770
// SkyPath: the whole file. It does nothing: the slim-prism patch imports the site's grammars (the
// original's dynamic require would also bundle Prism's whole component index). When the hash above
// fails after an upgrade, read the new upstream file for anything it does besides loading languages.
export default function prismIncludeLanguages(): void {}
