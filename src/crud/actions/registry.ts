/**
 * Code a schema names (the schema stays data): dialogs opened by `{kind: 'dialog'}`
 * actions, handlers run by `{kind: 'handler'}` actions, and toolbar extensions (`toolbar`).
 */
import type { ComponentType } from 'react';
import type { ListControllerResult } from 'react-admin';
import type { AnyRecord, ResourceSchema } from '../../kernel/types';

export interface ActionDialogProps {
  schema: ResourceSchema;
  record?: AnyRecord;
  records?: AnyRecord[];
  onClose: () => void;
}

export interface ActionContext {
  schema: ResourceSchema;
  record?: AnyRecord;
  records?: AnyRecord[];
  args?: Record<string, unknown>;
  list: ListControllerResult<AnyRecord>;
  /** Replaces a shown row locally (until the list changes page or reloads). */
  patchRow: (record: AnyRecord) => void;
  notify: (message: string, options?: { type?: 'success' | 'error' | 'info' | 'warning' }) => void;
}

/** A handler may finish with a text (i18n key) to show as its success notice. */
export type ActionHandler = (context: ActionContext) => void | string | Promise<void | string>;

export interface ToolbarExtensionProps {
  schema: ResourceSchema;
}

const dialogs = new Map<string, ComponentType<ActionDialogProps>>();
const handlers = new Map<string, ActionHandler>();
const toolbars = new Map<string, ComponentType<ToolbarExtensionProps>>();

export const registerActionDialog = (name: string, component: ComponentType<ActionDialogProps>) => void dialogs.set(name, component);
export const registerActionHandler = (name: string, handler: ActionHandler) => void handlers.set(name, handler);
export const registerToolbarExtension = (name: string, component: ComponentType<ToolbarExtensionProps>) =>
  void toolbars.set(name, component);

export const actionDialogOf = (name: string) => dialogs.get(name);
export const actionHandlerOf = (name: string) => handlers.get(name);
export const toolbarExtensionOf = (name: string) => toolbars.get(name);

/** Names known now (the schema checker reports unknown ones). */
export const knownActionNames = () => new Set([...dialogs.keys(), ...handlers.keys()]);
export const knownToolbarNames = () => new Set(toolbars.keys());
