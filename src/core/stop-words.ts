// Words that say nothing of what a reader looks for. The MCP server's index leaves them out; the
// site's search leaves them out when it widens a question no page answers word for word. No
// imports: the site's search client loads this file.

export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be by can do does for from how i if in into is it its my of on or so that the their then there this to use using what when where which with you your'.split(
    ' ',
  ),
);
