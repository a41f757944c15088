/**
 * Around the table of a resource with `inlineEdit`: decides which cells edit in place for the
 * signed-in user, holds the grid's one tab stop, and the hint an editable cell is described by.
 */
import { createContext, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useGetIdentity, useListContext, useTranslate } from 'react-admin';
import type { AnyRecord, FieldSchema, ResourceSchema } from '../../kernel/types';
import { useGrantee } from '../../providers/grantee';
import { inlineEditOffered, isCellEditable, ownRowsRule } from './editableCell';
import { CELL_ATTRIBUTE, GridFocus } from './gridFocus';
import { inlineCellRules } from './cellStyles';

export interface InlineGridValue {
  schema: ResourceSchema;
  editable: (field: FieldSchema, record: AnyRecord) => boolean;
  focus: GridFocus;
  hintId: string;
}

export const InlineGridContext = createContext<InlineGridValue | undefined>(undefined);

const gridSx = { display: 'contents', ...inlineCellRules } as const;

export function InlineGrid({ schema, children }: { schema: ResourceSchema; children: ReactNode }) {
  if (!schema.inlineEdit) return <>{children}</>;
  return <EditableGrid schema={schema}>{children}</EditableGrid>;
}

function EditableGrid({ schema, children }: { schema: ResourceSchema; children: ReactNode }) {
  const translate = useTranslate();
  const grantee = useGrantee();
  const { identity } = useGetIdentity();
  const userId: unknown = identity?.userId;
  const { data } = useListContext<AnyRecord>();
  const [focus] = useState(() => new GridFocus());
  const hintId = useId();
  const box = useRef<HTMLDivElement>(null);

  const editable = useCallback(
    (field: FieldSchema, record: AnyRecord) =>
      isCellEditable(schema, field, record, { grantee, offered: inlineEditOffered(schema, grantee), mayChange: ownRowsRule(schema, grantee, userId) }),
    [schema, grantee, userId],
  );

  // The tab stop stays on its cell while that cell is shown; otherwise it is the first cell.
  useEffect(() => {
    const cells = box.current?.querySelectorAll<HTMLElement>(`[${CELL_ATTRIBUTE}]`) ?? [];
    const active = focus.active;
    if (active !== undefined && [...cells].some((cell) => cell.getAttribute(CELL_ATTRIBUTE) === active)) return;
    focus.set(cells[0]?.getAttribute(CELL_ATTRIBUTE) ?? undefined);
  }, [data, focus]);

  const value = useMemo(() => ({ schema, editable, focus, hintId }), [schema, editable, focus, hintId]);
  return (
    <InlineGridContext.Provider value={value}>
      <Box ref={box} sx={gridSx}>
        {children}
        <span id={hintId} hidden>
          {translate('crud.inlineEdit.hint')}
        </span>
      </Box>
    </InlineGridContext.Provider>
  );
}
