/**
 * Where the docs are read from: a built site folder (`--site build`) or a deployed site over HTTP
 * (`--url https://docs.skypath.io`). Both answer the same site paths with the same files.
 */

import {readFile} from 'node:fs/promises';
import path from 'node:path';

export type DocsSource = {
  /** What the server reads ("build folder /srv/docs/build", "https://docs.skypath.io"). */
  description: string;
  /** A file of the site by its site path (`/site.json`), or undefined when there is none. */
  read(sitePath: string): Promise<string | undefined>;
};

export function folderSource(dir: string): DocsSource {
  const root = path.resolve(dir);
  return {
    description: `build folder ${root}`,
    async read(sitePath) {
      const file = path.join(root, ...sitePath.split('/').filter(Boolean));
      if (!file.startsWith(root + path.sep)) return undefined;
      try {
        return await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

export function urlSource(base: string): DocsSource {
  const origin = base.replace(/\/+$/, '');
  return {
    description: origin,
    async read(sitePath) {
      const response = await fetch(`${origin}${sitePath}`, {headers: {accept: 'text/plain, application/json, */*'}});
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`GET ${origin}${sitePath}: HTTP ${response.status}`);
      return response.text();
    },
  };
}
