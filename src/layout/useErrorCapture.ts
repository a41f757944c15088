import { useEffect } from 'react';
import { addErrorLog, errorLogEnabled, toErrorEntry } from './store/errorLog';

/** Uncaught errors and rejected promises go to the error log (production builds only). */
export function useErrorCapture(): void {
  useEffect(() => {
    if (!errorLogEnabled()) return undefined;
    const onError = (event: ErrorEvent) =>
      addErrorLog(toErrorEntry(event.error ?? event.message, 'window', `${event.filename || ''}:${event.lineno || 0}`));
    const onRejection = (event: PromiseRejectionEvent) =>
      addErrorLog(toErrorEntry(event.reason, 'promise', 'unhandledrejection'));
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}
