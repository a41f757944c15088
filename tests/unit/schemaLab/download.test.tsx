import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, TestMemoryRouter, type AuthProvider } from 'react-admin';
import SchemaLabPage from '../../../src/pages/schemaLab/SchemaLabPage';
import { fileNameOf, jsonFile } from '../../../src/pages/schemaLab/download';
import { i18nProvider } from '../../../src/providers/i18nProvider';

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['admin'],
};

describe('schema lab download', () => {
  beforeAll(() => {
    // jsdom has no layout: CodeMirror measures text ranges.
    const empty = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] } as unknown as DOMRectList;
    Range.prototype.getClientRects ??= () => empty;
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  });

  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('names the file after the resource and pretty-prints it', () => {
    expect(jsonFile('{"name":"blacklist","fields":[]}')).toEqual({ name: 'blacklist.json', content: '{\n  "name": "blacklist",\n  "fields": []\n}\n' });
    expect(fileNameOf('../etc/pass wd')).toBe('etc-pass-wd.json');
    expect(fileNameOf(undefined)).toBe('resource.json');
    // Invalid JSON is downloaded as it is, under a neutral name: nothing typed is lost.
    expect(jsonFile('{"name": "x",')).toEqual({ name: 'resource.json', content: '{"name": "x",' });
  });

  it("'Download JSON' saves the editor's content as <name>.json", async () => {
    localStorage.setItem('schema-lab.draft', '{"name":"optOut","fields":[{"source":"phone","type":"text"}]}');
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:lab';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    render(
      <TestMemoryRouter>
        <AdminContext i18nProvider={i18nProvider} authProvider={auth} store={memoryStore()}>
          <SchemaLabPage />
        </AdminContext>
      </TestMemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download JSON' }));
    expect(names).toEqual(['optOut.json']);
    expect(await blobs[0]?.text()).toBe('{\n  "name": "optOut",\n  "fields": [\n    {\n      "source": "phone",\n      "type": "text"\n    }\n  ]\n}\n');
    // The preview draws the generated page on sample rows.
    await waitFor(() => expect(screen.getAllByText('phone 1').length).toBeGreaterThan(0), { timeout: 5000 });
  });
});
