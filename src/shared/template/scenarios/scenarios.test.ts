import { describe, expect, it } from 'vitest';
import { renderContractHtml } from '#shared/template/render.ts';
import { contractText } from '#shared/template/scenarios/contract-text.ts';
import { SCENARIOS } from '#shared/template/scenarios/scenarios.ts';
import { templates } from '#shared/template/template-sources.fixture.ts';

/**
 * The rendered text of each scenario is committed beside it; any change of wording fails here
 * until the text is regenerated with `npx vitest run --project unit src/shared/template/scenarios
 * --update` and the diff reviewed.
 */
describe.each(Object.entries(SCENARIOS))('scenario %s', (name, build) => {
  const contract = build();
  const text = contractText(renderContractHtml(contract, templates[contract.type]));
  it('renders the committed text', async () => {
    await expect(text).toMatchFileSnapshot(`./${name}.txt`);
  });

  it('leaves no mustache tag, no approximate term and no numeric date in running text', () => {
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(text).not.toMatch(/\benviron\b/);
    const running = text.split('\n').filter((line) => !line.includes(' | '));
    expect(running.join('\n')).not.toMatch(/\b\d{2}\/\d{2}\/\d{4}\b/);
  });

  it('cites articles by number and title, never by title alone', () => {
    expect(text).not.toMatch(/l’article «/);
    expect(text).not.toMatch(/l’article \d+ \(\)/);
  });
});
