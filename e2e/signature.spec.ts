import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { visitorHeaders } from './support/contexts.ts';
import { appURL, expect, test, uniqueEmail, uniqueTitle } from './support/contracts-account.ts';
import { chooseContractAction, contractActions, contractEntry } from './support/contracts-list.ts';
import { isPdf } from './support/pdf.ts';

/** The last signature builds, stamps and seals the final PDF before it answers: seconds, more under load. */
const LAST_SIGNATURE_WAIT = 90_000;

/** Electronic signature: the owner sends, both parties sign on a phone, the sealed PDF comes back. */

const SHOTS = '/tmp/signature-shots';

type DevMail = { subject: string; text: string; purpose: string };

async function mailTo(page: Page, email: string, purpose: string): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`${appURL}/api/dev/mails`, { params: { to: email } });
        found = ((await response.json()) as DevMail[]).find((m) => m.purpose === purpose);
        return Boolean(found);
      },
      { message: `Aucun e-mail « ${purpose} » pour ${email}`, timeout: 60_000 },
    )
    .toBe(true);
  return found!;
}

async function signerPage(browser: Browser, width: number) {
  const context = await browser.newContext({
    extraHTTPHeaders: visitorHeaders(),
    viewport: { width, height: width < 500 ? 844 : 900 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    hasTouch: width < 500,
    isMobile: width < 500,
  });
  return { context, page: await context.newPage() };
}

async function drawSignature(page: Page) {
  const pad = page.getByTestId('signature-pad');
  // Mouse coordinates are the viewport's: the pad must be on screen.
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (const [x, y] of [
    [0.2, 0.3],
    [0.35, 0.75],
    [0.5, 0.25],
    [0.65, 0.7],
    [0.85, 0.35],
  ] as const) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 6 });
  }
  await page.mouse.up();
}

