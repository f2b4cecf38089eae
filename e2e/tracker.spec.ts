import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Browser, Download, Page } from '@playwright/test';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractType } from '#shared/contract/schema.ts';
import { visitorHeaders } from './support/contexts.ts';
import { type Account, expect, test, uniqueEmail, uniqueTitle } from './support/contracts-account.ts';
import { isPdf } from './support/pdf.ts';
import { signByLink } from './support/sign-by-link.ts';

/**
 * After the signature: the creator records a publication with its screenshot on a phone, the
 * brand approves it through its signing link, the late payment gets its reminder and its
 * formal notice, and the creator's invoice comes out as a PDF.
 */

const SHOTS = '/tmp/tracker-shots';

/** A real 1×1 PNG: the server checks a screenshot by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function savedPdf(download: Promise<Download>, name: string): Promise<string> {
  const file = await download;
  const bytes = readFileSync(await file.path());
  expect(isPdf(bytes)).toBe(true);
  const path = `${SHOTS}/${name}.pdf`;
  writeFileSync(path, bytes);
  // Each page as a picture, to look at.
  execFileSync('pdftoppm', ['-png', '-r', '60', path, `${SHOTS}/${name}`]);
  return execFileSync('pdftotext', ['-raw', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

async function phone(browser: Browser) {
  const context = await browser.newContext({
    extraHTTPHeaders: visitorHeaders(),
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    hasTouch: true,
    isMobile: true,
    acceptDownloads: true,
  });
  return { context, page: await context.newPage() };
}

const card = (page: Page, title: string | RegExp) => page.getByRole('article', { name: title });

/**
 * A sample contract between two outside parties, exported, sent and signed by both through
 * their links (the owner signs nothing: they follow it as its author).
 */
async function signedByBothParties({ page, api }: Account, type: ContractType, label: string) {
  const sample = createSampleContract(type);
  const brandEmail = uniqueEmail('marque');
  const creatorEmail = uniqueEmail('createur');
  const contract = await api.create({
    ...sample,
    title: uniqueTitle(label),
    parties: {
      ...sample.parties,
      creator: { ...sample.parties.creator, email: brandEmail },
      influencer: { ...sample.parties.influencer, email: creatorEmail },
    },
  });
  await api.export(contract.id);
  await api.send(contract.id);
  await signByLink(page.request, creatorEmail, 'Léa Dubois');
  const brandPath = await signByLink(page.request, brandEmail, 'Claire Martin');
  return { contract, brandEmail, brandPath };
}

