// Replaces docusaurus-theme-openapi-docs@5.2.0 src/theme/Markdown/index.js (not an eject: no line of
// upstream's is left, so it is our own component, formatted as the rest of the project).
// Upstream sha256: a23feb9237909de9332e14ac14fb214eb255973e6f9538e1ba0b1ea6d3d0f2eb
// SkyPath: the whole file. Why: the original renders with react-markdown, remark and parse5 (115 KB
// gzipped) and parses every description again on each render; this renders each text once with
// marked (or reads it as the build rendered it: the api-markdown-at-build patch), so API reference
// pages load and hydrate faster. Same props, same role: the description as
// HTML. When the hash above fails after an upgrade, read the new upstream file for what it renders.
import React, {memo, type ReactNode} from 'react';
import {useMarkdownHtml} from './render';
import styles from './styles.module.css';

type Props = {
  /** A description from the OpenAPI spec, or a qualifier line the theme writes ("**Possible values:** …"). */
  readonly children?: unknown;
};

/**
 * The theme calls this for every description and qualifier of a reference page. The spec is ours,
 * so its Markdown is trusted and rendered as HTML without a sanitiser.
 */
function Markdown({children}: Props): ReactNode {
  const text = children === undefined || children === null ? '' : String(children);
  const html = useMarkdownHtml(text);
  if (text === '') return null;
  return <div className={styles.markdown} dangerouslySetInnerHTML={{__html: html ?? ''}} />;
}

export default memo(Markdown);
