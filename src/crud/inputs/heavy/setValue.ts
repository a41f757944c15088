/**
 * Sets a form value through react-admin's onChange, which reads `event.target.value` first: a JSON
 * value shaped like an event ({"target": {"value": 1}}) would otherwise be taken for one.
 */
export function setValue(onChange: (...event: unknown[]) => void, value: unknown): void {
  onChange(value === null || value === undefined ? null : { target: { value } });
}
