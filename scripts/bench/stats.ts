/** Small statistics for the benchmark's samples. */
export const median = (values: number[]) => (values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] : Number.NaN);
/** p95 of the samples; a sample that never changed the page (NaN) makes the whole figure NaN. */
export const p95 = (values: number[]) =>
  values.length === 0 || values.some(Number.isNaN)
    ? Number.NaN
    : [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)];
export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'n/a');
export const check = (ok: boolean) => (ok ? 'met' : '**not met**');
