import type {SiteModel} from '../site/model';

/** A step of the post-build pipeline: a function of the model, which records the files it writes there. */
export type Step = {
  name: string;
  run: (site: SiteModel) => Promise<string | void>;
  /**
   * It writes pages' HTML files (SitePage.file). Only such a step may: the pages' compressed copies
   * are made in the background once the last of them has run.
   */
  writesPages?: boolean;
};
