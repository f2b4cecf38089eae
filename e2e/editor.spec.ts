import type { Page, Request } from '@playwright/test';
import type { ContractType } from '#shared/contract/schema.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { appURL, expect, test, uniqueTitle, watchAccessToken } from './support/contracts-account.ts';
import {
  expectPreviewToContain,
  fieldLocator,
  holdSaves,
  openEditorFromPicker,
  previewText,
  saveStatus,
} from './support/editor.ts';
import { isPdf } from './support/pdf.ts';
import { toastShown } from './support/toasts.ts';

const TYPES: ContractType[] = ['PAID', 'UGC', 'GIFT'];

function apiCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request);
  });
  return calls;
}

/**
 * The one save that carries `change`: the autosave (a moment after typing, or on blur) or the
 * « Sauvegarder » button, whichever comes first; the others find nothing new to send.
 */
async function saveWith(page: Page, method: 'POST' | 'PUT' | 'PATCH', change: () => Promise<void>) {
  const answer = page.waitForResponse(
    (response) => response.request().method() === method && /\/api\/contracts(\/[\w-]+)?$/.test(response.url()),
  );
  await change();
  // The autosave may send the change first; then its answer (a conflict's dialog, say) can
  // cover the button, and the click is moot: the first save of this change is the answer.
  void page
    .getByRole('button', { name: 'Sauvegarder' })
    .first()
    .click({ timeout: 10_000 })
    .catch(() => undefined);
  return answer;
}

