// @vitest-environment happy-dom
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import { type Contract, type ContractDraft, contractDraftSchema } from '#shared/contract/schema.ts';
import { contractKeys } from '#client/api/contract-keys.ts';
import { ConflictDialog } from '#client/features/editor/components/editor-dialogs.tsx';
import { SaveStatusBadge } from '#client/features/editor/components/save-status.tsx';
import { toEditorValues, useContractPersistence } from '#client/features/editor/hooks/use-contract-persistence.ts';
import { AUTOSAVE_DELAY_MS, useServerAutosave } from '#client/features/editor/hooks/use-server-autosave.ts';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';

/**
 * The editor's saving, through its real hooks, badge and conflict dialog, against a fake API
 * answering at the fetch level: autosave after typing and on blur, a draft with a wrong
 * format, the server unreachable then back, a version conflict.
 */

const ID = '0b6a2c1e-2f3d-4c5b-8a9e-1f2e3d4c5b6a';
const WAIT = { timeout: AUTOSAVE_DELAY_MS * 4 };

type Sent = { method: string; url: string; body: Record<string, any> };

function contractFrom(body: Record<string, any>, version: number, pendingInputs: Record<string, string> = {}) {
  const { version: _v, ...draft } = body;
  return {
    ...contractDraftSchema.parse({ ...createDefaultContract('PAID', '2026-11-25'), ...draft, parties: draft.parties }),
    id: ID,
    status: 'draft',
    template: 'paid',
    version,
    createdAt: '2026-11-25T08:00:00.000Z',
    updatedAt: '2026-11-25T08:00:00.000Z',
    pendingInputs,
  } satisfies Contract;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A server keeping one contract; `mode` makes it unreachable or answer a stale version. */
function fakeServer() {
  const state = {
    mode: 'up' as 'up' | 'down' | 'stale',
    version: 0,
    sent: [] as Sent[],
    stored: null as Contract | null,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (state.mode === 'down') throw new TypeError('Failed to fetch');
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    state.sent.push({ method, url, body });
    if (method === 'GET') return json(200, contractFrom(createDefaultContract('PAID', '2026-11-25'), state.version));
    if (state.mode === 'stale') return json(409, { error: { code: 'STALE_VERSION', message: 'Version dépassée' } });
    if (method === 'PATCH') {
      if (!state.stored || body.version !== state.stored.version) {
        return json(409, { error: { code: 'STALE_VERSION', message: 'Version dépassée' } });
      }
      state.version += 1;
      state.stored = { ...state.stored, ...body.changes, version: state.version };
      const { parties: _p, deliverables: _d, compensation: _c, disclosure: _di, ...rest } = state.stored as Contract;
      const { declarations: _de, clauses: _cl, children: _ch, workerStatus: _w, annexes: _a, ...columns } = rest;
      const { confirmations: _co, amendment: _am, ...answer } = columns;
      return json(200, { ...answer, changes: body.changes });
    }
    state.version += 1;
    const siret = body.parties?.creator?.siret;
    const pending: Record<string, string> = siret && !/^\d{14}$/.test(siret) ? { 'parties.creator.siret': siret } : {};
    const stored = structuredClone(body);
    if (pending['parties.creator.siret']) stored.parties.creator.siret = '';
    state.stored = contractFrom(stored, state.version, pending);
    return json(method === 'POST' ? 201 : 200, state.stored);
  });
  return { state, fetchMock };
}

function Editor({ initial }: { initial: Contract | null }) {
  const baseline = useRef<EditorValues>(initial ? toEditorValues(initial) : createDefaultContract('PAID'));
  const form = useForm<EditorValues, unknown, ContractDraft>({
    resolver: zodResolver(contractDraftSchema),
    defaultValues: baseline.current,
    mode: 'onTouched',
  });
  const persistence = useContractPersistence({
    form,
    initial,
    editorKey: 'test',
    baseline,
    onCreated: () => {},
    onSaved: () => {},
    onInvalid: () => {},
  });
  const autosave = useServerAutosave({
    form,
    enabled: true,
    status: persistence.status,
    autosave: persistence.autosave,
  });
  const siretError = form.formState.errors.parties?.creator?.siret?.message;
  return (
    <div onBlurCapture={autosave.onBlurCapture}>
      <SaveStatusBadge
        status={persistence.status}
        isSaving={persistence.isSaving}
        hasChanges={form.formState.isDirty}
      />
      <label>
        Titre
        <input {...form.register('title')} />
      </label>
      <label>
        Marque
        <input {...form.register('parties.creator.name')} />
      </label>
      <label>
        SIRET de la marque
        <input {...form.register('parties.creator.siret')} />
      </label>
      {siretError ? <p role="alert">{siretError}</p> : null}
      <button type="button" onClick={() => void persistence.save()}>
        Sauvegarder
      </button>
      <ConflictDialog
        open={persistence.conflict}
        onReload={() => void persistence.reload()}
        onOverwrite={() => void persistence.overwrite()}
        onCancel={persistence.dismissConflict}
      />
    </div>
  );
}

