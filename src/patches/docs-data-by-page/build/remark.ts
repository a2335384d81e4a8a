import path from 'node:path';
import {esmNode} from '../../../core/docusaurus/mdx-esm';
import type {PageDocs} from './docs-data';

type Node = {type: string; value?: string; children?: Node[]; data?: {estree?: unknown}};

/** The client module a doc page hands its entries to. */
export const PROVIDE = path.join(__dirname, '..', 'provide.ts');

/** Each doc page's entries, by source file: set when the bundler is configured, before any page compiles. */
export const pagesBySource = new Map<string, PageDocs>();

/** The MDX ESM node that hands `page`'s entries to ./provide.ts as the page's module loads. */
export function provideNode({pluginId, byVersion}: PageDocs): Node {
  const value = `import {provideDocs} from ${JSON.stringify(PROVIDE)};\nexport const docsData = provideDocs(${JSON.stringify(pluginId)}, ${JSON.stringify(byVersion)});`;
  return esmNode(value);
}

/** Remark plugin for the docs sections: a doc page hands over its entries of the docs' global data. */
export function remarkProvideDocs() {
  return (tree: Node, file: {path?: string}) => {
    const page = file.path ? pagesBySource.get(path.resolve(file.path)) : undefined;
    if (page) tree.children = [provideNode(page), ...(tree.children ?? [])];
  };
}
