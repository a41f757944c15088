/** What an action does when it runs (the button and its confirm are in ActionButton.tsx). */
import { request } from '../../providers/http';
import { actionPath } from '../../kernel/http/batch';
import type { ActionSchema, AnyRecord } from '../../kernel/types';
import { actionHandlerOf, type ActionContext } from './registry';

/** `{field}` placeholders filled from the record (URL-encoded). */
export function fillPath(template: string, record: AnyRecord | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, field: string) => encodeURIComponent(String(record?.[field] ?? '')));
}

export type ActionOutcome = { done: true; message?: string } | { done: false; message: string } | { dialog: string } | { navigate: string };

export async function runAction(action: ActionSchema, context: ActionContext): Promise<ActionOutcome> {
  const { effect } = action;
  const record = context.record;
  try {
    switch (effect.kind) {
      case 'link':
        return { navigate: fillPath(effect.to, record) };
      case 'dialog':
        return { dialog: effect.dialog };
      case 'api': {
        const targets = context.records ?? (record ? [record] : [undefined]);
        for (const target of targets) {
          const body = effect.endpoint.body ? effect.endpoint.body(target ?? ({} as AnyRecord)) : target;
          await request(fillPath(effect.endpoint.path, target), {
            method: effect.endpoint.method,
            body: effect.endpoint.method === 'GET' || effect.endpoint.method === 'DELETE' ? undefined : body,
          });
        }
        if (effect.refresh ?? true) context.list.refetch();
        return { done: true };
      }
      case 'update': {
        // The server runs it, with every rule of an edit; a row sends the version it shows (a stale one is refused).
        if (context.records) {
          const versions = Object.fromEntries(context.records.flatMap((row) => (typeof row._version === 'number' ? [[String(row.id), row._version]] : [])));
          await request(actionPath(context.schema.name, action.name), { method: 'POST', body: { ids: context.records.map((row) => row.id), versions } });
        } else if (record) {
          await request(actionPath(context.schema.name, action.name, record.id), { method: 'POST', body: typeof record._version === 'number' ? { _version: record._version } : {} });
        } else throw new Error(`The action '${action.name}' needs a record`);
        context.list.refetch();
        return { done: true };
      }
      case 'handler': {
        const handler = actionHandlerOf(effect.handler);
        if (!handler) throw new Error(`No action handler named '${effect.handler}'`);
        const message = await handler({ ...context, args: effect.args });
        return { done: true, message: message ?? undefined };
      }
    }
  } catch (error) {
    return { done: false, message: error instanceof Error ? error.message : String(error) };
  }
}
