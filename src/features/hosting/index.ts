/**
 * Hosting and deploys: the pipeline's steps write a page for each section root and the hosting
 * rules (./step.ts: nginx, Netlify and Cloudflare Pages configurations, the Content-Security-Policy,
 * robots.txt); ./deploy-nginx.ts and ./deploy-static.ts deploy a build, keeping the assets earlier
 * deploys' open tabs still ask for; client/freshness.ts and theme/DeploySkew move a tab opened
 * before a deploy onto the newer one.
 */
import path from 'node:path';
import type {Feature} from '../../core/feature';
import {writeHosting, writeRedirectPages} from './step';

export default {
  name: 'hosting',
  folder: __dirname,
  plugin: () => ({getClientModules: () => [path.join(__dirname, 'client', 'freshness.ts')]}),
  steps: [
    {name: 'redirect pages', run: writeRedirectPages, writesPages: true},
    {name: 'hosting rules', run: writeHosting},
  ],
} satisfies Feature;
