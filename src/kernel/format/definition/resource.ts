/** The zod definition of a resource file's top level and of the objects it holds directly. */
import { z } from 'zod';
import type { Catalogue } from '../../texts/translate';
import { actionSchema } from './action';
import { endpointSchema, i18nText, roleList, text } from './common';
import { fieldSchema } from './field';

export const groupSchema = z
  .strictObject({
    title: i18nText('Menu title of the group'),
    icon: text('Icon name (src/resources/icons.ts)').optional(),
    roles: roleList('Roles that see the group').optional(),
  })
  .meta({ id: 'RouteGroup', description: 'A new menu group this resource declares (route.parent names it)' });

export const routeSchema = z
  .strictObject({
    parent: text("The group the page hangs under: '/permission', '/sms', ... or a new one declared by group"),
    path: text('Path of the page under the group'),
    name: text('Route name (unique)'),
    group: groupSchema.optional(),
  })
  .meta({ id: 'Route', description: 'Where the page hangs in the route table; absent: a data-only resource' });

export const endpointsSchema = z
  .strictObject({
    list: endpointSchema.describe('Reads the list'),
    getOne: endpointSchema.optional().describe('Reads one record'),
    create: endpointSchema.optional().describe('Creates a record'),
    update: endpointSchema.optional().describe('Updates a record'),
    delete: endpointSchema.optional().describe('Deletes a record'),
  })
  .meta({ id: 'Endpoints', description: 'The API calls; absent: REST by convention at /<name>' });

export const listSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('client'),
      cacheMs: z.number().int().min(0).optional().describe('Keep the loaded list this long'),
    }),
    z.strictObject({ kind: z.literal('server') }),
  ])
  .meta({ id: 'List', description: "'client': one call returns the whole list; 'server': the API pages (REST convention)" });

export const messagesSchema = z
  .strictObject({
    create: i18nText('The new button').optional(),
    createTitle: i18nText('Title of the create dialog').optional(),
    editTitle: i18nText('Title of the edit dialog').optional(),
    deleteConfirm: i18nText('Delete confirm text').optional(),
    bulkDeleteConfirm: i18nText('Bulk delete confirm text (%{smart_count} records)').optional(),
    savedDetail: i18nText('Notice after a save, with the saved record as arguments').optional(),
    showTitle: i18nText('Title of the detail drawer').optional(),
    empty: i18nText("The empty list's text").optional(),
  })
  .meta({ id: 'Messages', description: 'Texts of the page (default from the label)' });

export const sortSchema = z
  .strictObject({ field: text('Source of the sorted field'), order: z.enum(['ASC', 'DESC']).describe('Direction') })
  .meta({ id: 'Sort', description: 'Default sort of the list' });

export const exportSchema = z
  .strictObject({
    file: text('File name without extension (default: the resource name)').optional(),
    columns: z.array(z.string()).optional().describe('Columns by source (default: the fields with export)'),
    formats: z.array(z.enum(['xlsx', 'csv'])).readonly().optional().describe('Offered formats (default both)'),
    raw: z.boolean().optional().describe('Only the header row of field sources, no second row of labels (every export writes the stored values)'),
  })
  .meta({ id: 'Export', description: 'Export of the list' });

export const accessSchema = z
  .strictObject({
    read: roleList('May list and read records (list, getOne, reference options)').optional(),
    create: roleList('May create records').optional(),
    update: roleList('May change records').optional(),
    delete: roleList('May delete records').optional(),
    export: roleList('May export the list').optional(),
  })
  .meta({
    id: 'Access',
    description: "Who may do each operation, among those `roles` lets use the resource (admin always may; an operation left out: everyone `roles` lets in). The server refuses the rest with 40300; the console hides it",
  });

export const ownerSchema = z
  .strictObject({
    field: text("Source of a field (type reference or number) the server fills with the creator's user id on create; no client can set or change it"),
    read: z.boolean().optional().describe('Also restrict reading: a user lists and reads only the records they created (default false)'),
  })
  .meta({ id: 'Owner', description: 'Rows a user owns: only their creator (and admins) may update or delete them' });

export const formSectionSchema = z
  .strictObject({
    title: i18nText('Title of the section, tab or step').optional(),
    fields: z.array(z.string()).min(1).describe('Sources of the fields it holds, in order'),
    columns: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional().describe('Columns of inputs on a wide screen (one on a phone; default 1)'),
  })
  .meta({ id: 'FormSection', description: 'A titled group of fields of the form' });

