import {BLOG_DIR, DOCS_DIRS, GENERATED_GLOBS, PAGE_EXTENSIONS, contentGlobs} from './src/core/contentFolders.mjs';

export default {
  version: '0.2',
  language: 'en-US',
  dictionaryDefinitions: [{name: 'skypath', path: './cspell-words.txt', addWords: true}],
  dictionaries: ['skypath'],
  files: [
    ...contentGlobs(DOCS_DIRS),
    ...contentGlobs([BLOG_DIR], [...PAGE_EXTENSIONS, 'yml']),
    '*.md',
    'src/**/README.md',
    'mcp/README.md',
  ],
  ignorePaths: ['node_modules/**', 'build/**', ...GENERATED_GLOBS, '.docusaurus/**'],
  patterns: [
    {name: 'fenced-code', pattern: '/^\\s*(`{3,}|~{3,})[\\s\\S]*?^\\s*\\1/gm'},
    {name: 'inline-code', pattern: '/`[^`\\n]+`/g'},
    {name: 'link-target', pattern: '/\\]\\([^)\\s]*\\)/g'},
  ],
  ignoreRegExpList: ['fenced-code', 'inline-code', 'link-target', 'Urls', 'HexValues'],
};