test.describe('the contract editor', () => {
  for (const type of TYPES) {
    test(`creates a ${type} contract from the picker, previews every keystroke, saves it and finds it again`, async ({
      sharedAccount,
    }) => {
      const { page, api } = sharedAccount;
      await openEditorFromPicker(page, type);

      // The first three sections start open, the others closed.
      for (const [name, expanded] of [
        ['Informations générales', 'true'],
        ['Parties', 'true'],
        ['Livrables', 'true'],
        ['Durée', 'false'],
      ] as const) {
        await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-expanded', expanded);
      }
      await expect(page.getByText('Conformité loi influenceurs')).toBeVisible();

      // Typing updates the preview; the draft is saved by itself once typing stops (POST),
      // the address becomes ?id=, the title says « Modifier ».
      const title = uniqueTitle(`Campagne ${type}`);
      const brand = `Maison Fauré-Ébène ${type} <b>&</b>`;
      const firstSave = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().endsWith('/api/contracts'),
      );
      await fieldLocator(page, 'title').fill(title);
      await fieldLocator(page, 'parties.creator.name').pressSequentially(brand);
      await expectPreviewToContain(page, brand);
      await expectPreviewToContain(page, title);
      const created = await firstSave;
      expect(created.status()).toBe(201);
      const contract = (await created.json()) as { id: string; version: number };
      await expect(page).toHaveURL(new RegExp(`\\?id=${contract.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Modifier le contrat' })).toBeVisible();
      await expect(saveStatus(page)).toHaveText(/^Enregistré il y a \d+\s(s|min)$/);

      // Later saves send only what changed (PATCH), on the version the last one wrote.
      const updateRequest = page.waitForRequest(
        (request) =>
          request.method() === 'PATCH' && JSON.stringify(request.postDataJSON()).includes('la gamme « Été »'),
      );
      const updated = await saveWith(page, 'PATCH', () =>
        fieldLocator(page, 'deliverables.partnershipObject').fill('la promotion de la gamme « Été » de la Marque'),
      );
      expect(updated.status()).toBe(200);
      const sent = (await updateRequest).postDataJSON();
      expect(sent.version).toBeGreaterThanOrEqual(contract.version);
      expect(Object.keys(sent.changes)).toEqual(['deliverables']);
      await expect(saveStatus(page)).toHaveText(/^Enregistré/);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Modifier le contrat' })).toBeVisible();
      await expect(fieldLocator(page, 'title')).toHaveValue(title);
      await expect(fieldLocator(page, 'parties.creator.name')).toHaveValue(brand);
      await expectPreviewToContain(page, 'la promotion de la gamme « Été » de la Marque');
      const saved = await api.get(contract.id);
      expect(saved).toMatchObject({ title, type });
      expect(saved.parties.creator.name).toBe(brand);

      await page.goto('/contracts');
      await expect(page.getByText(title)).toBeVisible();
    });
  }

  test('shows the schema’s French errors next to the fields and opens the sections to fix', async ({
    sharedAccount,
  }) => {
    const { page } = sharedAccount;
    await openEditorFromPicker(page, 'PAID');
    // The draft is saved as typed all the same: by the autosave once typing stops, or by the
    // button, whichever comes first on this machine.
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/contracts'),
    );
    await fieldLocator(page, 'title').fill('');
    await fieldLocator(page, 'parties.creator.email').fill('contact@');
    await fieldLocator(page, 'parties.creator.siret').fill('1234');
    await fieldLocator(page, 'parties.creator.name').focus();
    await expect(page.getByText('Le titre est obligatoire.')).toBeVisible();
    await expect(page.getByText('Adresse e-mail invalide.').first()).toBeVisible();
    await expect(page.getByText('Le numéro SIRET doit contenir 14 chiffres.')).toBeVisible();
    await expect(fieldLocator(page, 'title')).toHaveAttribute('aria-invalid', 'true');

    // It comes back as typed after a reload.
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    expect((await saved).status()).toBe(201);
    await expect(page).toHaveURL(/\?id=/);
    await expect(saveStatus(page)).toHaveText(/^Enregistré/);
    await page.reload();
    await expect(fieldLocator(page, 'parties.creator.email')).toHaveValue('contact@');
    await expect(fieldLocator(page, 'parties.creator.siret')).toHaveValue('1234');
    await expect(page.getByText('Le numéro SIRET doit contenir 14 chiffres.')).toBeVisible();

    // A wrong format stops the export, at its field.
    const calls = apiCalls(page);
    // The contract still lacks what the law asks: its button offers a draft, which waits all the same.
    await page.getByRole('button', { name: /^Exporter un projet PDF/ }).click();
    await expect(page.getByText('Corrigez les champs signalés en rouge pour exporter le contrat.')).toBeVisible();
    await expect(fieldLocator(page, 'title')).toBeFocused();
    expect(calls.filter((request) => request.url().endsWith('/export'))).toEqual([]);
  });

  test('a failed save loses nothing: the draft stays, says so, and is sent once the server answers', async ({
    sharedAccount,
  }) => {
    const { page, api } = sharedAccount;
    await openEditorFromPicker(page, 'PAID');
    const title = uniqueTitle('Hors ligne');
    const release = await holdSaves(page);
    await fieldLocator(page, 'title').fill(title);
    await fieldLocator(page, 'parties.creator.name').fill('Maison Lumen');
    await fieldLocator(page, 'parties.influencer.name').fill('Léa Moreau');
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(saveStatus(page)).toHaveText('Hors ligne : brouillon gardé sur cet appareil');
    await expect(fieldLocator(page, 'parties.creator.name')).toHaveValue('Maison Lumen');

    // Back online: the same draft goes to the server without being typed again.
    const sent = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/contracts'),
    );
    await release();
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    expect((await sent).status()).toBe(201);
    await expect(saveStatus(page)).toHaveText(/^Enregistré/);
    const stored = (await api.list()).find((contract) => contract.title === title);
    expect(stored?.parties.creator.name).toBe('Maison Lumen');
    expect(stored?.parties.influencer.name).toBe('Léa Moreau');
  });

  test('asks before leaving with unsaved changes, in the app and on unload', async ({ sharedAccount }) => {
    const { page } = sharedAccount;
    await openEditorFromPicker(page, 'GIFT');
    // Changes stay unsaved only while the server cannot take them.
    await holdSaves(page);
    await fieldLocator(page, 'parties.influencer.name').fill('Inès Lefèvre');

    await page.getByRole('link', { name: 'Mes contrats' }).first().click();
    const dialog = page.getByRole('alertdialog', { name: 'Vos changements ne sont pas enregistrés' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Rester' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/create-contract-v2/);
    await expect(fieldLocator(page, 'parties.influencer.name')).toHaveValue('Inès Lefèvre');

    // The browser's own prompt guards a reload.
    const prompt = page.waitForEvent('dialog');
    const reload = page.reload();
    expect((await prompt).type()).toBe('beforeunload');
    await reload;
    await expect(page.getByText(/Un brouillon non sauvegardé du .* a été retrouvé/)).toBeVisible();
    await page.getByRole('button', { name: 'Restaurer' }).click();
    await expect(fieldLocator(page, 'parties.influencer.name')).toHaveValue('Inès Lefèvre');

    await page.getByRole('link', { name: 'Mes contrats' }).first().click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Quitter' }).click();
    await expect(page).toHaveURL(/\/contracts$/);
  });

  test('offers an unsaved draft back after the tab crashed, and forgets it once discarded', async ({
    sharedAccount,
  }) => {
    const { context } = sharedAccount;
    const first = await context.newPage();
    await openEditorFromPicker(first, 'UGC');
    await holdSaves(first);
    const object = 'la création de trois vidéos « Printemps » pour la Marque';
    await fieldLocator(first, 'deliverables.partnershipObject').fill(object);
    await expect
      .poll(() =>
        first.evaluate(() =>
          Object.keys(localStorage).some((key) => localStorage.getItem(key)?.includes('trois vidéos')),
        ),
      )
      .toBe(true);
    // No beforeunload, no pagehide handler given a chance: the tab is simply gone.
    await first.close({ runBeforeUnload: false });

    const second = await context.newPage();
    await second.goto('/create-contract-v2?type=UGC');
    await expect(second.getByText(/Un brouillon non sauvegardé du .* a été retrouvé/)).toBeVisible();
    await expect(fieldLocator(second, 'deliverables.partnershipObject')).toHaveValue('');
    await second.getByRole('button', { name: 'Restaurer' }).click();
    await expect(fieldLocator(second, 'deliverables.partnershipObject')).toHaveValue(object);
    await expectPreviewToContain(second, object);
    await expect(second).toHaveURL(/\?id=/);
    await expect(saveStatus(second)).toHaveText(/^Enregistré/);
    await second.goto('/create-contract-v2?type=UGC');
    await expect(second.getByRole('heading', { level: 1, name: 'Nouveau contrat' })).toBeVisible();
    await expect(second.getByText(/Un brouillon non sauvegardé/)).toHaveCount(0);
    await second.close();
  });

  test('a save based on a stale version offers to reload or overwrite', async ({ sharedAccount }) => {
    const { context, page, api } = sharedAccount;
    const title = uniqueTitle('Conflit');
    const contract = await api.create({ ...createSampleContract('PAID'), title });
    await page.goto(`/create-contract-v2?id=${contract.id}`);
    await expect(fieldLocator(page, 'title')).toHaveValue(title);

    const other = await context.newPage();
    await other.goto(`/create-contract-v2?id=${contract.id}`);
    expect(
      (await saveWith(other, 'PUT', () => fieldLocator(other, 'title').fill(`${title} (autre onglet)`))).status(),
    ).toBe(200);

    // Reload: the other tab's version replaces the local edits.
    expect(
      (await saveWith(page, 'PUT', () => fieldLocator(page, 'parties.creator.name').fill('Maison Rivale'))).status(),
    ).toBe(409);
    const conflict = page.getByRole('alertdialog', { name: 'Ce contrat a changé entre-temps' });
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: 'Recharger' }).click();
    await expect(fieldLocator(page, 'title')).toHaveValue(`${title} (autre onglet)`);
    await expect(fieldLocator(page, 'parties.creator.name')).toHaveValue('Maison Lumière');

    // Overwrite: the local edits win, on top of the newest version.
    // That tab wrote the version it holds: it sends only the title.
    expect(
      (await saveWith(other, 'PATCH', () => fieldLocator(other, 'title').fill(`${title} (encore)`))).status(),
    ).toBe(200);
    expect(
      (await saveWith(page, 'PUT', () => fieldLocator(page, 'parties.creator.name').fill('Maison Gagnante'))).status(),
    ).toBe(409);
    await expect(conflict).toBeVisible();
    const overwrite = page.waitForResponse((response) => response.request().method() === 'PUT');
    await conflict.getByRole('button', { name: 'Écraser' }).click();
    expect((await overwrite).status()).toBe(200);
    await expect(saveStatus(page)).toHaveText(/^Enregistré/);
    const final = await api.get(contract.id);
    expect(final.parties.creator.name).toBe('Maison Gagnante');
    expect(final.version).toBe(contract.version + 3);
    await other.close();
  });

  test('a signed contract opens read-only', async ({ sharedAccount }) => {
    const { page, api, context } = sharedAccount;
    const contract = await api.create({ ...createSampleContract('GIFT'), title: uniqueTitle('Signé') });
    await api.export(contract.id);
    // A full load signs in again through the refresh cookie: its answer carries a fresh access token.
    const token = watchAccessToken(page);
    await page.goto('/dashboard');
    await expect
      .poll(() => {
        try {
          return token();
        } catch {
          return '';
        }
      })
      .not.toBe('');
    const signed = await context.request.post(`${appURL}/api/contracts/${contract.id}/mark-signed`, {
      headers: { Authorization: `Bearer ${token()}` },
    });
    expect(signed.ok(), await signed.text()).toBe(true);

    await page.goto(`/create-contract-v2?id=${contract.id}`);
    await expect(page.getByText('Contrat en lecture seule')).toBeVisible();
    await expect(page.getByText('Lecture seule', { exact: true })).toBeVisible();
    await expect(fieldLocator(page, 'title')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sauvegarder' })).toBeDisabled();
    expect(await previewText(page)).toContain('Maison Lumière');
  });

  test('exports from the editor: saves the change first, then downloads the contract it names', async ({ account }) => {
    const { page, api } = account;
    // The sample of a paid partnership: complete, so the law engine lets it export as the contract.
    const created = await api.create({ ...createSampleContract('PAID'), title: uniqueTitle('Export') });
    await page.goto(`/create-contract-v2?id=${created.id}`);
    const title = uniqueTitle('Export modifié');
    await fieldLocator(page, 'title').fill(title);
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().endsWith(`/api/contracts/${created.id}`),
    );

    const exportedToast = toastShown(page, 'Contrat exporté en PDF');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter PDF' }).click();
    expect((await saved).status()).toBe(200);
    const file = await download;
    // Named after the contract's parties and month by the server's Content-Disposition.
    expect(file.suggestedFilename()).toMatch(/^Contrat_MaisonLumiere_LeaDubois_\d{4}-\d{2}\.pdf$/);
    const bytes = await (await file.createReadStream()).toArray();
    expect(isPdf(Buffer.concat(bytes))).toBe(true);
    // The export stays in the editor.
    await expect(page).toHaveURL(/\/create-contract-v2\?id=/);
    await exportedToast;
    expect(await api.get(created.id)).toMatchObject({ title, status: 'exported' });
  });
});
