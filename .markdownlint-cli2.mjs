import {GENERATED_GLOBS, contentGlobs} from './src/core/contentFolders.mjs';

// markdownlint over every docs page and blog post, and the maintainers' Markdown.
// Rules that clash with Docusaurus conventions are off, each with its reason.
export default {
  config: {
    default: true,
    // The front matter title is the page's h1, so pages start with text or an h2.
    MD041: false,
    MD025: {front_matter_title: '^\\s*title\\s*[:=]'},
    // Long lines are normal in prose written one paragraph a line.
    MD013: false,
    // MDX pages use components (<Tabs>, <TabItem>).
    MD033: false,
    // Repeated headings such as "Next steps" or "Example" only clash among siblings.
    MD024: {siblings_only: true},
    // Docusaurus admonition fences (:::note) and fenced code are fine as they are.
    MD046: {style: 'fenced'},
    MD040: true,
    // Table pipes are not padded into aligned columns; the rendered table is the same.
    MD060: false,
    // Alt text is the content rules' (image-alt), which say what to write: one report, not two.
    MD045: false,
  },
  globs: [...contentGlobs(), '*.md', 'src/**/README.md', 'mcp/README.md'],
  ignores: ['node_modules/**', 'build/**', ...GENERATED_GLOBS],
};
