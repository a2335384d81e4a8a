/**
 * Marks the page while the reader navigates by keyboard (site-spec.md §4): a class from Tab until a
 * mouse press, under which the site's CSS shows focus outlines. Docusaurus 3 no longer does this.
 */
import path from 'node:path';
import type {Feature} from '../../core/feature';

export default {
  name: 'keyboard-navigation',
  folder: __dirname,
  plugin: () => ({getClientModules: () => [path.join(__dirname, 'client', 'keyboard.ts')]}),
} satisfies Feature;
