import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { claimReload, isChunkLoadError } from '../../../lib/reload-guard';
import { session } from '../../../lib/storage';
import { ErrorScreen } from '../components/error-screen';
import NotFoundPage from './not-found-page';

/**
 * The router's error element. A failed lazy chunk (a new deploy) reloads the target route once per
 * RELOAD_GUARD_TTL_MS; a 404 response shows the not-found page; anything else the error page.
 */
export function RouteErrorPage({ inline }: { inline?: boolean }) {
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);

  useEffect(() => {
    if (chunkFailed && claimReload(session())) window.location.reload();
  }, [chunkFailed]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorScreen inline={inline} />;
}