async function signFromMail(browser: Browser, owner: Page, email: string, how: 'drawn' | 'typed', shot?: string) {
  const invitation = await mailTo(owner, email, 'signature-invitation');
  const link = /https?:\/\/\S+\/signer\/[A-Za-z0-9_-]+/.exec(invitation.text)![0];
  const path = new URL(link).pathname;
  const { context, page } = await signerPage(browser, 390);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Télécharger le PDF' })).toBeVisible();
  // The whole PDF, page after page, drawn at the phone's width.
  const pages = page.getByTestId('pdf-pages').getByRole('img');
  await expect(pages.first()).toHaveAccessibleName(/^Page 1 sur \d+$/);
  const total = Number(/sur (\d+)/.exec((await pages.first().getAttribute('aria-label')) ?? '')![1]);
  expect(total).toBeGreaterThan(3);
  await expect(pages).toHaveCount(total);
  expect((await pages.first().boundingBox())!.width).toBeGreaterThan(300);
  await page.getByRole('button', { name: 'Recevoir mon code par e-mail' }).click();
  const code = /^(\d{6}) /.exec((await mailTo(owner, email, 'signature-code')).subject)![1]!;
  await page.getByLabel('Code reçu par e-mail').fill('000000' === code ? '111111' : '000000');
  await page.getByRole('button', { name: 'Valider le code' }).click();
  await expect(page.getByText(/Code incorrect : il vous reste 4 essais/)).toBeVisible();
  await page.getByLabel('Code reçu par e-mail').fill(code);
  await page.getByRole('button', { name: 'Valider le code' }).click();
  await expect(page.getByLabel('Votre nom complet')).toBeVisible();
  if (how === 'drawn') await drawSignature(page);
  else await page.getByRole('radio', { name: 'La saisir' }).click();
  if (shot) await page.screenshot({ path: `${SHOTS}/${shot}-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Signer le contrat' }).click();
  await expect(page.getByText('Cochez « Lu et approuvé » pour signer.')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Signer le contrat' }).click();
  // The last signature builds, stamps and seals the final PDF before it answers.
  await expect(page.getByRole('heading', { name: 'Vous avez signé ce contrat' })).toBeVisible({
    timeout: LAST_SIGNATURE_WAIT,
  });
  if (shot) await page.screenshot({ path: `${SHOTS}/${shot}-signed-390.png`, fullPage: true });
  return { context, page, path };
}

test('the owner signs in the app, the brand signs on a phone, both download the sealed PDF', async ({
  account,
  browser,
}) => {
  test.setTimeout(360_000);
  mkdirSync(SHOTS, { recursive: true });
  const { page, api, user } = account;
  const sample = createSampleContract('PAID');
  const brandEmail = uniqueEmail('marque');
  // The owner is the creator named by the contract: she signs in Paraphe, without a mail to herself.
  const contract = await api.create({
    ...sample,
    title: uniqueTitle('Signature'),
    parties: {
      ...sample.parties,
      creator: { ...sample.parties.creator, signatory: { ...sample.parties.creator.signatory, email: brandEmail } },
      influencer: { ...sample.parties.influencer, email: user.email },
    },
  });
  await api.export(contract.id);

  await page.goto('/contracts');
  const card = contractEntry(page, contract.title);
  await chooseContractAction(page, contract.title, 'Envoyer pour signature');
  const dialog = page.getByRole('dialog', { name: 'Envoyer pour signature' });
  // The signatories are the contract's, read-only.
  const signatories = dialog.getByRole('listitem');
  await expect(signatories).toHaveCount(2);
  await expect(signatories.nth(0)).toContainText('Claire Martin');
  await expect(signatories.nth(0)).toContainText(brandEmail);
  await expect(signatories.nth(1)).toContainText(user.email);
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/owner-send-dialog-1280.png` });
  await dialog.getByRole('button', { name: 'Envoyer' }).click();

  // Straight to her own signing page.
  await expect(page).toHaveURL(/\/signer\/[A-Za-z0-9_-]+$/);
  await expect(page.getByTestId('pdf-pages').getByRole('img').first()).toBeVisible();
  await page.getByRole('button', { name: 'Recevoir mon code par e-mail' }).click();
  const ownerCode = /^(\d{6}) /.exec((await mailTo(page, user.email, 'signature-code')).subject)![1]!;
  await page.getByLabel('Code reçu par e-mail').fill(ownerCode);
  await page.getByRole('button', { name: 'Valider le code' }).click();
  await expect(page.getByLabel('Votre nom complet')).toBeVisible();
  await drawSignature(page);
  await page.getByRole('checkbox').check();
  await page.screenshot({ path: `${SHOTS}/owner-signing-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Signer le contrat' }).click();
  await expect(page.getByRole('heading', { name: 'Vous avez signé ce contrat' })).toBeVisible({
    timeout: LAST_SIGNATURE_WAIT,
  });
  // She was never sent an invitation: she signed where she was.
  const ownerMails = (await (
    await page.request.get(`${appURL}/api/dev/mails`, { params: { to: user.email } })
  ).json()) as DevMail[];
  expect(ownerMails.filter((mail) => mail.purpose === 'signature-invitation')).toHaveLength(0);

  // The signing page on a desktop screen, before the brand signs.
  const desktop = await signerPage(browser, 1280);
  const invitation = await mailTo(page, brandEmail, 'signature-invitation');
  await desktop.page.goto(new URL(/https?:\/\/\S+\/signer\/[A-Za-z0-9_-]+/.exec(invitation.text)![0]).pathname);
  await expect(desktop.page.getByRole('button', { name: 'Recevoir mon code par e-mail' })).toBeVisible();
  await expect(desktop.page.getByTestId('pdf-pages').getByRole('img').first()).toBeVisible();
  await desktop.page.screenshot({ path: `${SHOTS}/signing-page-1280.png`, fullPage: true });
  await desktop.context.close();

  // The brand signs on a phone, the last signature seals the PDF, and she downloads it there.
  const brand = await signFromMail(browser, page, brandEmail, 'typed', 'signing-page');
  const brandDownload = brand.page.waitForEvent('download');
  await brand.page.getByRole('link', { name: 'Télécharger le contrat signé et son certificat' }).click();
  const brandPdf = readFileSync(await (await brandDownload).path());
  expect(isPdf(brandPdf)).toBe(true);
  await brand.context.close();
  const brandPath = brand.path;

  await page.goto('/contracts');
  await expect(card.getByText('Signé', { exact: true })).toBeVisible();
  await chooseContractAction(page, contract.title, 'Suivi de signature');
  const progress = page.getByRole('dialog', { name: 'Suivi de la signature' });
  await expect(progress.getByTestId('signature-request-state')).toHaveText('Signé par toutes les parties');
  await page.screenshot({ path: `${SHOTS}/owner-progress-1280.png` });
  const download = page.waitForEvent('download');
  await progress.getByRole('button', { name: 'Télécharger le PDF signé' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Contrat-signe-${contract.id}.pdf`);
  const pdfPath = await file.path();
  const pdf = readFileSync(pdfPath);
  expect(isPdf(pdf)).toBe(true);
  // Both parties hold the same sealed document.
  expect(brandPdf.equals(pdf)).toBe(true);

  const report = execFileSync('pdfsig', [pdfPath], { encoding: 'utf8' });
  expect(report).toContain('Signature is Valid');
  expect(report).toContain('Total document signed');
  const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' }))![1]);
  // The certificate closes the document: its pages name both signers and how each was authenticated.
  const text = execFileSync('pdftotext', ['-raw', pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  const certificate = text.slice(text.lastIndexOf('Certificat de signature électronique'));
  expect(certificate).toContain(brandEmail);
  expect(certificate).toContain(user.email);
  expect(certificate).toContain('Session ouverte sur le compte Paraphe de l’expéditeur');
  expect(certificate).toContain('Lien personnel envoyé à l’adresse e-mail désignée par le contrat');
  // What each browser measured of the reading: the pages that were on screen, of how many.
  const annexPages = Number(/certificat de signature \(dossier de preuve\), page 1 \/ (\d+)/.exec(text)![1]);
  const viewed = [...certificate.matchAll(/pages du document affichées à l’écran : (\d+) sur (\d+)/g)];
  expect(viewed).toHaveLength(2);
  for (const [, seen, total] of viewed) {
    expect(Number(total)).toBe(pages - annexPages);
    expect(Number(seen)).toBeGreaterThanOrEqual(1);
  }
  execFileSync('pdftoppm', [
    '-f',
    String(pages - 1),
    '-l',
    String(pages),
    '-r',
    '80',
    '-png',
    pdfPath,
    `${SHOTS}/final`,
  ]);

  // The owner's side on a phone: the card, its menu and the progress panel fit 390 px.
  await page.keyboard.press('Escape');
  await expect(progress).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/owner-list-390.png`, fullPage: true });
  await chooseContractAction(page, contract.title, 'Suivi de signature');
  await expect(progress.getByRole('button', { name: 'Télécharger le PDF signé' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/owner-progress-390.png` });

  // The link of a signer who signed no longer signs anything.
  const replay = await page.request.post(`${appURL}/api/sign/${brandPath.split('/').pop()}/sign`, {
    data: { fullName: 'Claire Martin', consent: true, signature: { kind: 'typed' } },
  });
  expect(replay.status()).toBe(409);
});

