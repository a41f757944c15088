/** react-admin's useInput for a heavy input, with what its frame needs: id, translated error, required mark, and whether it can be edited. */
import type { Validator } from 'react-admin';
import { useInput } from 'react-admin';
import type { TypedInputProps } from '../typed';

export function useHeavyInput(props: TypedInputProps, extraValidators: Validator[] = []) {
  const { source, validate, readOnly, disabled } = props;
  const input = useInput({ source, validate: [...validate, ...extraValidators], readOnly, disabled, format: (value: unknown) => value });
  return {
    ...input,
    locked: readOnly || disabled,
    frame: {
      id: input.id,
      label: props.label,
      required: input.isRequired,
      disabled,
      error: input.fieldState.error?.message,
      helperText: props.helperText,
    },
  };
}
