/**
 * The control's work, loaded with the code that saves (../../client/client) when the reader opens
 * the panel, or at start-up in a browser that holds a saved copy: a page without either carries
 * only the button and the status line.
 */
import * as client from '../../client/client';
import {formatSize as size} from '../../client/shared.ts';
import type {Pack} from '../../../../core/packs';

export type Status =
  | {kind: 'idle'}
  | {kind: 'saving'; packId: string; label: string; progress: client.SaveProgress}
  | {kind: 'done'; message: string}
  | {kind: 'failed'; message: string};

type Report = (status: Status) => void;

/** The copies this browser holds. */
export const copies = () => client.savedCopies();

/** The storage this browser gives the site, and whether it keeps it. */
export const storage = async () => ({
  quota: (await client.storageEstimate())?.quota,
  persisted: await client.storagePersisted(),
});

/** What saving `id` takes, once the offline index answers. */
export async function summaryOf(id: string): Promise<client.PackSummary | undefined> {
  try {
    return (await client.availablePacks()).find((item) => item.id === id);
  } catch {
    return undefined;
  }
}

/**
 * At start-up: a copy a save left unfinished, or whose record is damaged, is deleted and said so;
 * copies a newer build changed are refreshed in the background. `reload` shows the list again;
 * `active`: whether the control that started is still on the page.
 */
export async function startUp(report: Report, reload: () => Promise<unknown>, active: () => boolean): Promise<void> {
  const removed = await client.removeUnfinished();
  await reload();
  if (active() && removed > 0) {
    report({
      kind: 'failed',
      message: `An offline copy that was incomplete or damaged was deleted. Save its section again to read it offline; your other saved copies are unchanged.`,
    });
  }
  const refreshed = await client.refreshCopies(await client.savedCopies());
  if (active() && refreshed.length > 0) {
    await reload();
    report({kind: 'done', message: `Updated to the latest docs in the background: ${refreshed.join(', ')}.`});
  }
}

/** Saves `pack`, reporting progress, then the result; `ended` runs just before the result shows. */
export async function save(
  pack: Pack,
  summary: client.PackSummary | undefined,
  signal: AbortSignal,
  report: Report,
  ended: () => void,
): Promise<void> {
  const begin = {pages: 0, totalPages: summary?.pages ?? 0, bytes: 0, totalBytes: summary?.transferBytes ?? 0};
  report({kind: 'saving', packId: pack.id, label: pack.label, progress: begin});
  try {
    const copy = await client.saveCopy(
      pack.id,
      (progress) => report({kind: 'saving', packId: pack.id, label: pack.label, progress}),
      signal,
    );
    ended();
    report({kind: 'done', message: `${copy.label} is available offline: ${copy.pages} pages, ${size(copy.bytes)}.`});
  } catch (error) {
    ended();
    report({kind: 'failed', message: error instanceof Error ? error.message : String(error)});
  }
}

export async function remove(copy: client.SavedCopy, report: Report): Promise<void> {
  await client.removeCopy(copy.id);
  report({kind: 'done', message: `${copy.label} was removed from this device.`});
}
