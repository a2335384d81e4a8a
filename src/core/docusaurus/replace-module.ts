import path from 'node:path';
import type {CurrentBundler} from '@docusaurus/types';

/** The file that stands in for `request` imported from the folder `importer`, or undefined to keep it. */
export type StandIn = (request: string, importer: string) => string | undefined;

/**
 * A bundler plugin that gives an import whose request matches `pattern` another file, where
 * `standIn` names one: the importer guard, so that the same request from anywhere else keeps its
 * module. Every patch that swaps a module of a package goes through here.
 */
export function replaceModule(bundler: CurrentBundler, pattern: RegExp, standIn: StandIn) {
  return new bundler.instance.NormalModuleReplacementPlugin(pattern, (resource: {request: string; context: string}) => {
    const file = standIn(resource.request, path.resolve(resource.context));
    if (file) resource.request = file;
  });
}

/** A stand-in for imports made from one folder only. */
export const fromFolder =
  (folder: string, file: string): StandIn =>
  (_request, importer) =>
    importer === path.resolve(folder) ? file : undefined;
