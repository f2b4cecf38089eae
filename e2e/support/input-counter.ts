import type { Locator } from '@playwright/test';

/**
 * Counts what a user does in the editor: every fill, select, check or pick is one input;
 * moving between steps or sections is navigation, counted apart.
 */
export class InputCounter {
  inputs = 0;
  navigation = 0;

  async fill(field: Locator, value: string): Promise<void> {
    this.inputs += 1;
    await field.fill(value);
  }

  async select(field: Locator, value: string): Promise<void> {
    this.inputs += 1;
    await field.selectOption(value);
  }

  async check(field: Locator): Promise<void> {
    this.inputs += 1;
    await field.check();
  }

  /** A button that enters something: « Ajouter une publication », a person picked from a list. */
  async pick(button: Locator): Promise<void> {
    this.inputs += 1;
    await button.click();
  }

  async navigate(target: Locator): Promise<void> {
    this.navigation += 1;
    await target.click();
  }
}
