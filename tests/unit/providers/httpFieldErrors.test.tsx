/** A '40001' with field errors: the ApiError carries them where react-admin's forms put them on their inputs. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, CreateBase, Form, SaveButton, TextInput, type DataProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setConfig } from '../../../src/config';
import { fieldErrorsOf, formErrorsOf } from '../../../src/crud/fieldErrors';
import { ApiError, request } from '../../../src/providers/http';
import { i18nProvider } from '../../../src/providers/i18nProvider';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => setConfig({ apiBaseUrl: 'http://localhost/api', requestTimeoutMs: 5000, successCodes: ['00000'] }));

const refused = {
  code: '40001',
  message: 'sendName must be at most 64 characters',
  data: null,
  errors: { sendName: { message: 'crud.tooLong', args: { max: 64 } }, phone: { message: 'user.badPhone', args: {} } },
};

const failure = (path: string) => request(path, { method: 'POST', body: {}, silent: true }).catch((error: unknown) => error);

describe('field errors of an API answer', () => {
  it('the ApiError has body.errors in react-admin form, and the structured errors', async () => {
    server.use(http.post('*/refuse', () => HttpResponse.json(refused)));
    const error = await failure('/refuse');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: '40001', message: 'sendName must be at most 64 characters', kind: 'api' });
    expect((error as ApiError).body).toEqual({
      errors: {
        sendName: '@@react-admin@@{"message":"crud.tooLong","args":{"max":64}}',
        phone: '@@react-admin@@{"message":"user.badPhone","args":{}}',
      },
    });
    expect(fieldErrorsOf(error)).toEqual(refused.errors);
    expect(formErrorsOf(error)).toEqual((error as ApiError).body?.errors);
  });

  it('an error without field errors has no body; malformed entries are dropped', async () => {
    server.use(
      http.post('*/plain', () => HttpResponse.json({ code: '40001', message: 'type must be 0 (normal), 1 (deactivated) or 2 (frozen)', data: null })),
      http.post('*/odd', () => HttpResponse.json({ ...refused, errors: { sendName: 'text', phone: { message: 3 }, name: { message: 'crud.required', args: [1] } } })),
      http.post('*/junk', () => HttpResponse.json({ ...refused, errors: ['crud.required'] })),
    );
    const plain = await failure('/plain');
    expect(plain).toMatchObject({ code: '40001', body: undefined });
    expect(fieldErrorsOf(plain)).toBeUndefined();
    expect(fieldErrorsOf(await failure('/odd'))).toEqual({ name: { message: 'crud.required' } });
    expect(fieldErrorsOf(await failure('/junk'))).toBeUndefined();
    expect(fieldErrorsOf(new Error('x'))).toBeUndefined();
  });

  it("a CreateBase form shows the server's error under its input, translated with its arguments", async () => {
    server.use(http.post('*/addSendName', () => HttpResponse.json(refused)));
    // The refused mutation is logged by react-query; expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => logged.mockRestore());
    const dataProvider = {
      create: async () => ({ data: await request('/addSendName', { method: 'POST', body: {}, silent: true }) }),
    } as unknown as DataProvider;
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <CreateBase resource="sendName">
          <Form>
            <TextInput source="sendName" />
            <TextInput source="phone" />
            <SaveButton />
          </Form>
        </CreateBase>
      </AdminContext>,
    );
    await userEvent.type(screen.getByLabelText('Send name'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 64 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number (6 to 15 digits, optional +)')).toBeInTheDocument();
  });
});