function renderEditor(
  initial: Contract | null = null,
  client = new QueryClient({ defaultOptions: { mutations: { retry: false } } }),
) {
  return render(
    <QueryClientProvider client={client}>
      <Editor initial={initial} />
    </QueryClientProvider>,
  );
}

const saves = (sent: Sent[]) => sent.filter((request) => request.method !== 'GET');

describe('saving the editor’s contract', () => {
  let server: ReturnType<typeof fakeServer>;
  beforeEach(() => {
    server = fakeServer();
    vi.stubGlobal('fetch', server.fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('saves a moment after typing stops, once, and says when', async () => {
    renderEditor();
    const brand = screen.getByLabelText('Marque');
    for (const value of ['M', 'Ma', 'Maison', 'Maison Lumen']) fireEvent.change(brand, { target: { value } });
    expect(screen.getByTestId('save-status').textContent).toBe('Enregistrement…');
    await waitFor(
      () => expect(screen.getByTestId('save-status').textContent).toMatch(/^Enregistré il y a \d+\u00a0s$/),
      WAIT,
    );
    expect(saves(server.state.sent)).toHaveLength(1);
    expect(saves(server.state.sent)[0]).toMatchObject({ method: 'POST', url: '/api/contracts' });
    expect(saves(server.state.sent)[0]?.body.parties.creator.name).toBe('Maison Lumen');
  });

  it('saves when a field loses focus, the next save updating the version the first returned', async () => {
    renderEditor();
    const brand = screen.getByLabelText('Marque');
    fireEvent.change(brand, { target: { value: 'Maison Lumen' } });
    fireEvent.blur(brand);
    await waitFor(() => expect(saves(server.state.sent)).toHaveLength(1));
    fireEvent.change(brand, { target: { value: 'Maison Lumen Paris' } });
    fireEvent.blur(brand);
    await waitFor(() => expect(saves(server.state.sent)).toHaveLength(2));
    expect(saves(server.state.sent)[1]).toMatchObject({ method: 'PUT', url: `/api/contracts/${ID}` });
    expect(saves(server.state.sent)[1]?.body.version).toBe(1);
  });

  it('sends only the sections changed once it has written a version, the whole draft when the parties change', async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    renderEditor(null, client);
    const brand = screen.getByLabelText('Marque');
    const title = screen.getByLabelText('Titre');
    fireEvent.change(brand, { target: { value: 'Maison Lumen' } });
    fireEvent.blur(brand);
    await waitFor(() => expect(saves(server.state.sent)).toHaveLength(1));

    fireEvent.change(title, { target: { value: 'Campagne d’hiver' } });
    fireEvent.blur(title);
    await waitFor(() => expect(saves(server.state.sent)).toHaveLength(2));
    expect(saves(server.state.sent)[1]).toMatchObject({ method: 'PATCH', url: `/api/contracts/${ID}` });
    expect(saves(server.state.sent)[1]?.body).toEqual({
      version: 1,
      type: 'PAID',
      changes: { title: 'Campagne d’hiver' },
    });
    // The contract kept for the other screens is the server's: the sections sent laid over the one it had.
    await waitFor(() =>
      expect(client.getQueryData<Contract>(contractKeys.detail(ID))).toMatchObject({
        version: 2,
        title: 'Campagne d’hiver',
        parties: { creator: { name: 'Maison Lumen' } },
      }),
    );

    fireEvent.change(brand, { target: { value: 'Maison Lumen Paris' } });
    fireEvent.blur(brand);
    await waitFor(() => expect(saves(server.state.sent)).toHaveLength(3));
    expect(saves(server.state.sent)[2]).toMatchObject({
      method: 'PUT',
      body: { version: 2, title: 'Campagne d’hiver' },
    });

    fireEvent.change(title, { target: { value: 'Campagne de printemps' } });
    fireEvent.blur(title);
    await waitFor(() => expect(saves(server.state.sent)).toHaveLength(4));
    expect(saves(server.state.sent)[3]?.body).toEqual({
      version: 3,
      type: 'PAID',
      changes: { title: 'Campagne de printemps' },
    });
  });

  it('sends the whole draft on the first save of a contract it opened, then what changes', async () => {
    server.state.version = 2;
    // As the editor opens it: from the cache, where the contract read is kept. Its body may be
    // of an older model, read through the migration: the first save writes it whole.
    // Retouched images: a value other than its section's default, which no answer may lose.
    const draft = createDefaultContract('PAID', '2026-11-25');
    const opened = contractFrom({ ...draft, disclosure: { ...draft.disclosure, retouchedImages: true } }, 2);
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    client.setQueryData(contractKeys.detail(ID), opened);
    renderEditor(opened, client);
    const title = screen.getByLabelText('Titre');
    fireEvent.change(title, { target: { value: 'Campagne d’hiver' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(saves(server.state.sent)).toHaveLength(1));
    expect(saves(server.state.sent)[0]).toMatchObject({
      method: 'PUT',
      body: { version: 2, title: 'Campagne d’hiver' },
    });

    // Then only what changes, and the contract kept keeps every section it did not send.
    fireEvent.change(title, { target: { value: 'Campagne d’été' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(saves(server.state.sent)).toHaveLength(2));
    expect(saves(server.state.sent)[1]).toMatchObject({ method: 'PATCH', body: { version: 3 } });
    await waitFor(() =>
      expect(client.getQueryData<Contract>(contractKeys.detail(ID))).toMatchObject({
        version: 4,
        title: 'Campagne d’été',
        disclosure: { retouchedImages: true },
      }),
    );
  });

  it('saves a draft with a SIRET in a wrong format as typed and shows the error at the field', async () => {
    renderEditor();
    fireEvent.change(screen.getByLabelText('Marque'), { target: { value: 'Maison Lumen' } });
    fireEvent.change(screen.getByLabelText('SIRET de la marque'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(saves(server.state.sent)).toHaveLength(1));
    expect(saves(server.state.sent)[0]?.body.parties.creator).toMatchObject({ name: 'Maison Lumen', siret: '123' });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Le numéro SIRET doit contenir 14 chiffres.',
    );
    expect((screen.getByLabelText('SIRET de la marque') as HTMLInputElement).value).toBe('123');
  });

  it('opens a draft saved with a wrong format with the raw input back in its field', () => {
    const stored = contractFrom(createDefaultContract('PAID', '2026-11-25'), 3, { 'parties.creator.siret': '123' });
    renderEditor(stored);
    expect((screen.getByLabelText('SIRET de la marque') as HTMLInputElement).value).toBe('123');
  });

  it('keeps the draft while the server cannot be reached and sends it when it can', async () => {
    server.state.mode = 'down';
    renderEditor();
    fireEvent.change(screen.getByLabelText('Marque'), { target: { value: 'Maison Lumen' } });
    fireEvent.blur(screen.getByLabelText('Marque'));
    await waitFor(() =>
      expect(screen.getByTestId('save-status').textContent).toBe('Hors ligne : brouillon gardé sur cet appareil'),
    );
    expect((screen.getByLabelText('Marque') as HTMLInputElement).value).toBe('Maison Lumen');

    server.state.mode = 'up';
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toMatch(/^Enregistré/));
    expect(saves(server.state.sent)).toHaveLength(1);
    expect(saves(server.state.sent)[0]?.body.parties.creator.name).toBe('Maison Lumen');
  });

  it('offers both versions on a conflict, and « Écraser » saves this one on the server’s version', async () => {
    server.state.version = 4;
    renderEditor(contractFrom(createDefaultContract('PAID', '2026-11-25'), 2));
    server.state.mode = 'stale';
    fireEvent.change(screen.getByLabelText('Marque'), { target: { value: 'Ma version' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Recharger');
    // No autosave piles up behind the open dialog.
    fireEvent.blur(screen.getByLabelText('Marque'));

    server.state.mode = 'up';
    fireEvent.click(screen.getByRole('button', { name: /Écraser/ }));
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toMatch(/^Enregistré/));
    // The refused save on version 2, then the one on the server's version 4; no autosave between.
    const puts = saves(server.state.sent);
    expect(puts.map((put) => put.body.version)).toEqual([2, 4]);
    expect(puts[1]?.body).toMatchObject({ parties: { creator: { name: 'Ma version' } } });
  });
});
