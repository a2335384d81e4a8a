// The Prism grammars of the explorer's code samples, loaded with the explorer (./index.tsx). With
// slim-prism's Prism, which has every grammar, there is nothing to load here; code-block-on-demand,
// whose pages load only the grammars of their own code, puts the samples' grammars in its place
// (src/patches/code-block-on-demand/explorerGrammars.ts).
export {};
