import type { Locator, Page } from '@playwright/test';

/**
 * The contracts list (/contracts): a table from 1024 px, cards below. Both mark each contract
 * with `data-contract-id` and link its title to the editor; its actions are in one « … » menu.
 */

/** Every row (wide screen) or card (phone) of the list, in the order shown. */
export function contractEntries(page: Page): Locator {
  return page.locator('[data-contract-id]');
}

/** The row or the card of the contract titled so. */
export function contractEntry(page: Page, title: string): Locator {
  return contractEntries(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/** The titles in the order shown (each entry has one link: its title). */
export function listedTitles(page: Page): Promise<string[]> {
  return contractEntries(page).getByRole('link').allInnerTexts();
}

export function contractMenuButton(page: Page, title: string): Locator {
  return page.getByRole('button', { name: `Actions du contrat « ${title} »`, exact: true });
}

/** Opens the « … » menu of the contract titled so, and returns the menu. */
export async function openContractMenu(page: Page, title: string): Promise<Locator> {
  await contractMenuButton(page, title).click();
  const menu = page.getByRole('menu', { name: `Actions du contrat « ${title} »`, exact: true });
  await menu.waitFor();
  return menu;
}

/** Chooses one labelled action (« Dupliquer », « Supprimer »…) in the contract's menu. */
export async function chooseContractAction(page: Page, title: string, action: string): Promise<void> {
  const menu = await openContractMenu(page, title);
  await menu.getByRole('menuitem', { name: action, exact: true }).click();
}

/** The names of the actions the contract's menu offers; the menu is closed again. */
export async function contractActions(page: Page, title: string): Promise<string[]> {
  const menu = await openContractMenu(page, title);
  const names = await menu.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return names.map((name) => name.trim());
}
