import { addDays } from '#shared/contract/dates.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft, ContractType } from '#shared/contract/schema.ts';
import { expect, test, uniqueTitle } from './support/contracts-account.ts';
import { expectPreviewLaidOut, fieldLocator, screenshotFirstSheet, settledPageCount } from './support/editor.ts';
import { countPdfPages } from './support/pdf.ts';

const TYPES: ContractType[] = ['PAID', 'UGC', 'GIFT'];

/** A contract of ten pages or more: every list near its limit, long clauses. */
function longContract(type: ContractType): ContractDraft {
  const contract = createSampleContract(type);
  contract.title = uniqueTitle(`Contrat long ${type}`);
  const sentence =
    'Le Créateur s’engage à réaliser ce contenu avec soin, dans le respect de la charte éditoriale transmise par la Marque, à le soumettre à validation dans les délais convenus et à conserver les fichiers sources pendant toute la durée du Contrat';
  contract.deliverables.influencerDuties = Array.from(
    { length: 40 },
    (_, index) => `Obligation n° ${index + 1}. ${sentence}, y compris les déclinaisons « ${index + 1} » prévues.`,
  );
  contract.deliverables.publications = Array.from({ length: 30 }, (_, index) => ({
    platform: ['Instagram', 'TikTok', 'YouTube'][index % 3] ?? 'Instagram',
    format: ['Reel', 'Story', 'Vidéo longue'][index % 3] ?? 'Reel',
    quantity: 1 + (index % 4),
    date: addDays('2026-02-02', index + 1),
    dateEnd: '',
  }));
  contract.compensation.additionalObligations = `${sentence}. `.repeat(6);
  contract.clauses.termination.effects = `${sentence}. `.repeat(4);
  return contract;
}

async function expectPreviewPagesToMatchPdf(
  account: {
    page: import('@playwright/test').Page;
    api: ReturnType<typeof import('./support/contracts-account.ts').contractsApi>;
  },
  draft: ContractDraft,
) {
  const { page, api } = account;
  const contract = await api.create(draft);
  await page.goto(`/create-contract-v2?id=${contract.id}`);
  // A 16-page contract's editor opens in seconds, but can take longer than the usual wait on a
  // machine running another suite beside this one.
  await expect(fieldLocator(page, 'title')).toHaveValue(draft.title, { timeout: 90_000 });
  const previewPages = await settledPageCount(page);
  const pdfPages = countPdfPages(await api.download(await api.export(contract.id)));
  console.log(`${draft.type} « ${draft.title} » : aperçu ${previewPages} pages, PDF ${pdfPages} pages`);
  expect(previewPages).toBe(pdfPages);
  return pdfPages;
}

test.describe('the templates in the live preview', () => {
  test('the preview has as many pages as the PDF for the complete contract of each type', async ({ account }) => {
    for (const type of TYPES) {
      // Complete, so the PDF is the contract and not a draft with its list of what is missing.
      const draft = createSampleContract(type);
      await expectPreviewPagesToMatchPdf(account, { ...draft, title: uniqueTitle(draft.title) });
    }
  });

  test('the preview has as many pages as the PDF for long contracts', async ({ account }) => {
    test.setTimeout(360_000);
    for (const type of TYPES) {
      const pages = await expectPreviewPagesToMatchPdf(account, longContract(type));
      expect(pages).toBeGreaterThanOrEqual(10);
    }
  });

  test('screenshots of each template’s first page', async ({ sharedAccount }) => {
    const { page, api } = sharedAccount;
    // Wide enough for the sheets to show at their real size.
    await page.setViewportSize({ width: 2100, height: 1400 });
    for (const type of TYPES) {
      const contract = await api.create({ ...createSampleContract(type), title: uniqueTitle('Modèle') });
      await page.goto(`/create-contract-v2?id=${contract.id}`);
      await settledPageCount(page);
      await screenshotFirstSheet(page, `e2e/screenshots/template-${type.toLowerCase()}-page-1.png`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('screenshots of the editor at 1280 px and 390 px, with the mobile preview and action bar', async ({
    sharedAccount,
  }) => {
    const { page, api } = sharedAccount;
    const contract = await api.create({ ...createSampleContract('PAID'), title: uniqueTitle('Collection été') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/create-contract-v2?id=${contract.id}`);
    await settledPageCount(page);
    await page.screenshot({ path: 'e2e/screenshots/editor-1280.png' });

    await page.setViewportSize({ width: 390, height: 844 });
    const bar = page.getByRole('navigation', { name: 'Actions du contrat' });
    await expect(bar.getByRole('button', { name: 'Sauvegarder' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Exporter PDF' })).toBeVisible();
    await expect(page.getByTestId('paged-preview')).toHaveCount(0);
    await page.screenshot({ path: 'e2e/screenshots/editor-390.png' });

    // The preview opens from the bar (no floating button over the form), and closes from its
    // header, which stays on screen while the pages scroll.
    await bar.getByRole('button', { name: 'Aperçu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Aperçu du contrat' });
    await expectPreviewLaidOut(sheet.getByTestId('paged-preview'));
    await settledPageCount(page);
    await page.screenshot({ path: 'e2e/screenshots/editor-390-preview.png' });
    await sheet.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(sheet.getByRole('button', { name: 'Plein écran' })).toBeInViewport();
    await sheet.getByRole('button', { name: 'Fermer' }).click();
    await expect(sheet).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('the type picker offers the three types of the catalogue', async ({ sharedAccount }) => {
    const { page } = sharedAccount;
    await page.goto('/create-contract');
    const cards = page.locator('[data-contract-type]');
    await expect(cards).toHaveCount(3);
    await expect(page.locator('[data-contract-type="PAID"]')).toContainText('Plus populaire');
    await expect(page.locator('[data-contract-type="UGC"]')).not.toContainText('Plus populaire');
    await page.screenshot({ path: 'e2e/screenshots/picker-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'e2e/screenshots/picker-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
