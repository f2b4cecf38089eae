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
    expect(Object.keys(document.paths['/api/contracts/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'patch', 'put']);
    // The field-level save answers the sections it stored, not the whole contract.
    const patched = document.paths['/api/contracts/{id}']?.patch?.responses['200'] as { content: unknown };
    expect(JSON.stringify(patched.content)).toContain('"changes"');
    expect(document.paths['/api/contracts/{id}/export']?.post?.responses['200']).toBeDefined();
  });

  it('describes every signature route, the owner’s and the signer’s, with its answer', () => {
    const answers = {
      '/api/contracts/{id}/signature-requests': ['post', '201', '"signers"'],
      '/api/contracts/{id}/signature-request': ['get', '200', '"request"'],
      '/api/signature-requests/{id}/signers/{signerId}/remind': ['post', '200', '"signers"'],
      '/api/signature-requests/{id}/sender-link': ['post', '200', '"token"'],
      '/api/signature-requests/{id}/cancel': ['post', '200', '"signers"'],
      '/api/signature-requests/{id}/audit-trail': ['get', '200', '"documentSha256"'],
      '/api/signature-requests/{id}/final-pdf': ['get', '200', 'application/pdf'],
      '/api/signatures/rate': ['get', '200', '"windowDays"'],
      '/api/sign/{token}': ['get', '200', '"codeVerified"'],
      '/api/sign/{token}/document': ['get', '200', 'application/pdf'],
      '/api/sign/{token}/code': ['post', '200', '"ok"'],
      '/api/sign/{token}/code/verify': ['post', '200', '"ok"'],
      '/api/sign/{token}/sign': ['post', '200', '"codeVerified"'],
      '/api/sign/{token}/decline': ['post', '200', '"ok"'],
      '/api/sign/{token}/final-pdf': ['get', '200', 'application/pdf'],
      '/api/signature-downloads/{token}': ['get', '200', 'application/pdf'],
    } as const;
    for (const [path, [method, status, shows]] of Object.entries(answers)) {
      const response = document.paths[path]?.[method]?.responses[status];
      expect(response, `${method} ${path}`).toBeDefined();
      expect(JSON.stringify(response), `${method} ${path}`).toContain(shows);
    }
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
