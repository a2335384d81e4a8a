/**
 * "Save for offline" for the page's section and version, offered under `@theme/OfflineSave` to
 * the control that opens it (the page actions). The offline feature gives it; without it, the
 * control gets no offline action. This file is the contract both keep.
 */
import type {ReactNode, RefObject} from 'react';

/** "Save for offline" as a menu item. */
export type OfflineAction = {
  /** "Save for offline", or "Manage offline copy" once this page's section and version is saved. */
  label: string;
  /** Whether this page's section and version is saved, so its Markdown copy opens with no connection. */
  saved: boolean;
  /** Opens the offline panel and moves focus into it. */
  open: () => void;
  /** Where the offline panel returns focus: this control's menu button. */
  buttonRef: RefObject<HTMLButtonElement>;
};

export type OfflineSaveProps = {
  /** The page's path: its section and version are what "Save for offline" saves. */
  pathname: string;
  /** The control that opens the panel, given this page's offline action, if any. */
  children: (offline: OfflineAction | undefined) => ReactNode;
};

export default function OfflineSave({children}: OfflineSaveProps): ReactNode {
  return children(undefined);
}
