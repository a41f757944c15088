/**
 * Writes schema/resource.schema.json from the zod definition, and docs/format-reference.md from
 * that schema (npm run schema:json). Unit tests fail when a committed file differs from what this
 * generates.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resourceJsonSchema } from '../src/kernel/format/jsonSchema';
import { formatReference, type SchemaNode } from './formatReference';

const RESOURCE_SCHEMA_FILE = fileURLToPath(new URL('../schema/resource.schema.json', import.meta.url));
const REFERENCE_FILE = fileURLToPath(new URL('../docs/format-reference.md', import.meta.url));

const schema = resourceJsonSchema();
writeFileSync(RESOURCE_SCHEMA_FILE, schema);
writeFileSync(REFERENCE_FILE, formatReference(JSON.parse(schema) as SchemaNode));
console.log(`Wrote ${RESOURCE_SCHEMA_FILE} and ${REFERENCE_FILE}`);
