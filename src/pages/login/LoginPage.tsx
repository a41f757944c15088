/**
 * The login page. Plain React and CSS on purpose: it is the first thing every user loads, so it must
 * not pull in MUI or react-admin (see the README's performance figures).
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { getConfig } from '../../config';
import { login, messageOf } from '../../providers/authProvider';
import { replaceLocation, targetAfterLogin } from '../../providers/location';
import { announceSignedIn, takeLoginMessage } from '../../providers/session';
import { lightTranslator } from '../../i18n/light';
import { getLanguage, saveLanguage } from '../../providers/language';
import { LANGUAGES, type Language } from '../../kernel/texts/translate';
import type { SsoInfo } from '../../kernel/http/sso';
import { loadSsoInfo, ssoErrorIn, ssoErrorText, ssoStartUrl, withoutSsoError } from '../../providers/sso';
import { ConnectDialog } from './ConnectDialog';
import { validatePassword, validateUsername } from './validation';
import './login.css';

export const DEMO_ACCOUNT = { username: 'admin', password: '111111' };

type Field = 'username' | 'password';

/**
 * How the light shell preloads the admin around the form (shell/adminPreload.ts, handed down by
 * shell/Root.tsx so that this page does not reach up into the shell). The admin's own /login page
 * has none: the admin is loaded already.
 */
export interface LoginPreload {
  /** The form is on screen: preload the admin's files when the browser is idle. */
  schedule: () => void;
  /** A login request starts (the preload pauses); the returned function ends it. */
  beginRequest: () => () => void;
}

const noRequest = () => () => undefined;

export function LoginPage({ preload }: { preload?: LoginPreload }) {
  const [language, setLanguage] = useState<Language>(getLanguage);
  const t = useMemo(() => lightTranslator(language), [language]);
  const [values, setValues] = useState(DEMO_ACCOUNT);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // A single sign-on that failed comes back to this page with its reason.
  const [serverError, setServerError] = useState<string | undefined>(() => {
    const stored = takeLoginMessage();
    const reason = ssoErrorIn(window.location.search);
    return reason ? ssoErrorText(reason) : stored;
  });
  const [sso, setSso] = useState<SsoInfo | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [connectOpen, setConnectOpen] = useState(false);
  const submittingRef = useRef(false);
  const ids = useId();

  useEffect(() => {
    document.title = `${t('route.login')} - ${getConfig().siteTitle}`;
  }, [t]);

  useEffect(() => {
    let current = true;
    void loadSsoInfo().then((info) => {
      if (current) setSso(info);
    });
    return () => {
      current = false;
    };
  }, []);

  // The admin's files load when the browser is idle after the form shows, at low priority, and
  // pause while a login request is pending.
  useEffect(() => {
    preload?.schedule();
  }, [preload]);

  const check = (field: Field, value: string) => {
    const error = field === 'username' ? validateUsername(value) : validatePassword(value);
    setErrors((current) => ({ ...current, [field]: error }));
    return error;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submittingRef.current) return;
    const usernameError = check('username', values.username);
    const passwordError = check('password', values.password);
    if (usernameError || passwordError) return;
    submittingRef.current = true;
    setSubmitting(true);
    setServerError(undefined);
    const endRequest = (preload?.beginRequest ?? noRequest)();
    try {
      await login(values);
      endRequest();
      // The reason of a failed single sign-on stays on the login page.
      replaceLocation(targetAfterLogin(withoutSsoError(window.location.search)));
      announceSignedIn();
    } catch (error) {
      endRequest();
      setServerError(messageOf(error));
      submittingRef.current = false;
      setSubmitting(false);
    }
  };

  const onPasswordKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'));
  };

  const changeLanguage = (next: Language) => {
    saveLanguage(next);
    setLanguage(next);
  };

  return (
    <main className="login">
      <form className="login__form" onSubmit={onSubmit} noValidate>
        <div className="login__header">
          <h1 className="login__title">{t('login.title')}</h1>
          <label className="login__language">
            <span className="visually-hidden">{t('login.language')}</span>
            <select name="language" value={language} onChange={(event) => changeLanguage(event.target.value as Language)}>
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {code === 'en' ? 'English' : '中文'}
                </option>
              ))}
            </select>
          </label>
        </div>

        <div className={`login__field${errors.username ? ' login__field--invalid' : ''}`}>
          <label htmlFor={`${ids}-username`} className="login__label">
            {t('login.username')}
          </label>
          <input
            id={`${ids}-username`}
            name="username"
            autoComplete="username"
            value={values.username}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? `${ids}-username-error` : undefined}
            onChange={(event) => setValues((current) => ({ ...current, username: event.target.value }))}
            onBlur={(event) => check('username', event.target.value)}
          />
        </div>
        {errors.username && (
          <p id={`${ids}-username-error`} className="login__error">
            {t(errors.username)}
          </p>
        )}

        <div className={`login__field${errors.password ? ' login__field--invalid' : ''}`}>
          <label htmlFor={`${ids}-password`} className="login__label">
            {t('login.password')}
          </label>
          <input
            id={`${ids}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={values.password}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${ids}-password-error` : undefined}
            onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
            onKeyUp={onPasswordKey}
            onKeyDown={onPasswordKey}
            onBlur={(event) => {
              setCapsLock(false);
              check('password', event.target.value);
            }}
          />
          <button
            type="button"
            className="login__eye"
            aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? <EyeOpen /> : <EyeClosed />}
          </button>
        </div>
        {capsLock && (
          <p className="login__caps" role="status">
            {t('login.capsLock')}
          </p>
        )}
        {errors.password && (
          <p id={`${ids}-password-error`} className="login__error">
            {t(errors.password)}
          </p>
        )}

        {serverError && (
          <p className="login__alert" role="alert">
            {t(serverError)}
          </p>
        )}

        <button type="submit" className="login__submit" disabled={submitting} aria-busy={submitting}>
          {submitting && <span className="login__spinner" aria-hidden="true" />}
          {submitting ? t('login.loggingIn') : t('login.logIn')}
        </button>

        {sso && (
          <a className="login__sso" href={ssoStartUrl(window.location.search)}>
            {t('login.sso', { name: sso.name })}
          </a>
        )}

        <div className="login__footer">
          <span className="login__tips">{t('login.demoAccounts')}</span>
          <button type="button" className="login__connect" onClick={() => setConnectOpen(true)}>
            {t('login.thirdparty')}
          </button>
        </div>
      </form>
      <ConnectDialog open={connectOpen} onClose={() => setConnectOpen(false)} t={t} />
    </main>
  );
}

function EyeOpen() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
      />
    </svg>
  );
}

function EyeClosed() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        fill="currentColor"
        d="M2.3 3.7 3.7 2.3l18 18-1.4 1.4-3.3-3.3A11 11 0 0 1 12 19c-5 0-9-4.5-10-7a13 13 0 0 1 3.7-4.9zM12 5c5 0 9 4.5 10 7a12.6 12.6 0 0 1-2.9 4.2L15.9 13a4 4 0 0 0-4.9-4.9L8.7 5.8A10 10 0 0 1 12 5zm-4 7a4 4 0 0 0 5.1 3.9l-5-5c-.1.3-.1.7-.1 1.1z"
      />
    </svg>
  );
}
