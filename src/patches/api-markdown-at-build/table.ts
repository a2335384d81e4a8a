/** Every page's texts and their HTML as the build rendered them, filled as reference pages load. */
const html = new Map<string, string>();

/** What a reference page's module calls with its table (the remark plugin writes the call). */
export function provide(table: Record<string, string>): Record<string, string> {
  for (const [text, rendered] of Object.entries(table)) html.set(text, rendered);
  return table;
}

export const renderedAtBuild = (text: string): string | undefined => html.get(text);
