import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * A client feature never imports another feature's internals: biome.json holds one
 * noRestrictedImports zone per folder of src/client/features. This keeps a new feature folder
 * from escaping the rule because nobody added its zone.
 */
type Override = { includes: string[]; linter?: unknown };

const biome = JSON.parse(readFileSync(new URL('../biome.json', import.meta.url), 'utf8')) as { overrides: Override[] };
const features = readdirSync(new URL('../src/client/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function zoneOf(feature: string): string | undefined {
  const override = biome.overrides.find((o) => o.includes.includes(`src/client/features/${feature}/**`));
  return override ? JSON.stringify(override.linter) : undefined;
}

describe('feature import zones', () => {
  it.each(features)('forbids the feature %s from importing any other feature', (feature) => {
    const zone = zoneOf(feature);
    expect(zone).toBeDefined();
    expect(zone).toContain('"#client/features/**"');
    expect(zone).toContain(`"!#client/features/${feature}/**"`);
  });

  it('forbids the shared client folders from importing any feature', () => {
    const shared = biome.overrides.find((o) => o.includes.includes('src/client/components/**'));
    expect(JSON.stringify(shared?.linter)).toContain('"#client/features/**"');
    for (const folder of ['api', 'lib', 'app']) expect(shared?.includes).toContain(`src/client/${folder}/**`);
  });
});
