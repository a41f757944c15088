import { act, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, Notification } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SmsCodeButton } from '../../../src/components/SmsCodeButton';
import { setConfig } from '../../../src/config';
import { i18nProvider } from '../../../src/providers/i18nProvider';

let answer: 'ok' | 'fail' = 'ok';
const server = setupServer(
  http.get('*/sms/verifySmsSend', () =>
    answer === 'ok'
      ? HttpResponse.json({ code: '00000', data: null })
      : HttpResponse.json({ code: '50001', message: 'SMS gateway down' }),
  ),
);

beforeAll(() => {
  setConfig({ apiBaseUrl: 'http://localhost/api' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => vi.useRealTimers());
afterAll(() => server.close());

function renderButton() {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <SmsCodeButton />
      <Notification />
    </AdminContext>,
  );
}

async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('SMS code button', () => {
  it("counts down 60 s a second at a time after 'send succed!', then offers to send again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer = 'ok';
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Send sms code' }));
    expect(await screen.findByRole('button', { name: 'Resend after 60 seconds' })).toBeDisabled();
    expect(await screen.findByText('send succed!')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('button', { name: 'Resend after 59 seconds' })).toBeDisabled();
    for (let second = 0; second < 59; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    await flush();
    expect(screen.getByRole('button', { name: 'Send sms code' })).toBeEnabled();
  });

  it('a failed send starts no countdown', async () => {
    answer = 'fail';
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Send sms code' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Send sms code' })).toBeEnabled();
    expect(screen.queryByText(/Resend after/)).not.toBeInTheDocument();
  });
});
