import { mkdirSync } from 'node:fs';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { expect, test, uniqueTitle } from './support/contracts-account.ts';
import { expectPreviewToContain, fieldLocator } from './support/editor.ts';

/**
 * Loi n° 2023-451, art. 8 I: each publication names its platform, format, number and date. The
 * editor offers the platform and a format that fits it from lists, and a period (« entre le …
 * et le … ») instead of a date; the preview prints it and the autosave keeps it.
 */

const SHOTS = 'e2e/screenshots';

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function french(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

test('a publication is picked from the lists and given a period; the preview prints it and it is saved', async ({
  sharedAccount,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const { page, api } = sharedAccount;
  const contract = await api.create({ ...createSampleContract('PAID'), title: uniqueTitle('Publications') });
  const start = contract.deliverables.publications[0]!.date;
  const end = addDays(start, 3);
  await page.goto(`/create-contract-v2?id=${contract.id}`);

  const platform = fieldLocator(page, 'deliverables.publications.0.platform');
  await platform.selectOption('TikTok');
  const format = fieldLocator(page, 'deliverables.publications.0.format');
  await expect(format.locator('option')).toHaveText(['Choisir…', 'Vidéo', 'Story', 'Live', 'Autre…']);
  await format.selectOption('Vidéo');
  await page.getByRole('button', { name: 'Une période plutôt qu’une date' }).first().click();
  await fieldLocator(page, 'deliverables.publications.0.dateEnd').fill(end);
  await expectPreviewToContain(page, `entre le ${french(start)} et le ${french(end)}`);

  await expect(page.getByTestId('save-status').first()).toContainText('Enregistré');
  await expect
    .poll(async () => (await api.get(contract.id)).deliverables.publications[0])
    .toMatchObject({ platform: 'TikTok', format: 'Vidéo', date: start, dateEnd: end });

  const block = page.locator('li[data-list-item]').filter({ has: platform });
  await block.scrollIntoViewIfNeeded();
  await block.screenshot({ path: `${SHOTS}/publication-period-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await block.scrollIntoViewIfNeeded();
  await expect(fieldLocator(page, 'deliverables.publications.0.dateEnd')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/publication-period-mobile.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
});
