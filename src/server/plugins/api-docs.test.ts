import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStatus } from '#shared/errors.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';

type Operation = { responses: Record<string, unknown> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; 'x-error-codes': unknown[] };

describe(`OpenAPI description at /api/docs on ${testEngine()}`, () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => t.close());

  it('describes the contract routes with the response schemas they declare', () => {
    expect(document.openapi).toBe('3.1.0');
    const contract = document.paths['/api/contracts/{id}']?.get?.responses['200'] as { content: unknown };
    expect(JSON.stringify(contract.content)).toContain('"updatedAt"');
    expect(Object.keys(document.paths['/api/contracts/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(document.paths['/api/contracts/{id}/export']?.post?.responses['200']).toBeDefined();
  });

  it('gives every operation the one error body and lists every error code with its status and French message', () => {
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) expect(operation.responses.default).toBeDefined();
    }
    expect(document['x-error-codes']).toHaveLength(Object.keys(errorStatus).length);
    expect(document['x-error-codes']).toContainEqual({
      code: 'NO_CREDITS',
      status: 402,
      message: expect.stringMatching(/crédit|export/i),
    });
  });
});
