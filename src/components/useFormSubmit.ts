/**
 * The submit of a form the page sends itself (not through react-admin's forms): pending while it
 * runs, and the server's refusal as messages on the inputs it names.
 */
import { useState } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { ApiError } from '../providers/http';

/** A message by input, and `form` for what no input names. */
export type FormProblems<Input extends string> = Partial<Record<Input | 'form', string>>;

/**
 * Each field error on the input its path starts with (`resources.1` on `resources`), the first one
 * winning; one naming no input on `form`; an error without field errors on `form` as it is worded.
 */
export function problemsOf<Input extends string>(error: unknown, inputs: readonly Input[], translate: TranslateFunction): FormProblems<Input> {
  const named: FormProblems<Input> = {};
  const fields = error instanceof ApiError ? error.fieldErrors : undefined;
  for (const [path, problem] of Object.entries(fields ?? {})) {
    const head = path.split('.')[0];
    const input = inputs.find((one) => one === head) ?? 'form';
    named[input] ??= translate(problem.message, { _: problem.message, ...problem.args });
  }
  if (Object.keys(named).length === 0) named.form = error instanceof Error ? error.message : String(error);
  return named;
}

export function useFormSubmit<Input extends string>(inputs: readonly Input[]) {
  const translate = useTranslate();
  const [problems, setProblems] = useState<FormProblems<Input>>({});
  const [pending, setPending] = useState(false);
  /** Runs `send`; what it throws becomes the problems. */
  const submit = async (send: () => Promise<void>) => {
    setPending(true);
    try {
      await send();
    } catch (error) {
      setProblems(problemsOf(error, inputs, translate));
    } finally {
      setPending(false);
    }
  };
  return { problems, setProblems, pending, submit };
}
