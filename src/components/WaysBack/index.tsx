import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import {sectionOfPath} from '../../core/sections';
import {searchTermsOf} from './searchTerms';
import styles from './styles.module.css';

type Props = {
  /** Extra links after the standard ones (the crash page adds "Report this problem"). */
  children?: ReactNode;
};

/**
 * A fixed id, not useId(): /404.html is pre-rendered outside any section, and a missing page inside
 * one (/ios/2.2/missing) renders in a deeper tree, so a generated id would differ after hydration.
 */
const SEARCH_ID = 'ways-back-search';

/**
 * The ways back from a page that failed (404, crash): search the docs for the words of the
 * address, open the introduction of the section the reader was in, or go home. The path is read
 * only in the browser: /404.html is pre-rendered once for every missing address.
 */
export default function WaysBack({children}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const section = isBrowser ? sectionOfPath(pathname) : undefined;
  const terms = isBrowser ? searchTermsOf(pathname) : '';
  return (
    <nav aria-label="Ways back" className={styles.waysBack}>
      <form action={useBaseUrl('/search')} method="get" role="search" className={styles.search}>
        <label htmlFor={SEARCH_ID}>Search the docs</label>
        <div className={styles.searchRow}>
          {/* `key` re-creates the field once the address is known, so the words appear in it. */}
          <input key={terms} id={SEARCH_ID} name="q" type="search" defaultValue={terms} className={styles.input} />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      <ul className={styles.links}>
        {section && (
          <li>
            <Link to={section.intro}>
              Open the {section.key === 'docs' ? 'Intro docs' : section.label} introduction
            </Link>
          </li>
        )}
        <li>
          <Link to="/">Go to the SkyPath Docs home page</Link>
        </li>
        {children}
      </ul>
    </nav>
  );
}
