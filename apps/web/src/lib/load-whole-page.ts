import type { LoaderFunctionArgs } from 'react-router';

/**
 * A route loader for paths the other page of the build serves (the site's page or the console's): the browser
 * loads that page from the server instead of this router drawing it. On the path the page was loaded for, it
 * does nothing, so a page answered for the wrong path never reloads itself forever.
 */
export function loadWholePage({ request }: LoaderFunctionArgs): null {
  if (request.url !== window.location.href) window.location.assign(request.url);
  return null;
}
