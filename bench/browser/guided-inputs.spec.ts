import type { Page } from '@playwright/test';
import { expect, signUpAsCompanyCreator, test } from '../../e2e/support/accounts.ts';
import { fieldLocator } from '../../e2e/support/editor.ts';
import { InputCounter } from '../../e2e/support/input-counter.ts';

/**
 * Issue « A contract in two minutes »: the inputs and the time a scripted user needs to reach
 * a compliant paid partnership (no blocking finding), from a new contract prefilled from a
 * complete company-creator profile, through the guided mode and through the full form
 * (« Mode expert »), on a phone and on a laptop. Prints the figures; nothing timed is asserted.
 */

const BRAND = {
  name: 'Maison Lumen',
  address: '12 rue de la Paix, 75002 Paris',
  email: 'partenariats@maison-lumen.example',
};

async function openNewContract(page: Page, mode: 'Mode guidé' | 'Mode expert', counter: InputCounter) {
  await page.goto('/create-contract-v2?type=PAID');
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau contrat' })).toBeVisible();
  const button = page.getByRole('button', { name: mode });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await counter.navigate(button);
}

async function throughGuidedMode(page: Page, counter: InputCounter) {
  const next = page.getByRole('button', { name: 'Suivant' });
  await counter.fill(fieldLocator(page, 'parties.creator.name'), BRAND.name);
  await counter.fill(fieldLocator(page, 'parties.creator.address'), BRAND.address);
  await counter.fill(fieldLocator(page, 'parties.creator.email'), BRAND.email);
  await counter.navigate(next);
  await counter.fill(fieldLocator(page, 'deliverables.partnershipObject'), 'la promotion de la gamme de thés');
  await counter.pick(page.getByRole('button', { name: 'Ajouter une publication' }));
  await counter.select(fieldLocator(page, 'deliverables.publications.0.platform'), 'Instagram');
  await counter.select(fieldLocator(page, 'deliverables.publications.0.format'), 'Reel');
  await counter.check(fieldLocator(page, 'declarations.forbiddenPromotionExcluded'));
  await counter.navigate(next);
  await counter.fill(fieldLocator(page, 'compensation.paymentAmount'), '1500');
  await counter.check(fieldLocator(page, 'parties.influencer.taxResidenceConfirmed'));
  await counter.check(fieldLocator(page, 'parties.creator.taxResidenceConfirmed'));
  await counter.navigate(next);
  await counter.pick(page.getByRole('button', { name: 'Camille Durand' }));
  await counter.navigate(page.getByRole('button', { name: /^Étape 5 :/ }));
  await expect(page.getByText('Le contrat est conforme')).toBeVisible();
}

/** The same answers in the full form, a user who knows where each field is. */
async function throughFullForm(page: Page, counter: InputCounter) {
  await counter.fill(fieldLocator(page, 'parties.creator.name'), BRAND.name);
  await counter.check(fieldLocator(page, 'parties.creator.taxResidenceConfirmed'));
  await counter.fill(fieldLocator(page, 'parties.creator.address'), BRAND.address);
  await counter.fill(fieldLocator(page, 'parties.creator.email'), BRAND.email);
  await counter.check(fieldLocator(page, 'parties.influencer.taxResidenceConfirmed'));
  await counter.pick(page.getByRole('button', { name: 'Ajouter un intervenant' }));
  await counter.fill(fieldLocator(page, 'parties.intervenors.0.name'), 'Camille Durand');
  await counter.fill(fieldLocator(page, 'deliverables.partnershipObject'), 'la promotion de la gamme de thés');
  await counter.pick(page.getByRole('button', { name: 'Ajouter une publication' }));
  await counter.select(fieldLocator(page, 'deliverables.publications.0.platform'), 'Instagram');
  await counter.select(fieldLocator(page, 'deliverables.publications.0.format'), 'Reel');
  await counter.navigate(page.getByRole('button', { name: 'Rémunération', exact: true }));
  await counter.fill(fieldLocator(page, 'compensation.paymentAmount'), '1500');
  await counter.navigate(page.getByRole('button', { name: 'Transparence et déclarations' }));
  await counter.check(fieldLocator(page, 'declarations.forbiddenPromotionExcluded'));
  await expect(page.getByTestId('compliance-summary')).not.toHaveText(/Il manque/);
}

test('inputs and time to a compliant contract, guided mode beside the full form', async ({ page }) => {
  test.setTimeout(300_000);
  await signUpAsCompanyCreator(page, 'mesure');
  const lines: string[] = [];
  for (const viewport of [
    { name: '390 px', width: 390, height: 844 },
    { name: '1280 px', width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    for (const [mode, script] of [
      ['Mode guidé', throughGuidedMode],
      ['Mode expert', throughFullForm],
    ] as const) {
      const counter = new InputCounter();
      await openNewContract(page, mode, counter);
      const started = performance.now();
      await script(page, counter);
      const seconds = (performance.now() - started) / 1000;
      lines.push(
        `| ${mode} | ${viewport.name} | ${counter.inputs} | ${counter.navigation} | ${seconds.toFixed(1)} s |`,
      );
    }
  }
  console.log(
    `\nJusqu’à un contrat conforme (partenariat rémunéré, 1 500 € HT, profil de société complet)\n| Mode | Écran | Saisies | Navigation | Durée |\n|---|---|---|---|---|\n${lines.join('\n')}\n`,
  );
});
