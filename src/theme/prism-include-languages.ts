// Ejected to do nothing: the site's grammars are imported once, in src/plugins/slim-prism/prism.ts (the original's dynamic require would also bundle Prism's whole component index).
export default function prismIncludeLanguages(): void {}
