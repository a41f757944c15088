import { createContext, useContext } from 'react';
import type { AnyRecord, ResourceSchema } from '../../kernel/types';

/** What a cell, action or extension of the generic page may ask of it. */
export interface CrudPage {
  schema: ResourceSchema;
  openEdit: (record: AnyRecord) => void;
  openCreate: () => void;
  openShow: (record: AnyRecord) => void;
  openDialog: (dialog: string, record?: AnyRecord, records?: AnyRecord[]) => void;
  patchRow: (record: AnyRecord) => void;
}

export const CrudPageContext = createContext<CrudPage | undefined>(undefined);

export function useCrudPage(): CrudPage {
  const page = useContext(CrudPageContext);
  if (!page) throw new Error('useCrudPage is used outside a generic resource page');
  return page;
}
