import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunction } from 'react-router';
import { loadSessionUser } from '../../lib/session/get-me';
import { session } from '../../lib/storage';
import { useModalStore } from '../../stores/modal-store';
import { siteConfigQueryOptions } from '../../lib/site-config';
import { entryRedirect, fairCheckGuard, fairPagesRedirect, guardOutcome, profileRedirect, rememberFirstQuery, type Guard } from './route-rules';

/** Route loaders that apply the rules of route-rules.ts; they need the query client to know the user. */
export function createLoaders(client: QueryClient) {
  /** Every navigation: save the first query string, then u_tm, trailing-slash and alias redirects. */
  const entry: LoaderFunction = ({ request }) => {
    const url = new URL(request.url);
    rememberFirstQuery(session(), url.search);
    const target = entryRedirect(url);
    return target ? redirect(target) : null;
  };

  /**
   * A guarded route: loads the user first when a session is flagged, then stays or redirects; a guest the rule
   * asks to sign in gets the sign-in modal, which brings them back to this page.
   */
  const guard =
    (rule: Guard): LoaderFunction =>
    async ({ request }) => {
      const signedIn = (await loadSessionUser(client)) !== null;
      const url = new URL(request.url);
      const outcome = guardOutcome(rule, signedIn, `${url.pathname}${url.search}`);
      if (outcome.signInReturnTo) useModalStore.getState().openSignIn('login', outcome.signInReturnTo);
      return outcome.redirect ? redirect(outcome.redirect) : null;
    };

  /** /provably-fair/check: public records for anyone, the player's own records behind the sign-in guard. */
  const fairCheck: LoaderFunction = (args) => {
    const rule = fairCheckGuard(new URL(args.request.url).search);
    return rule ? guard(rule)(args) : null;
  };

  /** A provably-fair page: home while the site has the pages switched off, else its own loader (if any). */
  const fair =
    (inner?: LoaderFunction): LoaderFunction =>
    async (args) => {
      const config = await client.ensureQueryData(siteConfigQueryOptions()).catch(() => null);
      const target = fairPagesRedirect(config?.features ?? null);
      if (target) return redirect(target);
      return inner ? inner(args) : null;
    };

  /** /profile: to the user's own profile, or home for a guest. */
  const profile: LoaderFunction = async () => {
    const user = await loadSessionUser(client);
    return redirect(profileRedirect(user?.userId ?? null));
  };

  return { entry, guard, fair, fairCheck, profile };
}
