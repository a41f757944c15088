/** The resources the Audit log's picker offers: those the user may read, by their labels, and the published resource files. */
import { canDo } from '../../kernel/access/permissions';
import type { Grantee } from '../../kernel/access/grants';
import { resourceLabel } from '../../kernel/format/defaults';
import { RESOURCE_FILES_AUDIT } from '../../kernel/http/audit';
import type { ResourceSchema } from '../../kernel/types';
import type { Translate } from '../../crud/values/valueText';

export interface ResourceOption {
  value: string;
  label: string;
}

export function auditResourceOptions(schemas: readonly ResourceSchema[], grantee: Grantee, translate: Translate): ResourceOption[] {
  const readable = schemas
    .filter((schema) => canDo(schema, 'read', grantee))
    .map((schema) => {
      const { key, fallback } = resourceLabel(schema);
      return { value: schema.name, label: translate(key, { _: fallback }) };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
  return [...readable, { value: RESOURCE_FILES_AUDIT, label: translate('audit.resourceFiles') }];
}
