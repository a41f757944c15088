// @vitest-environment node
/** The OpenAPI document describes the webhooks' endpoints, the payload each delivery sends, and a resource's event stream. */
import { describe, expect, it } from 'vitest';
import { createApi } from '../../../../server/handlers';
import { fixedResources } from '../../../../server/handlers/crud/conventional';
import type { OpenApiDocument } from '../../../../server/openapi/openapiTypes';
import { createMemoryStore } from '../../../../server/store';
import { EVENT_RESOURCES } from '../apiFixtures';

describe('the OpenAPI document of events', () => {
  it('has the webhooks, their payload and the event stream', async () => {
    const store = createMemoryStore();
    await store.ready;
    const { app } = createApi(store, undefined, { resources: fixedResources(EVENT_RESOURCES) });
    const login = await app.request('http://localhost/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'admin', password: '111111' }) });
    const token = ((await login.json()) as { data: string }).data;
    const document = (await (await app.request('http://localhost/api/openapi.json', { headers: { Token: token } })).json()) as OpenApiDocument;
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/_webhooks', '/_webhooks/{id}', '/_webhooks/{id}/deliveries', '/_webhooks/{id}/deliveries/{delivery}/resend', '/ticket/_events']));
    expect(document.paths['/ticket/_events']?.get?.responses['200']?.content).toHaveProperty('text/event-stream');
    expect(document.paths['/_webhooks']?.post?.summary).toMatch(/secret is answered this once/);
    expect(document.webhooks?.recordChanged?.post.requestBody.content['application/json']?.schema).toMatchObject({ required: ['type', 'resource', 'id', 'version', 'actor', 'record'] });
  });
});
