/** The login page's single sign-on: the button when the server offers it, none otherwise, and a failed sign-in's reason shown once. */
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setConfig } from '../../../src/config';
import { LoginPage } from '../../../src/pages/login/LoginPage';
import { saveLanguage } from '../../../src/providers/language';

let info: { name: string } | null = { name: 'Acme ID' };
let asked = 0;
const server = setupServer(
  http.get('*/api/_oidc', () => {
    asked += 1;
    return HttpResponse.json({ code: '00000', message: 'success', data: info });
  }),
);

beforeAll(() => {
  setConfig({ apiBaseUrl: 'http://localhost/api' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());
beforeEach(() => {
  info = { name: 'Acme ID' };
  asked = 0;
  saveLanguage('en');
});

describe('login page: single sign-on', () => {
  it("offers 'Sign in with <name>', which starts at the server with the page to open afterwards", async () => {
    window.history.replaceState({}, '', '/login?redirect=%2Fsms%2Flist');
    render(<LoginPage />);
    const link = await screen.findByRole('link', { name: 'Sign in with Acme ID' });
    expect(link).toHaveAttribute('href', 'http://localhost/api/_oidc/start?redirect=%2Fsms%2Flist');
  });

  it('in Chinese too', async () => {
    saveLanguage('zh');
    window.history.replaceState({}, '', '/login');
    render(<LoginPage />);
    expect(await screen.findByRole('link', { name: '使用 Acme ID 登录' })).toHaveAttribute('href', 'http://localhost/api/_oidc/start');
  });

  it('shows no button when the server has no single sign-on', async () => {
    info = null;
    window.history.replaceState({}, '', '/login');
    render(<LoginPage />);
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });

  it('shows why a sign-in failed, and starts again with the page to open afterwards', async () => {
    window.history.replaceState({}, '', '/login?sso_error=noRole&redirect=%2Fdashboard');
    render(<LoginPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your account has no role in this console. Ask an administrator for one.');
    expect(await screen.findByRole('link', { name: 'Sign in with Acme ID' })).toHaveAttribute('href', 'http://localhost/api/_oidc/start?redirect=%2Fdashboard');
  });

  it('reads an unknown reason as a failure, never as text of its own', () => {
    window.history.replaceState({}, '', '/login?sso_error=%3Cb%3EAccount%20locked%2C%20call%20us%3C%2Fb%3E');
    render(<LoginPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('The identity provider could not sign you in. Please try again.');
  });
});
