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
  /**
   * Work the step can begin as soon as the model is made, called then for every step: it reads only
   * the model as made and writes nothing of the build (a cache outside it may); it may also make
   * what it needs of each page from the trees earlier steps parse or hand on (`site.derive`). The
   * pipeline waits for it just before `run`, and a failure is the step's.
   */
  start?: (site: SiteModel) => Promise<void> | void;
};
