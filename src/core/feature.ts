/**
 * What a feature or a patch is to the site: one folder under src/features or src/patches whose
 * index.ts exports a Feature. The config lists them once; from that list come the Docusaurus
 * plugins, the remark plugins of the content, and the pipeline's steps.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Step} from './pipeline/step';

type RemarkPlugins = NonNullable<DocsOptions['remarkPlugins']>;

/** The content whose Markdown a feature's remark plugins read. */
export type ContentKind = 'docs' | 'api' | 'blog' | 'pages';

export type Feature = {
  /** Its folder's name, and its name in the stock switch and UPGRADING.md. */
  name: string;
  /** Its folder (`__dirname` of its index.ts): its theme components are `<folder>/theme`. */
  folder: string;
  /** What it adds to Docusaurus beyond its theme: client modules, routes, data, bundler changes. */
  plugin?: (context: LoadContext) => Omit<Plugin, 'name'> | Promise<Omit<Plugin, 'name'>>;
  steps?: readonly Step[];
  /** Remark plugins for the Markdown of the docs sections (`docs`), the API section (`api`), the blog and the pages. */
  remark?: Partial<Record<ContentKind, RemarkPlugins>>;
};

/** The feature's Docusaurus plugin: its own parts, named after it, and its folder's theme components. */
export function pluginOf(feature: Feature): PluginModule {
  const theme = path.join(feature.folder, 'theme');
  const plugin: PluginModule = async (context) => ({
    ...(await feature.plugin?.(context)),
    name: feature.name,
    ...(existsSync(theme) ? {getThemePath: () => theme} : {}),
  });
  return plugin;
}

export const remarkOf = (features: readonly Feature[], kind: ContentKind): RemarkPlugins =>
  features.flatMap((feature) => feature.remark?.[kind] ?? []);

/**
 * The stock switch (UPGRADING.md): `SKYPATH_STOCK=1` turns every patch off, `SKYPATH_STOCK=search,
 * slim-prism` the features and patches named.
 */
export function stockNames(): string[] {
  return (process.env.SKYPATH_STOCK ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Whether the patch `name` is on: not switched off by `SKYPATH_STOCK`. */
export function patchOn(name: string): boolean {
  const stock = stockNames();
  return !stock.includes('1') && !stock.includes(name);
}

/** Whether the feature `name` is on: not named in `SKYPATH_STOCK`. */
export function featureOn(name: string): boolean {
  return !stockNames().includes(name);
}

/** The features and patches the stock switch leaves on; fails on a name in it that is neither. */
export function switchedOn({features, patches}: {features: Feature[]; patches: Feature[]}): Feature[] {
  const known = new Set([...features, ...patches].map((feature) => feature.name));
  const unknown = stockNames().filter((name) => name !== '1' && !known.has(name));
  if (unknown.length > 0) {
    throw new Error(
      `SKYPATH_STOCK names no feature or patch: ${unknown.join(', ')}. Use 1 (every patch) or some of ${[...known].join(', ')}.`,
    );
  }
  return [...features.filter((feature) => featureOn(feature.name)), ...patches.filter((patch) => patchOn(patch.name))];
}
