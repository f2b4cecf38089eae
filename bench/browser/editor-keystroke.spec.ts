import type { ContractType } from '#shared/contract/schema.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { expect, test, uniqueTitle } from '../../e2e/support/contracts-account.ts';
import { fieldLocator, settledPageCount } from '../../e2e/support/editor.ts';

/**
 * Keystroke to updated preview, from the editor's own performance marks: `preview:input` on
 * the input event, `preview:painted` after the frame that shows the new pages. One key at a
 * time, each waiting for its measure, 50 per type, on a completed contract. Prints the
 * figures; the machine's speed is not something to assert.
 */

const KEYSTROKES = 50;
const TYPES: ContractType[] = ['PAID', 'UGC', 'GIFT'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
}

test('keystroke to updated preview, median of 50 keystrokes per type', async ({ sharedAccount }) => {
  test.setTimeout(180_000);
  const { page, api } = sharedAccount;
  const lines: string[] = [];
  for (const type of TYPES) {
    const contract = await api.create({ ...createSampleContract(type), title: uniqueTitle('Mesure') });
    await page.goto(`/create-contract-v2?id=${contract.id}`);
    const pages = await settledPageCount(page);
    const field = fieldLocator(page, 'deliverables.partnershipObject');
    await field.click();
    await page.keyboard.press('End');
    await page.evaluate(() => performance.clearMeasures('preview'));

    const text = 'et de sa collection automne-hiver 2026 en édition limitée';
    for (let index = 0; index < KEYSTROKES; index += 1) {
      await page.keyboard.type(text[index % text.length] ?? 'a');
      await page.waitForFunction(
        (count) => performance.getEntriesByName('preview', 'measure').length >= count,
        index + 1,
      );
    }
    const durations = await page.evaluate(() =>
      performance.getEntriesByName('preview', 'measure').map((entry) => entry.duration),
    );
    expect(durations).toHaveLength(KEYSTROKES);
    const sorted = [...durations].sort((a, b) => a - b);
    lines.push(
      `${type} (${pages} pages) : médiane ${percentile(sorted, 0.5).toFixed(1)} ms, p90 ${percentile(sorted, 0.9).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms sur ${KEYSTROKES} frappes`,
    );
  }
  console.log(`\nFrappe → aperçu à jour (Chromium, marques de performance)\n${lines.join('\n')}\n`);
});
