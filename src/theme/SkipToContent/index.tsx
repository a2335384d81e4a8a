// Wraps the skip link: Docusaurus focuses <main> then removes its tabindex, and Chromium then drops focus to <body>; this keeps focus in the main content.
import React, {type ReactNode, type MouseEvent} from 'react';
import SkipToContent from '@theme-original/SkipToContent';
import type SkipToContentType from '@theme/SkipToContent';
import type {WrapperProps} from '@docusaurus/types';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof SkipToContentType>;

/** Runs after the original link's click handler, which has already prevented the navigation. */
function focusMainContent(event: MouseEvent<HTMLDivElement>): void {
  if (!(event.target instanceof Element) || !event.target.closest(`a[href="#${SkipToContentFallbackId}"]`)) return;
  const target =
    document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
  if (!target) return;
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    // Removed once focus leaves, so the main element never becomes a Tab stop.
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), {once: true});
  }
  target.focus();
}

export default function SkipToContentWrapper(props: Props): ReactNode {
  return (
    // The click comes from the skip link inside (keyboard users activate it with Enter, which
    // clicks); React runs this after the link's own handler. The div itself is not interactive.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div onClick={focusMainContent}>
      <SkipToContent {...props} />
    </div>
  );
}
