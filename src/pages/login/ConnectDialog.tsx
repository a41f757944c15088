import { useEffect, useRef, useState } from 'react';
import type { TranslateOptions } from '../../kernel/texts/translate';

interface Props {
  open: boolean;
  onClose: () => void;
  t: (key: string, options?: TranslateOptions) => string;
}

/** 'Or connect with': WeChat and QQ sign-in are stubs that say so. A native modal <dialog>. */
export function ConnectDialog({ open, onClose, t }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [notice, setNotice] = useState<string>();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setNotice(undefined);
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className="connect" aria-labelledby="connect-title" onClose={onClose} onCancel={onClose}>
      <h2 id="connect-title">{t('login.thirdparty')}</h2>
      <p>{t('login.thirdpartyTips')}</p>
      <div className="connect__providers">
        {(['wechat', 'qq'] as const).map((provider) => (
          <button
            key={provider}
            type="button"
            className={`connect__provider connect__provider--${provider}`}
            onClick={() => setNotice(t('login.notAvailable', { provider: t(`login.${provider}`) }))}
          >
            {t(`login.${provider}`)}
          </button>
        ))}
      </div>
      {notice && (
        <p role="status" className="connect__notice">
          {notice}
        </p>
      )}
      <button type="button" className="connect__close" onClick={onClose}>
        {t('login.close')}
      </button>
    </dialog>
  );
}
