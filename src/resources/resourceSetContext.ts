/**
 * The console's resources for a part that needs another resource's schema (a record's related
 * records name the other resource by its name). App provides the boot's set; outside it (a test of
 * one page) the set is empty, and nothing related shows.
 */
import { createContext, useContext } from 'react';
import { createResourceSet, type ResourceSet } from './resourceSet';

export const ResourceSetContext = createContext<ResourceSet>(createResourceSet([]));

export const useResourceSet = (): ResourceSet => useContext(ResourceSetContext);
