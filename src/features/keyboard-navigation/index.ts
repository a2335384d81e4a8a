/**
 * Marks the page while the reader navigates by keyboard (site-spec.md §4): client/keyboard.ts sets
 * the class on Tab and removes it on a mouse press; the site's CSS shows focus outlines only while it
 * is set. Docusaurus 3 no longer does this itself.
 */
import path from 'node:path';
import type {Feature} from '../../core/feature';

export default {
  name: 'keyboard-navigation',
  folder: __dirname,
  plugin: () => ({getClientModules: () => [path.join(__dirname, 'client', 'keyboard.ts')]}),
} satisfies Feature;
