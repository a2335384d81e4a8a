// Wraps the search page so that a query in its address (/search?q=corridor, as the 404 page's form sends) survives the first render: the page clears the address before it can read it; and marks it noindex (a results page is not content: search engines skip it and the sitemap leaves it out).
import React, {useEffect, useState, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {useHistory} from '@docusaurus/router';
import Head from '@docusaurus/Head';

export default function SearchPageWrapper(): ReactNode {
  const history = useHistory();
  // The address as the browser opened it (the server renders the page without one).
  const [openedWith] = useState(() => (typeof window === 'undefined' ? '' : window.location.search));
  useEffect(() => {
    // A parent's effect runs after its children's: the page has just replaced the address with one
    // without its query (it reads the query only once hydration is over). Put the query back.
    if (openedWith && !window.location.search) history.replace({search: openedWith});
  }, [history, openedWith]);
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <SearchPage />
    </>
  );
}
