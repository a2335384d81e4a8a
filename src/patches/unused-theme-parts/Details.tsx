/**
 * What the Markdown components (theme-classic's `MDXComponents`) get for
 * `@theme/MDXComponents/Details`: the collapsible block a page's content module provided (pages with
 * `<details>` import ./provide.ts), so that it loads with those pages only; elsewhere, lazily.
 */
import type {Props} from '@theme/MDXComponents/Details';
import {onDemand} from '../../core/on-demand';

const details = onDemand<Props>(() => import('@theme/MDXComponents/Details'));

export const provideDetails = details.provide;
export default details.Component;
