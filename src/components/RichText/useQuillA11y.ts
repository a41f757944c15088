import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { nameQuillToolbar } from './quillA11y';

/** A ref for the box around a Quill editor: names its toolbar once Quill has built it (and again if rebuilt). */
export function useQuillA11y<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const translate = useTranslate();
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const label = () => nameQuillToolbar(root, (key) => translate(key));
    label();
    const observer = new MutationObserver(label);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [translate]);
  return ref;
}
