import type {Plugin} from '@docusaurus/types';

/** Data made when the site loads its content, imported by client code under `alias`. */
export type DataModule = {
  alias: string;
  /** Its file name in the generated files (`land.json`, `validators.js`). */
  file: string;
  make: () => string | Promise<string>;
  /** Sources whose change remakes it under `docusaurus start`. */
  watch?: string[];
};

/**
 * The plugin parts that make `modules` when the site loads its content, write them into the
 * generated files and alias them for the bundler. A lazy import of one gets a chunk of its own.
 */
export function dataModules(
  owner: string,
  modules: readonly DataModule[],
): Required<Pick<Plugin, 'contentLoaded' | 'configureWebpack' | 'getPathsToWatch'>> {
  const written = new Map<string, string>();
  return {
    getPathsToWatch: () => modules.flatMap((module) => module.watch ?? []),
    async contentLoaded({actions}) {
      for (const module of modules)
        written.set(module.alias, await actions.createData(module.file, await module.make()));
    },
    configureWebpack() {
      const missing = modules.filter((module) => !written.has(module.alias));
      if (missing.length > 0) {
        throw new Error(`${owner}: ${missing.map((module) => module.alias).join(', ')} not written before bundling`);
      }
      return {resolve: {alias: Object.fromEntries(written)}};
    },
  };
}
