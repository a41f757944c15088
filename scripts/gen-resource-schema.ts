/**
 * Writes schema/resource.schema.json from the zod definition (npm run schema:json). A unit test
 * fails when the committed file differs from what this generates.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resourceJsonSchema } from '../src/kernel/format/jsonSchema';

const RESOURCE_SCHEMA_FILE = fileURLToPath(new URL('../schema/resource.schema.json', import.meta.url));

writeFileSync(RESOURCE_SCHEMA_FILE, resourceJsonSchema());
console.log(`Wrote ${RESOURCE_SCHEMA_FILE}`);
