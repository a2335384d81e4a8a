/**
 * The HTML page template (Docusaurus `ssrTemplate`), changed in one way from Docusaurus's own:
 * the site's scripts run after the browser has painted the server-rendered page, not before.
 *
 * Docusaurus writes `<script defer>` tags. A deferred script runs as soon as the HTML is parsed;
 * when it has arrived by then (a fast connection, a warm cache) that is before the first paint,
 * and the reader waits for its evaluation (on an API page about 100 ms of a fast CPU, 400 ms of a
 * phone's) before seeing text that was already in the HTML. Lighthouse's simulation then also
 * counts the bundle's download on slow 4G into LCP (2.5 s instead of 1.3 s). Here the scripts are
 * fetched at once, at low
 * priority (`<link rel="preload">`, so the download still overlaps the HTML and CSS), and a small
 * inline loader at the end of the body adds them once the browser reports the first contentful
 * paint (a Paint Timing entry, which arrives after the frame is on screen; the next frame where
 * Paint Timing is missing; after 3 s at the latest). A background tab, which paints nothing, loads
 * them at once.
 *
 * Docusaurus's base URL banner checks `window.docusaurus` on DOMContentLoaded, which now always
 * comes before the scripts, so the config turns it off (`baseUrlIssueBanner: false`) and the
 * loader shows the banner itself when the runtime script fails to load: what a wrong `baseUrl`
 * does. The banner is plain HTML with inline styles, because the stylesheet missed too, and it is
 * never in the server-rendered page, so search engines do not index it.
 */

/** The id of the loader's banner, for the tests. */
export const BASE_URL_BANNER_ID = 'skypath-base-url-issue-banner';

/** Runs in every browser the site supports, as written: it is inlined, not compiled. */
const LOADER = `
(function (urls, baseUrl) {
  function showBanner() {
    if (document.getElementById('${BASE_URL_BANNER_ID}')) return;
    var banner = document.createElement('div');
    banner.id = '${BASE_URL_BANNER_ID}';
    banner.setAttribute('role', 'alert');
    banner.style.cssText = 'margin:16px;padding:16px 20px;border:4px solid #b3261e;background:#fff;color:#1c1e21;font:16px/1.5 system-ui,sans-serif';
    var title = document.createElement('p');
    title.style.cssText = 'margin:0 0 8px;font-weight:700;font-size:20px';
    title.textContent = 'The SkyPath docs did not load properly.';
    var detail = document.createElement('p');
    detail.style.margin = '0';
    detail.textContent = "This page's scripts were not found under the site's base URL, " + baseUrl +
      '. If you host this site, set baseUrl in docusaurus.config.ts to the path the site is served from.';
    banner.appendChild(title);
    banner.appendChild(detail);
    document.body.insertBefore(banner, document.body.firstChild);
  }
  function load() {
    urls.forEach(function (url, index) {
      var script = document.createElement('script');
      script.src = url;
      script.async = false;
      if (index === 0) script.onerror = showBanner;
      document.head.appendChild(script);
    });
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    load();
  }
  if (document.visibilityState === 'hidden') start();
  else if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({type: 'paint', buffered: true});
    setTimeout(start, 3000);
  } else requestAnimationFrame(function () { setTimeout(start, 0); });
})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>, <%~ JSON.stringify(it.baseUrl) %>);
`;

/** Docusaurus's template (core/lib/ssg/ssgTemplate.html.js, 3.10.2) with the scripts loaded as described above. */
export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script" fetchpriority="low" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${LOADER}</script>
  </body>
</html>
`;
