// The modules ./index.ts writes from Docusaurus's generated route files (./split.ts).
declare module '@skypath/route-shards/routes' {
  import type {RouteConfig} from 'react-router-config';
  /** The skeleton's routes that receive a shard's routes, by key. */
  export const parents: Record<string, RouteConfig>;
  /** The original indices of the children each of those routes holds now. */
  export const kept: Record<string, number[]>;
  const routes: RouteConfig[];
  export default routes;
}
declare module '@skypath/route-shards/shards' {
  /** Each pack's shard, by pack id. */
  const shards: Record<string, () => Promise<unknown>>;
  export default shards;
}
