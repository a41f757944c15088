/**
 * Sets a form value through react-admin's onChange. Both react-admin and react-hook-form take an
 * argument with `target` for an event and read `target.value`: a JSON value shaped like an event
 * ({"target": {"value": 1}}) would be unwrapped, so each gets an event of its own to unwrap.
 */
export function setValue(onChange: (...event: unknown[]) => void, value: unknown): void {
  onChange(value === null || value === undefined ? null : { target: { value: { target: { value } } } });
}
