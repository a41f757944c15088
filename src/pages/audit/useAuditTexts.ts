/**
 * How the Audit log's entries read: the resource by its label, the changed fields by their labels
 * and values as a person reads them (valueText), the record by its name beside its id. A record's
 * name comes from the entry itself when it carries it (a create, a deletion), else from the record
 * read by id with the other names of the page.
 */
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { resourceLabel } from '../../kernel/format/defaults';
import { RESOURCE_FILES_AUDIT, type AuditEntry } from '../../kernel/http/audit';
import { useResourceSet } from '../../resources/resourceSetContext';
import { changeTexts, rawText, wantChanges, type ChangeTexts } from '../../crud/values/changeTexts';
import { wantIds, type WantedIds } from '../../crud/values/recordNames';
import { nameSourceOf } from '../../crud/values/recordLabel';
import { useValueText } from '../../crud/values/useValueText';

export interface AuditTexts {
  resourceText: (entry: AuditEntry) => string;
  changesOf: (entry: AuditEntry) => ChangeTexts;
  /** The record's name, '' when unknown. */
  recordName: (entry: AuditEntry) => string;
}

const named = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export function useAuditTexts(entries: readonly AuditEntry[]): AuditTexts {
  const translate = useTranslate();
  const resources = useResourceSet();
  const wanted = useMemo(() => {
    const ids: WantedIds = new Map();
    for (const entry of entries) {
      const schema = entry.resource ? resources.find(entry.resource) : undefined;
      if (!schema || !entry.resource) continue;
      wantChanges(ids, schema, entry.changes);
      const source = nameSourceOf(schema);
      const change = source ? entry.changes[source] : undefined;
      if (source && entry.recordId !== null && named(change?.after ?? change?.before) === '') wantIds(ids, entry.resource, entry.recordId);
    }
    return ids;
  }, [entries, resources]);
  const { text, recordOf } = useValueText(wanted);
  // A name any entry of the page carries names the record in its other entries too (a trashed record is read by id no more).
  const carried = useMemo(() => {
    const names = new Map<string, string>();
    for (const entry of [...entries].reverse()) {
      const schema = entry.resource ? resources.find(entry.resource) : undefined;
      const source = schema ? nameSourceOf(schema) : undefined;
      const change = source ? entry.changes[source] : undefined;
      const name = named(change?.after ?? change?.before);
      if (name !== '') names.set(`${String(entry.resource)}:${String(entry.recordId)}`, name);
    }
    return names;
  }, [entries, resources]);

  const isFileEntry = (entry: AuditEntry) => entry.resource === RESOURCE_FILES_AUDIT;
  return {
    resourceText: (entry) => {
      if (isFileEntry(entry)) return translate('audit.resourceFiles');
      const schema = entry.resource ? resources.find(entry.resource) : undefined;
      if (!schema) return entry.resource ?? '—';
      const { key, fallback } = resourceLabel(schema);
      return translate(key, { _: fallback });
    },
    changesOf: (entry) => {
      if (isFileEntry(entry)) return { labelOf: (source) => translate(`audit.fileChanges.${source}`, { _: source }), textOf: rawText };
      return changeTexts(entry.resource ? resources.find(entry.resource) : undefined, translate, text);
    },
    recordName: (entry) => {
      const schema = entry.resource ? resources.find(entry.resource) : undefined;
      const source = schema ? nameSourceOf(schema) : undefined;
      if (!schema || !source || entry.recordId === null) return '';
      const change = entry.changes[source];
      const fromEntry = named(change?.after ?? change?.before);
      return fromEntry || named(recordOf(schema.name, entry.recordId)?.[source]) || (carried.get(`${schema.name}:${entry.recordId}`) ?? '');
    },
  };
}