test('a signer declines with a reason on a phone: the request closes and the contract is editable again', async ({
  account,
  browser,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const { page, api } = account;
  const sample = createSampleContract('GIFT');
  const brandEmail = uniqueEmail('marque');
  const contract = await api.create({
    ...sample,
    title: uniqueTitle('Refus'),
    parties: {
      ...sample.parties,
      creator: { ...sample.parties.creator, signatory: { ...sample.parties.creator.signatory, email: brandEmail } },
      influencer: { ...sample.parties.influencer, email: uniqueEmail('createur') },
    },
  });
  await api.export(contract.id);
  await page.goto('/contracts');
  const card = contractEntry(page, contract.title);
  await chooseContractAction(page, contract.title, 'Envoyer pour signature');
  const dialog = page.getByRole('dialog', { name: 'Envoyer pour signature' });
  await dialog.getByRole('radio', { name: /la marque d’abord/ }).click();
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(card.getByText('Envoyé', { exact: true })).toBeVisible();

  const invitation = await mailTo(page, brandEmail, 'signature-invitation');
  const { context, page: phone } = await signerPage(browser, 390);
  await phone.goto(new URL(/https?:\/\/\S+\/signer\/[A-Za-z0-9_-]+/.exec(invitation.text)![0]).pathname);
  await phone.getByRole('button', { name: 'Refuser de signer' }).click();
  const refuse = phone.getByRole('dialog', { name: 'Refuser de signer ?' });
  await refuse.getByRole('button', { name: 'Confirmer le refus' }).click();
  await expect(refuse.getByText('Indiquez la raison du refus.')).toBeVisible();
  await refuse.getByLabel('Raison du refus').fill('La date de publication ne nous convient pas.');
  await phone.screenshot({ path: `${SHOTS}/decline-dialog-390.png` });
  await refuse.getByRole('button', { name: 'Confirmer le refus' }).click();
  await expect(phone.getByRole('heading', { name: 'La signature a été refusée' })).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/declined-390.png`, fullPage: true });
  await context.close();

  await page.reload();
  await expect(card.getByText('Exporté', { exact: true })).toBeVisible();
  expect(await contractActions(page, contract.title)).toContain('Modifier');
});
