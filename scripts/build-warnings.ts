// Picks the warnings out of `docusaurus build` output. The build reports broken
// anchors, duplicate routes and broken Markdown links as "[WARNING]" lines
// (site-spec.md §5); any of them fails `npm test`, so the site builds clean.

// Strips ANSI colour codes so the marker is found in coloured output too.
// eslint-disable-next-line no-control-regex -- an ANSI escape starts with the control character ESC.
const ANSI = /\u001b\[[0-9;]*m/g;

/** Returns each warning block: the "[WARNING]" line and its indented details. */
export function findBuildWarnings(output: string): string[] {
  const lines = output.replace(ANSI, '').split(/\r?\n/);
  const warnings = [];
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].includes('[WARNING]')) continue;
    const block = [lines[i]];
    while (i + 1 < lines.length && /^\s*(-|\s{2,}\S)/.test(lines[i + 1])) block.push(lines[++i]);
    warnings.push(block.join('\n'));
  }
  return warnings;
}
