// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { CalendarFeedCard } from '#client/features/profile/components/calendar-feed-card.tsx';
import { fakeApi, renderScreen } from '#client/testing/render-screen.tsx';

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

const secretUrl = 'https://paraphe.fr/api/calendar/abcdefghijklmnopqrstuvwxyz012345.ics';
const active = { active: true, createdAt: '2027-03-10T09:00:00.000Z' };

/** The card, and a way to leave the profile and come back within the same visit (same query cache). */
function ProfileVisit() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((value) => !value)}>
        Aller et revenir
      </button>
      {shown ? <CalendarFeedCard /> : null}
      <Toaster />
    </>
  );
}

function renderCard() {
  renderScreen(<ProfileVisit />, { path: '/profile' });
}

describe('the « Calendrier des échéances » card', () => {
  it('creates the secret address and shows it once, with a copy button and how to add it', async () => {
    let feed: object = { active: false, createdAt: null };
    const { calls } = fakeApi({
      'GET /api/calendar-feed': () => ({ body: feed }),
      'POST /api/calendar-feed': () => {
        feed = active;
        return { body: { ...active, url: secretUrl } };
      },
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderCard();

    fireEvent.click(await screen.findByRole('button', { name: 'Créer mon adresse de calendrier' }));
    const address = (await screen.findByLabelText('Votre adresse de calendrier secrète')) as HTMLInputElement;
    expect(address.value).toBe(secretUrl);
    expect(screen.getByTestId('calendar-feed-url').textContent).toMatch(/Google Agenda.*Apple Calendrier.*Outlook/);
    fireEvent.click(screen.getByRole('button', { name: 'Copier l’adresse' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(secretUrl));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);

    // Shown once: the card opened again in the same visit knows the address is active, never the address itself.
    fireEvent.click(screen.getByRole('button', { name: 'Aller et revenir' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aller et revenir' }));
    expect(await screen.findByText(/Adresse active depuis le 10 mars 2027/)).toBeDefined();
    expect(screen.queryByLabelText('Votre adresse de calendrier secrète')).toBeNull();
    expect(screen.queryByText(secretUrl)).toBeNull();
  });

  it('revokes the address only once the user confirms', async () => {
    let feed: object = active;
    const { calls } = fakeApi({
      'GET /api/calendar-feed': () => ({ body: feed }),
      'DELETE /api/calendar-feed': () => {
        feed = { active: false, createdAt: null };
        return { body: feed };
      },
    });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Révoquer l’adresse' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Révoquer l’adresse de calendrier ?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Révoquer l’adresse' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Révoquer l’adresse de calendrier ?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Révoquer' }));

    expect(await screen.findByRole('button', { name: 'Créer mon adresse de calendrier' })).toBeDefined();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('Adresse de calendrier révoquée')).toBeDefined();
  });

  it('replaces the address after a confirmation, and shows the new one', async () => {
    const { calls } = fakeApi({
      'GET /api/calendar-feed': { body: active },
      'POST /api/calendar-feed': { body: { ...active, url: secretUrl } },
    });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Remplacer l’adresse' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remplacer l’adresse de calendrier ?' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remplacer' }));
    expect(((await screen.findByLabelText('Votre adresse de calendrier secrète')) as HTMLInputElement).value).toBe(
      secretUrl,
    );
  });
});
