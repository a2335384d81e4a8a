import path from 'node:path';
import {patchOn, type Feature} from '../../core/feature';
import {fromFolder, replaceModule} from '../../core/docusaurus/replace-module';
import {TABLE, remarkTokensAtBuild} from './build/remark';

/** slim-prism's folder, whose Highlight imports `./prebuilt` (no tokens). */
const SLIM_PRISM = path.join(__dirname, '..', 'slim-prism');
const CHUNK = 'code-tokens';

/**
 * Fenced code highlighted at build time: each page's module carries its blocks' tokens, and
 * slim-prism's Highlight renders them (its `./prebuilt` gets ./table.ts), so a page whose code is
 * all fenced loads neither Prism nor a grammar and runs no tokenizer as it hydrates. Needs
 * slim-prism's Highlight; with code-block-on-demand, the flagged blocks' grammars are not imported.
 */
const remark = patchOn('slim-prism') ? [remarkTokensAtBuild] : [];

export default {
  name: 'highlight-at-build',
  folder: __dirname,
  remark: {docs: remark, api: remark, blog: remark, pages: remark},
  plugin: () => ({
    configureWebpack(config, isServer, {currentBundler}) {
      const cacheGroups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined;
      // The table travels with the code block that reads it (code-block-on-demand's chunk, by its
      // name), not in the chunk every page shares.
      if (!isServer && cacheGroups) {
        cacheGroups[CHUNK] = {
          name: 'code-block',
          test: (module: {nameForCondition(): string | null}) => module.nameForCondition() === TABLE,
          chunks: 'async',
          enforce: true,
          priority: 45,
        };
      }
      return {plugins: [replaceModule(currentBundler, /^\.\/prebuilt$/, fromFolder(SLIM_PRISM, TABLE))]};
    },
  }),
} satisfies Feature;