test('a signed contract is tracked by both parties: publication, approval, late payment, invoice', async ({
  account,
  browser,
}) => {
  test.setTimeout(420_000);
  mkdirSync(SHOTS, { recursive: true });
  const { page } = account;
  const { contract, brandEmail, brandPath } = await signedByBothParties(account, 'PAID', 'Suivi');

  // The creator, on her phone: the Reel is declared with its screenshot.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/contracts/${contract.id}/suivi`);
  await expect(page.getByRole('heading', { name: 'Suivi du contrat', level: 1 })).toBeVisible();
  const reel = card(page, 'Instagram · Reel de 30 à 60 secondes');
  await expect(reel).toContainText('En retard');
  await reel.getByRole('button', { name: 'Déclarer la publication' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Adresse de la publication').fill('https://www.instagram.com/reel/C9xYz123/');
  await dialog.getByLabel('Date de publication').fill('2026-02-16');
  await dialog.getByTestId('screenshot-input').setInputFiles({ name: 'reel.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('list', { name: 'Captures choisies' }).getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Enregistrer la publication' }).click();
  // The mention is confirmed, or nothing is recorded.
  await expect(dialog.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('checkbox').check();
  await page.screenshot({ path: `${SHOTS}/record-publication-390.png` });
  await dialog.getByRole('button', { name: 'Enregistrer la publication' }).click();
  await expect(dialog).toBeHidden();
  await expect(reel).toContainText('Publiée');
  await expect(reel.getByRole('img', { name: /Capture 1/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/tracker-owner-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The brand, on its phone, through its signing link: it approves.
  const brand = await phone(browser);
  await brand.page.goto(brandPath);
  await expect(brand.page.getByRole('heading', { name: 'Suivi du contrat' })).toBeVisible();
  const brandReel = card(brand.page, 'Instagram · Reel de 30 à 60 secondes');
  await brandReel.getByRole('button', { name: 'Approuver' }).click();
  await expect(brandReel).toContainText('Approuvée par la Marque');
  await expect(brandReel.getByRole('button', { name: 'Approuver' })).toHaveCount(0);
  await brand.page.screenshot({ path: `${SHOTS}/tracker-brand-390.png`, fullPage: true });
  const dossier = await savedPdf(
    Promise.all([
      brand.page.waitForEvent('download'),
      brand.page.getByRole('button', { name: /Dossier de preuves/ }).click(),
    ]).then(([download]) => download),
    'dossier',
  );
  expect(dossier).toContain('https://www.instagram.com/reel/C9xYz123/');
  await brand.context.close();

  // The owner splits the payment 30 % / 70 %.
  await page.reload();
  await page.getByRole('button', { name: 'Modifier l’échéancier' }).click();
  const schedule = page.getByRole('dialog');
  await schedule.getByRole('button', { name: /Répartir 30/ }).click();
  await schedule.getByRole('button', { name: 'Enregistrer l’échéancier' }).click();
  await expect(schedule).toBeHidden();
  const deposit = card(page, /^Acompte/);
  const balance = card(page, /^Solde/);
  // Not invoiced yet: no payment term runs (C. com. L441-10 I), nothing is late.
  await expect(balance).toContainText('À facturer');

  // The balance was invoiced on 3 May with the creator's own tool: due 2 June, so late.
  await balance.getByRole('button', { name: 'Facture émise ailleurs' }).click();
  const external = page.getByRole('dialog');
  await external.getByLabel('Numéro de la facture').fill('LD-2026-007');
  await external.getByLabel('Date de la facture').fill('2026-05-03');
  await external.getByRole('button', { name: 'Enregistrer la facture' }).click();
  await expect(external).toBeHidden();
  await expect(balance).toContainText('En retard');
  await expect(balance).toContainText('40');
  await balance.getByRole('button', { name: 'Préparer la relance' }).click();
  const reminder = page.getByRole('dialog');
  await expect(reminder.getByLabel('Destinataire')).toHaveValue(brandEmail);
  await expect(reminder.getByLabel('Message')).toHaveValue(/LD-2026-007/);
  await page.screenshot({ path: `${SHOTS}/reminder-390.png` });
  await page.keyboard.press('Escape');
  const notice = await savedPdf(
    Promise.all([
      page.waitForEvent('download'),
      balance.getByRole('button', { name: 'Mise en demeure (PDF)' }).click(),
    ]).then(([download]) => download),
    'mise-en-demeure',
  );
  expect(notice).toMatch(/mise en demeure de payer/i);
  expect(notice).toContain('LD-2026-007');

  // The deposit is invoiced in Paraphe: the creator's VAT number is asked, then F-0001 comes out.
  await page.setViewportSize({ width: 1280, height: 900 });
  await deposit.getByRole('button', { name: 'Créer la facture' }).click();
  const invoiceDialog = page.getByRole('dialog');
  await invoiceDialog
    .getByLabel(/TVA intracommunautaire/)
    .first()
    .fill('FR12987654321');
  await invoiceDialog.getByRole('button', { name: 'Créer la facture' }).click();
  await expect(invoiceDialog).toBeHidden();
  // Invoiced today: its term runs from now.
  await expect(deposit).toContainText('À venir');
  const invoice = await savedPdf(
    Promise.all([
      page.waitForEvent('download'),
      deposit.getByRole('button', { name: 'Facture F-0001 (PDF)' }).click(),
    ]).then(([download]) => download),
    'facture',
  );
  expect(invoice).toContain('F-0001');
  expect(invoice).toContain('FR12987654321');
  expect(invoice).toContain('450,00');
  await page.screenshot({ path: `${SHOTS}/tracker-owner-1280.png`, fullPage: true });

  // The dashboard lists what is late first.
  await page.goto('/dashboard');
  const upcoming = page.getByRole('region', { name: 'À venir' });
  await expect(upcoming.getByText('En retard').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
});

test('a use past its term is renewed by an amendment, written in the editor, exported and sent', async ({
  account,
}) => {
  test.setTimeout(420_000);
  mkdirSync(SHOTS, { recursive: true });
  const { page, api } = account;
  const { contract } = await signedByBothParties(account, 'UGC', 'Cession');

  // The uses ran six months from 2 February 2026: expired, the owner renews the organic posts.
  await page.goto(`/contracts/${contract.id}/suivi`);
  const use = card(page, 'Publications organiques sur les comptes de réseaux sociaux de la Marque');
  await expect(use).toContainText('Droits expirés');
  await use.getByRole('button', { name: 'Renouveler par avenant' }).click();
  await expect(page).toHaveURL(/\/create-contract-v2\?id=[0-9a-f-]{36}$/);
  const amendmentId = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByText(/Avenant n° 1 au contrat/).first()).toBeVisible();
  await page.getByLabel('Prix du renouvellement (HT)').fill('600');
  await expect
    .poll(async () => (await api.get(amendmentId)).clauses.rightsAssignment.uses[0]?.price, { timeout: 30_000 })
    .toBe(600);
  await page.screenshot({ path: `${SHOTS}/amendment-editor-1280.png`, fullPage: true });

  // The usual export and signature.
  const pdf = await api.download(await api.export(amendmentId));
  const path = `${SHOTS}/avenant.pdf`;
  writeFileSync(path, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '60', path, `${SHOTS}/avenant`]);
  const text = execFileSync('pdftotext', ['-raw', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain('AVENANT N° 1 AU CONTRAT');
  expect(text).toContain('600,00');
  await api.send(amendmentId);
});
