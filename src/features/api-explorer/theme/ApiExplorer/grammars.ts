// The Prism grammars of the explorer's code samples, loaded with the explorer. With slim-prism's
// Prism, which has every grammar, there is nothing to load; the code-block-on-demand patch, whose
// pages load only their own code's grammars, puts the samples' grammars in this module's place.
export {};
