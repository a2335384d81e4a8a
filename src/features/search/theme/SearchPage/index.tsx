// Replaces @docusaurus/theme-search-algolia@3.10.2 src/theme/SearchPage/index.tsx (the search page
// component a Docusaurus search theme provides; the Algolia theme is not used; our own component).
// Upstream sha256: ce927bf4f80a81368f3286123193ebd126ce035c94fef604b5d33e5f40a02910
// SkyPath: the whole file. The search page (/search, routed by src/features/search): every page
// that matches the words of `?q=` in the version of `?version=` (the navbar's "See all results",
// the 404 page's form), with its section, version and breadcrumb. Not content: noindex, and out of
// the sitemap.
import React, {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import {SEARCH_BASES} from '../../../../core/sections';
import {searchPages, type SearchHit} from '../../client/pagefind';
import {resultUrl, searchPageUrl} from '../../client/urls';

/** The search base a `version` parameter names (`ios/2.2`), or the root. */
function baseOf(version: string | null): string {
  const base = version ? `/${version.replace(/^\/+|\/+$/g, '')}` : '';
  return SEARCH_BASES.includes(base) ? base : '';
}

export default function SearchPage(): ReactNode {
  const {search} = useLocation();
  const history = useHistory();
  // The server renders the page without a query: the first render in the browser must match it
  // (hydration), so the query is read once the page has hydrated.
  const params = new URLSearchParams(useIsBrowser() ? search : '');
  const query = (params.get('q') ?? '').trim();
  const base = baseOf(params.get('version'));
  // The results of the last search, with what it searched; none yet while they are not those of this address.
  const [answer, setAnswer] = useState<{key: string; hits: SearchHit[]}>({key: '', hits: []});
  const key = `${base} ${query}`;
  const hits = answer.key === key ? answer.hits : undefined;

  useEffect(() => {
    if (!query) return undefined;
    let current = true;
    searchPages(base, query, 50, true).then(
      (found) => current && setAnswer({key: `${base} ${query}`, hits: found}),
      () => current && setAnswer({key: `${base} ${query}`, hits: []}),
    );
    return () => {
      current = false;
    };
  }, [base, query]);

  const heading = query ? `Search results for "${query}"` : 'Search the documentation';
  return (
    <Layout title="Search the documentation" description="Search the SkyPath developer documentation.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>{heading}</h1>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            const words = new FormData(event.currentTarget).get('q');
            history.replace(searchPageUrl(String(words ?? '').trim(), base));
          }}
        >
          <label htmlFor="search-page-query">Search the docs</label>{' '}
          <input id="search-page-query" name="q" type="search" defaultValue={query} key={query} />{' '}
          <button type="submit" className="button button--primary button--sm">
            Search
          </button>
        </form>
        <p role="status">
          {!query ? '' : hits === undefined ? 'Searching…' : `${hits.length} page${hits.length === 1 ? '' : 's'} found`}
        </p>
        <ul className="clean-list">
          {(hits ?? []).map((hit) => (
            <li key={hit.url} className="margin-bottom--md">
              <Link to={resultUrl(hit.url, query)}>{hit.title}</Link>
              <div>{hit.label}</div>
              <p className="margin-bottom--none">{hit.excerpt}</p>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
