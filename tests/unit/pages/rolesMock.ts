/**
 * A stand-in for src/providers/useRoles in the dashboard page tests: the roles as react-admin hands
 * them out, set by the test (`rolesState.roles`), and a way to re-render their users as a refetch
 * of the permissions does (`rolesState.rerender()`).
 */
import { useReducer } from 'react';

export const rolesState: { roles: string[]; rerender: () => void } = { roles: [], rerender: () => undefined };

export function useMockRoles(): string[] {
  const [, bump] = useReducer((n: number) => n + 1, 0);
  rolesState.rerender = bump;
  return rolesState.roles;
}
