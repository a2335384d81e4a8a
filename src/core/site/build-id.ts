import {BUILD_ID_FILE, buildIdOf} from '../build-id';
import type {SiteModel} from './model';

/** The pipeline's step: /build-id.json. */
export async function writeBuildId(site: SiteModel): Promise<string> {
  const id = buildIdOf(site.files);
  await site.write(BUILD_ID_FILE, `${JSON.stringify({id})}\n`);
  return `${BUILD_ID_FILE}: ${id}`;
}
