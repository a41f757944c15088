import type { Choice } from '../../kernel/types';

/** The schema's choice colours in MUI's palette ('danger' is MUI's 'error'). */
export const chipColor: Record<NonNullable<Choice['color']>, 'success' | 'info' | 'error' | 'warning' | 'default'> = {
  success: 'success',
  info: 'info',
  danger: 'error',
  warning: 'warning',
  default: 'default',
};
