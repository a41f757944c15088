import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './config';
import { getLanguage } from './i18n/language';
import { Root } from './shell/Root';
import './shell/base.css';

async function start() {
  const config = await loadConfig();
  if (config.mock) {
    // Opt-in only: MSW's browser code never loads otherwise.
    const { startBrowserMock } = await import('../mock/browser');
    await startBrowserMock();
  }
  document.documentElement.lang = getLanguage() === 'zh' ? 'zh-CN' : 'en';
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}

void start();
