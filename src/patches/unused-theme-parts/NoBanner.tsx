/**
 * What theme-classic's doc, blog post and Markdown page layouts get for `@theme/ContentVisibility`
 * when no page of the build is unlisted or a draft (./index.ts checks): the banners it would
 * render for such a page, never rendered, and not sent.
 */
import type {ReactNode} from 'react';

export default function NoBanner(): ReactNode {
  return null;
}
