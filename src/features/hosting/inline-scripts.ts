// The inline scripts the Content-Security-Policy allows, by SHA-256 of their text. Docusaurus
// writes them into the pages; their text changes with a Docusaurus upgrade or with the settings
// they embed (the announcement bar's id, the color mode), and then `npm run build` fails, naming
// the page and the script (rules.ts): review the new script, then put its hash
// here in place of the old one. The redirect pages carry none (step.ts writes them).
export const ALLOWED_INLINE_SCRIPTS = [
  {
    name: "Docusaurus theme-classic: the color mode, data attributes and announcement bar state, in every page's <head>",
    sha256: 'W57nCyyoHwureXKnZJavFkuYBURVZzawWDIPDC0QF6s=',
  },
  {
    name: "Docusaurus core: the base URL banner's check, on the home page",
    sha256: 'ByKaI/rimPHWCJW+jCvFlORyuIF5lU2Zigu9+639SD0=',
  },
];
