/**
 * The resource definitions of the admin, known from its first render (see ShellAdminRoutes).
 * react-admin's provider starts empty and fills itself from effects, one re-render of the whole
 * admin each time. `register` and `unregister` still work for definitions added at run time.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ResourceDefinitionContext, type ResourceDefinition, type ResourceDefinitions } from 'ra-core';

function sameDefinition(a: ResourceDefinition | undefined, b: ResourceDefinition): boolean {
  if (a === undefined) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof ResourceDefinition)[]);
  return [...keys].every((key) => a[key] === b[key]);
}

export function ResourceDefinitionsProvider({ declared, children }: { declared: ResourceDefinitions; children: ReactNode }) {
  const [registered, setRegistered] = useState<ResourceDefinitions>({});
  const register = useCallback((definition: ResourceDefinition) => {
    setRegistered((previous) =>
      sameDefinition(previous[definition.name], definition) ? previous : { ...previous, [definition.name]: definition },
    );
  }, []);
  const unregister = useCallback((definition: ResourceDefinition) => {
    setRegistered((previous) => {
      if (!(definition.name in previous)) return previous;
      const { [definition.name]: _removed, ...rest } = previous;
      return rest;
    });
  }, []);
  const value = useMemo(
    () => ({ definitions: { ...declared, ...registered }, register, unregister }),
    [declared, registered, register, unregister],
  );
  return <ResourceDefinitionContext.Provider value={value}>{children}</ResourceDefinitionContext.Provider>;
}
