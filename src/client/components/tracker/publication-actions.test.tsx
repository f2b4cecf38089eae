// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREENSHOT_MAX_BYTES, type Tracker } from '#shared/api/tracker.ts';
import { ownerTrackerApi } from '#client/api/tracker.ts';
import { holdRequests } from '#client/testing/hold-requests.ts';
import { fakeApi, renderScreen } from '#client/testing/render-screen.tsx';
import { TrackerHarness } from '#client/testing/tracker-harness.tsx';
import { recordedPublication, trackerFixture, trackerIds } from '#client/testing/tracker-fixture.ts';

const api = ownerTrackerApi(trackerIds.contract);
const base = `/api${api.path}`;
const publication = `${base}/publications/${trackerIds.publication}`;
const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x01, 0x02];

let objectUrls = 0;
beforeEach(() => {
  // Previews of the picked files: happy-dom keeps no blob store, a name is enough to render them.
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:apercu-${++objectUrls}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const png = (name: string) => new File([new Uint8Array(PNG_BYTES)], name, { type: 'image/png' });

function renderTracker(tracker: Tracker, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api$ = fakeApi({
    [`GET ${base}`]: { body: tracker },
    [`GET ${publication}/screenshots/${trackerIds.shot}`]: { body: {} },
    ...routes,
  });
  renderScreen(<TrackerHarness api={api} />);
  return api$;
}

async function openRecordDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Déclarer la publication' }));
  return screen.findByRole('dialog', { name: 'Déclarer la publication' });
}

function pick(dialog: HTMLElement, files: File[]) {
  fireEvent.change(within(dialog).getByTestId('screenshot-input'), { target: { files } });
}

describe('recording a publication (the creator)', () => {
  it('sends the address, the day, each screenshot in base64 and the ticked mention, then shows the record', async () => {
    const recorded = trackerFixture({ publication: recordedPublication });
    const { calls } = renderTracker(trackerFixture(), { [`POST ${publication}/record`]: { body: recorded } });
    const dialog = await openRecordDialog();

    fireEvent.change(within(dialog).getByLabelText('Adresse de la publication'), {
      target: { value: 'https://www.instagram.com/p/reel-printemps' },
    });
    expect((within(dialog).getByLabelText('Date de publication') as HTMLInputElement).value).toBe('2027-03-10');
    pick(dialog, [png('capture.png')]);
    expect(await within(dialog).findByRole('img', { name: 'capture.png' })).toBeDefined();
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'La mention « Publicité » est visible sur la publication' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer la publication' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: `${publication}/record`,
      body: {
        url: 'https://www.instagram.com/p/reel-printemps',
        publishedOn: '2027-03-10',
        mentionConfirmed: true,
        screenshots: [{ mimeType: 'image/png', data: btoa(String.fromCharCode(...PNG_BYTES)) }],
        keepScreenshots: [],
      },
    });
    expect(await screen.findByText('Publication déclarée')).toBeDefined();
    expect(screen.getByRole('article', { name: 'Instagram · Reel' }).textContent).toContain('Publiée');
  });

  it('refuses a file that is no PNG or JPEG, or too large, with its name, and keeps what was typed and chosen', async () => {
    const { calls } = renderTracker(trackerFixture());
    const dialog = await openRecordDialog();
    const url = within(dialog).getByLabelText('Adresse de la publication') as HTMLInputElement;
    fireEvent.change(url, { target: { value: 'https://www.tiktok.com/@camille/video/1' } });
    pick(dialog, [png('bonne.png')]);
    await within(dialog).findByRole('img', { name: 'bonne.png' });

    const fake = new File(['%PDF-1.7 pas une image'], 'faux.png', { type: 'image/png' });
    const huge = new File([new Uint8Array(PNG_BYTES), new Uint8Array(SCREENSHOT_MAX_BYTES)], 'enorme.png', {
      type: 'image/png',
    });
    pick(dialog, [fake, huge]);

    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toContain('« faux.png » n’est pas une image PNG ou JPEG.');
    expect(refusal.textContent).toMatch(
      /«\u00a0enorme\.png\u00a0» dépasse \d+(,\d)?\u00a0Mo, la taille maximale d’une capture\./,
    );
    expect(url.value).toBe('https://www.tiktok.com/@camille/video/1');
    expect(within(dialog).getByRole('img', { name: 'bonne.png' })).toBeDefined();
    expect(within(dialog).queryByRole('img', { name: 'faux.png' })).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for the mention before sending, and keeps the form when the server refuses', async () => {
    const { calls } = renderTracker(trackerFixture(), {
      [`POST ${publication}/record`]: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'invalide',
            fields: [{ path: 'body.url', message: 'Adresse de la publication invalide (https://…).' }],
          },
        },
      },
    });
    const dialog = await openRecordDialog();
    const url = within(dialog).getByLabelText('Adresse de la publication') as HTMLInputElement;
    fireEvent.change(url, { target: { value: 'https://exemple.fr/publication' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer la publication' }));
    expect(
      await within(dialog).findByText('Confirmez que la mention obligatoire est visible sur la publication.'),
    ).toBeDefined();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer la publication' }));
    expect(await within(dialog).findByText('Adresse de la publication invalide (https://…).')).toBeDefined();
    expect(url.value).toBe('https://exemple.fr/publication');
    expect(url.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('reviewing a publication (the brand)', () => {
  const recorded = trackerFixture({ side: 'brand', publication: recordedPublication });

  it('approves it in one click, the button waiting for the answer', async () => {
    const approved = trackerFixture({
      side: 'brand',
      publication: {
        ...recordedPublication,
        review: { state: 'approved', comment: '', reviewedAt: '2027-03-10T09:00:00.000Z' },
      },
    });
    const { calls } = renderTracker(recorded, { [`POST ${publication}/review`]: { body: approved } });
    const release = holdRequests('POST');
    const approve = await screen.findByRole('button', { name: 'Approuver' });
    fireEvent.click(approve);
    await waitFor(() => expect(approve.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Demander une correction' }).hasAttribute('disabled')).toBe(true);
    release();

    expect(await screen.findByText('Publication approuvée')).toBeDefined();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ decision: 'approve' });
    expect(screen.getByRole('article', { name: 'Instagram · Reel' }).textContent).toContain('Approuvée par la Marque');
    expect(screen.queryByRole('button', { name: 'Approuver' })).toBeNull();
  });

  it('asks for a correction only with a comment saying what to fix', async () => {
    const corrected = trackerFixture({
      side: 'brand',
      publication: {
        ...recordedPublication,
        review: { state: 'correction-requested', comment: 'La mention doit être en haut.', reviewedAt: null },
      },
    });
    const { calls } = renderTracker(recorded, { [`POST ${publication}/review`]: { body: corrected } });
    fireEvent.click(await screen.findByRole('button', { name: 'Demander une correction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demander une correction' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(dialog).findByText('Dites au Créateur ce qu’il faut corriger.')).toBeDefined();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Ce qu’il faut corriger'), {
      target: { value: 'La mention doit être en haut.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      decision: 'request-correction',
      comment: 'La mention doit être en haut.',
    });
    expect(await screen.findByText('Demande de correction envoyée')).toBeDefined();
    expect(screen.getByRole('article', { name: 'Instagram · Reel' }).textContent).toContain(
      'La mention doit être en haut.',
    );
  });
});
