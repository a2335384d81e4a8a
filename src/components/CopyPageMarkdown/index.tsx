import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {markdownPath} from '@site/src/markdown/markdownPath';
import styles from './styles.module.css';

type Props = {
  /** The page's path on the site, e.g. /ios/basic/data; its Markdown copy is at <path>.md. */
  permalink: string;
};

/** The class of a flex row that holds the breadcrumbs and these actions (src/theme/DocBreadcrumbs). */
export const besideBreadcrumbsRow = styles.row;

type Status = 'idle' | 'copying' | 'copied' | 'failed';

/** What the status line shows and screen readers announce. */
const MESSAGES: Record<Status, string> = {
  idle: '',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Could not copy the page. Open “View as Markdown” and copy it from there.',
};

/**
 * Puts the text on the clipboard. The text goes in as a promise so that browsers which require the
 * clipboard write to start during the click (Safari) accept it while the file is still loading.
 */
async function writeToClipboard(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined') {
    try {
      const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // Falls back to writeText, which every browser with a clipboard API has.
    }
  }
  await navigator.clipboard.writeText(await text);
}

/**
 * "Copy page as Markdown" and "View as Markdown" for a docs page or blog post: the button fetches
 * the page's Markdown copy (written at build time by src/markdown) and puts it on the
 * clipboard; the result is shown next to it and announced. The link opens the file itself.
 */
export default function CopyPageMarkdown({permalink}: Props): ReactNode {
  const href = markdownPath(permalink);
  const [status, setStatus] = useState<Status>('idle');
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const copy = async () => {
    window.clearTimeout(resetTimer.current);
    setStatus('copying');
    const text = fetch(href).then((response) => {
      // A host (or `npm start`, which has no Markdown copies) may answer a missing file with an HTML page.
      if (!response.ok || response.headers.get('content-type')?.includes('text/html'))
        throw new Error(`${href}: no Markdown`);
      return response.text();
    });
    try {
      await writeToClipboard(text);
      setStatus('copied');
      resetTimer.current = window.setTimeout(() => setStatus('idle'), 4000);
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div className={styles.actions}>
      <button type="button" className="button button--secondary button--sm" onClick={() => void copy()}>
        Copy page as Markdown
      </button>
      <a className={styles.link} href={href}>
        View as Markdown
      </a>
      <span role="status" aria-live="polite" className={clsx(styles.status, status === 'failed' && styles.failed)}>
        {MESSAGES[status]}
      </span>
    </div>
  );
}
