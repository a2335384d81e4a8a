// Ejected from @docusaurus/theme-classic@3.10.2 src/theme/prism-include-languages.ts.
// SkyPath: the whole body. It does nothing: the site's grammars are imported once, in
// src/plugins/slim-prism/prism.ts (the original's dynamic require would also bundle Prism's whole
// component index).
export default function prismIncludeLanguages(): void {}
