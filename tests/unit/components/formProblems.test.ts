/** A refused submit as messages on a form's inputs: by the head of each error's path, the rest on the form. */
import { describe, expect, it } from 'vitest';
import type { TranslateFunction } from 'react-admin';
import { problemsOf } from '../../../src/components/useFormSubmit';
import { ApiError } from '../../../src/providers/http';

const translate: TranslateFunction = (key, options) => (options?.max === undefined ? key : `${key} (${String(options.max)})`);
const INPUTS = ['url', 'resources'] as const;

describe('problemsOf', () => {
  it('puts each field error on the input its path starts with, the first one winning', () => {
    const refused = new ApiError('refused', 'api', '40001', 400, {
      'resources.1': { message: 'resources.1 must name a served resource' },
      'resources.2': { message: 'resources.2 must name a served resource' },
      url: { message: 'url is too long', args: { max: 2048 } },
    });
    expect(problemsOf(refused, INPUTS, translate)).toEqual({ resources: 'resources.1 must name a served resource', url: 'url is too long (2048)' });
  });

  it('puts a field error naming no input, or an error without field errors, on the form', () => {
    const elsewhere = new ApiError('refused', 'api', '40001', 400, { secret: { message: 'secret is not yours to set' } });
    expect(problemsOf(elsewhere, INPUTS, translate)).toEqual({ form: 'secret is not yours to set' });
    expect(problemsOf(new ApiError('No room for more webhooks', 'api', '40900', 409), INPUTS, translate)).toEqual({ form: 'No room for more webhooks' });
    expect(problemsOf('offline', INPUTS, translate)).toEqual({ form: 'offline' });
  });
});
