import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { type User, userSchema } from '#shared/api/auth.ts';
import { type ContractPage, contractPageSchema } from '#shared/api/contracts.ts';
import { type ContractType, contractSchema, type Contract } from '#shared/contract/schema.ts';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import { templateNameOf } from '#shared/contract/status.ts';
import { TooltipProvider } from '#client/components/ui/tooltip.tsx';
import { sessionStore } from '#client/lib/session-store.ts';

/** One answer of the fake API: a status and a JSON body. */
export type FakeAnswer = { status?: number; body?: unknown };
type FakeCall = { method: string; path: string; query: URLSearchParams; body: unknown };
type Handler = (request: FakeCall) => FakeAnswer;

/**
 * Replaces `fetch` with a table of `METHOD /api/path` → answer: the screen under test runs its
 * real fetchers, query options and schemas; only the network is fake. Unknown routes answer 404
 * the way the API does. Returns the calls, for assertions.
 */
export function fakeApi(routes: Record<string, Handler | FakeAnswer>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://paraphe.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? route(call) : route;
    if (!answer) {
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Ressource introuvable' } }, { status: 404 });
    }
    const status = answer.status ?? 200;
    return status === 204 ? new Response(null, { status }) : Response.json(answer.body ?? {}, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

export const testUser: User = userSchema.parse({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'camille@example.fr',
  firstName: 'Camille',
  lastName: 'Martin',
  plan: 'free',
  role: 'creator',
  isEmailVerified: true,
  creditsLeft: 3,
});

let sequence = 0;

/** A contract as the API answers it, checked by the same schema the client parses with. */
export function contractFixture(overrides: Partial<Contract> & { type?: ContractType } = {}): Contract {
  sequence += 1;
  const type = overrides.type ?? 'PAID';
  const draft = createDefaultContract(type, '2026-11-20');
  return contractSchema.parse({
    ...draft,
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    status: 'draft',
    template: templateNameOf(type),
    version: 1,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  });
}

/**
 * A page of GET /api/contracts as the API answers it: the summaries of `contracts`, in the given
 * order, with the counts of a first page (`total` of the view, `matching` the search) unless
 * `later` says it follows a cursor.
 */
export function contractPage(
  contracts: readonly Contract[],
  {
    nextCursor = null,
    total = contracts.length,
    matching = total,
    later = false,
  }: { nextCursor?: string | null; total?: number; matching?: number; later?: boolean } = {},
): ContractPage {
  return contractPageSchema.parse({
    items: contracts.map(({ id, title, type, status, createdAt, updatedAt, archivedAt, parties }) => ({
      id,
      title,
      type,
      status,
      createdAt,
      updatedAt,
      archivedAt: archivedAt ?? null,
      parties: { creator: { name: parties.creator.name }, influencer: { name: parties.influencer.name } },
    })),
    nextCursor,
    counts: later ? null : { total, matching },
  });
}

/** Renders a screen signed in as `user`, with a fresh query cache and router at `path`. */
export function renderScreen(screen: ReactNode, { path = '/', user = testUser }: { path?: string; user?: User } = {}) {
  sessionStore.signIn(user, 'jeton-de-test');
  sessionStore.markReady();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <MemoryRouter initialEntries={[path]}>{screen}</MemoryRouter>
      </TooltipProvider>
    </QueryClientProvider>,
  );
}
