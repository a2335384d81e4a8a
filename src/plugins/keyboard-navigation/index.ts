import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Marks the page while the reader navigates by keyboard (site-spec.md §4): the class set by
 * ./client.ts on Tab and removed on a mouse press. src/css/custom.css shows focus outlines only
 * while it is set. Docusaurus 3 no longer does this itself.
 */
export default function keyboardNavigation(): Plugin {
  return {
    name: 'keyboard-navigation',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