export const formSchema = z
  .strictObject({
    layout: z.enum(['sections', 'tabs', 'steps']).describe("'sections': titled groups one under the other; 'tabs': one tab per section, an error marks its tab; 'steps': a wizard with Back and Next that checks each step and saves at the end"),
    sections: z.array(formSectionSchema).min(1).describe('The groups; a field in no section goes in a last, untitled one'),
  })
  .meta({ id: 'Form', description: 'How the create and edit form is laid out (absent: one column of inputs)' });

export const importSchema = z
  .strictObject({
    formats: z.array(z.enum(['csv', 'xlsx'])).min(1).readonly().optional().describe('Accepted files (default both)'),
    key: text('Source of a unique field: a row whose key names a record updates it instead of creating one').optional(),
  })
  .meta({ id: 'Import', description: "Import of a CSV or XLSX file: mapped columns, a dry run the server checks with the resource's rules and roles, then one transaction" });

export const relatedSchema = z
  .strictObject({
    resource: text('The other resource, whose records point at this one'),
    target: text("Source of the other resource's field naming records of this one: a reference (one record), or a references list (many-to-many)"),
    title: i18nText("Title of the section (default: the other resource's label)").optional(),
  })
  .meta({ id: 'Related', description: "Records of another resource that point at a record (by a reference, or a references list holding its id): in its detail view and as an expandable row, with 'New' pre-filled with the link" });

export const catalogueSchema: z.ZodType<Catalogue> = z
  .lazy(() => z.record(z.string(), z.union([z.string(), catalogueSchema])))
  .meta({ id: 'Catalogue', description: 'Nested texts: keys to texts or to more keys' });

export const textsSchema = z
  .strictObject({ en: catalogueSchema.optional(), zh: catalogueSchema.optional() })
  .meta({ id: 'Texts', description: 'Texts of the resource merged into the console catalogues, per language' });

export const resourceFileSchema = z
  .strictObject({
    $schema: text('The JSON Schema editors check this file with; ignored by the console').optional(),
    name: z.string().regex(/^[A-Za-z][\w-]*$/).describe('Resource name: the data provider key, and the REST path /<name> by convention'),
    label: i18nText('Page title (default resources.<name>.name)').optional(),
    roles: roleList('Roles that may use the resource (admin always may)').optional(),
    access: accessSchema.optional(),
    owner: ownerSchema.optional(),
    icon: text('Icon name (src/resources/icons.ts)').optional(),
    route: routeSchema.optional(),
    endpoints: endpointsSchema.optional(),
    list: listSchema.optional(),
    fields: z.array(fieldSchema).min(1).describe('The fields, in column and form order'),
    form: formSchema.optional(),
    messages: messagesSchema.optional(),
    sort: sortSchema.optional(),
    perPage: z.number().int().min(1).max(1000).optional().describe('Rows per page (default 10)'),
    search: z.boolean().optional().describe('The quick search box (default: on for client lists)'),
    bulkDelete: z.boolean().optional().describe('Bulk delete of selected rows (default: on when the resource can delete)'),
    select: z.boolean().optional().describe('Row selection (default: on when there is a bulk operation)'),
    actions: z.array(actionSchema).optional().describe('Buttons per row, in the toolbar or on the selected rows'),
    export: z.union([z.boolean(), exportSchema]).optional().describe('Export of the list: true, or its options'),
    show: z.boolean().optional().describe("A detail drawer from the fields (row 'Show' button)"),
    afterSave: z.enum(['refresh', 'local']).optional().describe("After a save: 'refresh' reloads the list, 'local' updates the rows shown"),
    toolbar: z.array(z.string()).optional().describe('Named toolbar extensions beside the generic toolbar'),
    inlineEdit: z.boolean().optional().describe("Cells edit in place: double click or Enter opens the field's input, Enter or leaving saves, Escape cancels (a field's inlineEdit: false keeps it out)"),
    bulkEdit: z.boolean().optional().describe("'Edit selected' sets chosen fields on every selected row in one transaction (all valid or none changed)"),
    history: z.boolean().optional().describe("Each change is written in the audit log and shown in the record's History tab (default true; false keeps no entries)"),
    import: z.union([z.boolean(), importSchema]).optional().describe('Import of a CSV or XLSX file: true, or its options'),
    related: z.array(relatedSchema).optional().describe("Records of other resources pointing at a record: shown in its detail view and an expandable row"),
    trash: z.boolean().optional().describe("Delete moves a record to the resource's Trash, from which an admin restores or purges it (default false: delete is for good; conventional resources only)"),
    recordRepresentation: text('Field shown when a record is named').optional(),
    texts: textsSchema.optional(),
  })
  .meta({ title: 'Resource', description: 'A resource of the SMS admin console as JSON' });
