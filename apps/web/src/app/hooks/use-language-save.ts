import { useEffect } from 'react';
import { DEFAULT_LANGUAGE, saveLanguage, savedLanguage } from '../../lib/language';
import { useSession } from '../../lib/session/get-me';

/**
 * The site speaks Russian: a visitor without a saved language gets it saved (the cookie, and on the server once
 * signed in). A player who signs in later has the language saved on the server then.
 */
export function useLanguageSave(): void {
  const status = useSession().status;
  useEffect(() => {
    if (status === 'loading') return;
    const signedIn = status === 'signedIn';
    const saved = savedLanguage();
    if (saved && !signedIn) return;
    if (saved && signedIn && sessionStorage.getItem(SAVED_ON_SERVER_KEY) === saved) return;
    void saveLanguage(saved ?? DEFAULT_LANGUAGE, signedIn).then(() => {
      if (signedIn) sessionStorage.setItem(SAVED_ON_SERVER_KEY, saved ?? DEFAULT_LANGUAGE);
    });
  }, [status]);
}

/** The language this tab already saved on the server: once per tab, not on every page. */
const SAVED_ON_SERVER_KEY = 'languageSaved';
