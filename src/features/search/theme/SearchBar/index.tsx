// Replaces @docusaurus/theme-classic@3.10.2 src/theme/SearchBar.tsx (a no-op: the classic theme has
// no search of its own; not an eject, our own component).
// Upstream sha256: 8c0198b2c1d634d3c46063a221f504d93b02e56ec8d6430de472a2ff6b7f15fb
// SkyPath: the whole file. The navbar's field, an ARIA 1.2 combobox whose listbox holds the pages
// (and their headings) that match, in the version being read. Pagefind's client loads when the
// reader first focuses the field, never before.
import React, {useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import {searchBaseOfPath} from '../../../../core/sections';
import type {SearchHit} from '../../client/pagefind';
import {resultUrl, searchPageUrl} from '../../client/urls';
import styles from './styles.module.css';

/** Pagefind's client and the ranking: not in the first load, fetched when the field is first focused. */
const client = () => import('../../client/pagefind');

/** The pages listed under the field; the search page lists them all. */
const LIMIT = 8;
/** How long typing pauses before the words are searched. */
const DEBOUNCE_MS = 300;

/** Whether a key pressed in this element types into it (text fields, editable content). */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** One row of the listbox: a page ("title", "label") or a heading of it ("heading", "label › title"). */
type Row = {key: string; title: string; path: string; url: string};

function rowsOf(hits: SearchHit[]): Row[] {
  return hits.flatMap((hit) => [
    {key: hit.url, title: hit.title, path: hit.label, url: hit.url},
    ...hit.headings.map(({title, url}) => ({key: url, title, path: `${hit.label} › ${hit.title}`, url})),
  ]);
}

export default function SearchBar(): ReactNode {
  const history = useHistory();
  const {pathname} = useLocation();
  const base = searchBaseOfPath(pathname);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [query, setQuery] = useState('');
  // The rows of the words searched last.
  const [answer, setAnswer] = useState<{words: string; rows: Row[]}>({words: '', rows: []});
  const rows = query.trim() ? answer.rows : [];
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  // Ctrl+K / ⌘K, and "/" outside a text field, focus the field. A layout effect: a page reached by
  // a link mounts a new navbar, and a passive effect would leave a moment with no listener after the
  // page shows, in which the shortcut is lost.
  useLayoutEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const shortcut = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextField(event.target);
      if (event.defaultPrevented || !(shortcut || slash)) return;
      event.preventDefault();
      input.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // The results of the words typed last, once typing pauses (each part of a word typed would load
  // index chunks of its own); an older answer arriving late is dropped.
  useEffect(() => {
    const words = query.trim();
    if (!words) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      client()
        .then(({searchPages}) => searchPages(base, words, LIMIT))
        .then(
          (hits) => {
            if (!current) return;
            setAnswer({words, rows: rowsOf(hits)});
            setActive(0);
          },
          () => current && setAnswer({words, rows: []}),
        );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [base, query]);

  const go = (row: Row | undefined) => {
    if (!row) return;
    setOpen(false);
    input.current?.blur();
    history.push(resultUrl(row.url, query));
  };

  const listbox = `${id}-results`;
  const expanded = open && query.trim() !== '';
  return (
    <div className={styles.search} role="search">
      <input
        ref={input}
        className={`navbar__search-input ${styles.input}`}
        // A text field: HTML allows the combobox role on type="text", not on type="search".
        type="text"
        enterKeyHint="search"
        role="combobox"
        aria-label="Search"
        placeholder="Search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listbox}
        aria-activedescendant={expanded && rows.length > 0 ? `${id}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={() => {
          setOpen(true);
          // Start loading the index while the reader types.
          client()
            .then(({pagefind}) => pagefind(base))
            .catch(() => undefined);
        }}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((index) => (rows.length === 0 ? 0 : (index + step + rows.length) % rows.length));
          } else if (event.key === 'Enter' && expanded) {
            event.preventDefault();
            go(rows[active]);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            setOpen(false);
          }
        }}
      />
      <div className={styles.panel} hidden={!expanded}>
        <ul
          id={listbox}
          role="listbox"
          aria-label="Search results"
          className={styles.results}
          hidden={rows.length === 0}
        >
          {rows.map((row, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the field takes the keys for the list (aria-activedescendant)
            <li
              key={row.key}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.result}
              // Keep the focus in the field: a click chooses without blurring it first.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => go(row)}
            >
              <span className={styles.title}>{row.title}</span>
              <span className={styles.path}>{row.path}</span>
            </li>
          ))}
        </ul>
        {rows.length === 0 && answer.words === query.trim() ? (
          <p className={styles.empty}>No results for “{answer.words}”</p>
        ) : null}
        <Link
          className={styles.all}
          to={searchPageUrl(query.trim(), base)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setOpen(false)}
        >
          See all results
        </Link>
      </div>
    </div>
  );
}
