/**
 * Critical CSS inlined in every page, its stylesheets loaded after the first paint, by the
 * pipeline's `critical CSS` step.
 */
import type {Feature} from '../../core/feature';
import {inlineCriticalCss} from './step';

export default {
  name: 'critical-css',
  folder: __dirname,
  steps: [{name: 'critical CSS', run: inlineCriticalCss, writesPages: true}],
} satisfies Feature;
