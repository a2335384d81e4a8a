// Every folder of theme components: the site's own (src/theme), the fallbacks the pipeline's plugin
// gives (src/core/theme), and each feature's and patch's (their plugin's getThemePath).
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

export const THEME_FOLDERS = [
  'src/theme',
  'src/core/theme',
  ...['src/features', 'src/patches'].flatMap((root) =>
    readdirSync(root)
      .map((name) => path.join(root, name, 'theme'))
      .filter((dir) => existsSync(dir)),
  ),
];

/** The TypeScript files of every theme folder, with the folder each is in. */
export function themeFiles(): {file: string; folder: string}[] {
  return THEME_FOLDERS.flatMap((folder) =>
    readdirSync(folder, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      .map((entry) => ({file: path.join(entry.parentPath, entry.name), folder})),
  ).sort((a, b) => a.file.localeCompare(b.file));
}
