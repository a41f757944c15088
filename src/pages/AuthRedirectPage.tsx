import { useEffect } from 'react';
import { lightTranslator } from '../i18n/light';
import { writeLocal } from '../providers/session';

/** Key under which an OAuth popup hands its query string to the opener. */
export const OAUTH_CODE_KEY = 'x-admin-oauth-code';

/** OAuth callback: stores the query string in localStorage and closes the popup. */
export default function AuthRedirectPage() {
  useEffect(() => {
    writeLocal(OAUTH_CODE_KEY, window.location.search.slice(1));
    window.close();
  }, []);
  return <p style={{ padding: 24 }}>{lightTranslator()('authRedirect.done')}</p>;
}
