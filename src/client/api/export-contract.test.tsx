// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreditBalance } from '#shared/api/credits.ts';
import { type ExportKind, useExportContract } from '#client/api/export-contract.ts';
import { closeQuotaPrompt, useQuotaPrompt } from '#client/lib/export-quota-store.ts';

vi.mock('#client/lib/save-file.ts', async (original) => ({
  ...(await original<typeof import('#client/lib/save-file.ts')>()),
  saveFile: vi.fn(),
}));

/**
 * The one export flow against a fake API: a free plan with no export left still gets its free
 * draft (a contract the law engine blocks), and is shown the no-credit dialog only when the
 * export would spend a credit.
 */

const ID = '0b6a2c1e-2f3d-4c5b-8a9e-1f2e3d4c5b6a';
const NONE_LEFT: CreditBalance = {
  remaining: 0,
  monthlyAllowance: 3,
  monthlyRemaining: 0,
  topupRemaining: 0,
  unlimited: false,
  periodEnd: '2026-11-30T23:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fakeApi(exportAnswer: 'draft' | 'contract' | 'no-credits') {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${new URL(url, 'http://localhost').pathname}`);
    if (url.includes('/credits/balance')) return json(200, NONE_LEFT);
    if (url.endsWith('/export')) {
      if (exportAnswer === 'no-credits') {
        return json(402, { error: { code: 'NO_CREDITS', message: 'Plus d’export disponible ce mois-ci.' } });
      }
      return json(200, { downloadUrl: `/api/downloads/exports/e1`, kind: exportAnswer, findings: [] });
    }
    if (url.includes('/downloads/')) {
      return new Response(new Blob(['%PDF-1.7']), {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="Contrat.pdf"' },
      });
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'Introuvable' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderExport() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => ({ flow: useExportContract(), prompt: useQuotaPrompt() }), { wrapper });
}

async function run(result: { current: ReturnType<typeof renderExport>['result']['current'] }, expected?: ExportKind) {
  let outcome: ExportKind | false = false;
  await act(async () => {
    outcome = await result.current.flow.exportContract(ID, expected);
  });
  return outcome;
}

describe('exporting with no export left this month', () => {
  beforeEach(() => closeQuotaPrompt());
  afterEach(() => {
    cleanup();
    closeQuotaPrompt();
    vi.unstubAllGlobals();
  });

  it('exports a draft the editor knows is blocked: free, no dialog', async () => {
    const calls = fakeApi('draft');
    const { result } = renderExport();
    expect(await run(result, 'draft')).toBe('draft');
    expect(calls).toContain(`POST /api/contracts/${ID}/export`);
    expect(result.current.prompt).toBeNull();
  });

  it('stops before the server with the no-credit dialog when the export would be the contract', async () => {
    const calls = fakeApi('contract');
    const { result } = renderExport();
    expect(await run(result, 'contract')).toBe(false);
    expect(calls).not.toContain(`POST /api/contracts/${ID}/export`);
    expect(result.current.prompt?.kind).toBe('none');
  });

  it('lets the server decide when the caller does not know: a draft comes back free', async () => {
    fakeApi('draft');
    const { result } = renderExport();
    expect(await run(result)).toBe('draft');
    expect(result.current.prompt).toBeNull();
  });

  it('lets the server decide when the caller does not know: a refusal opens the no-credit dialog', async () => {
    fakeApi('no-credits');
    const { result } = renderExport();
    expect(await run(result)).toBe(false);
    expect(result.current.prompt?.kind).toBe('none');
  });
});
