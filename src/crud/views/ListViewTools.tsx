/** The toolbar's tools of a generated list page: Columns, Views, and the export of the view or everything. */
import type { FieldSchema, ResourceSchema } from '../../kernel/types';
import { ColumnsButton } from './ColumnsButton';
import { ViewExportButton } from './ViewExportButton';
import { ViewsButton } from './ViewsButton';

export interface ListViewToolsProps {
  schema: ResourceSchema;
  visible: (field: FieldSchema) => boolean;
  canExport: boolean;
}

export function ListViewTools({ schema, visible, canExport }: ListViewToolsProps) {
  return (
    <>
      <ColumnsButton schema={schema} visible={visible} />
      <ViewsButton schema={schema} visible={visible} />
      {canExport && <ViewExportButton schema={schema} visible={visible} />}
    </>
  );
}
