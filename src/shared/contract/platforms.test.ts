import { describe, expect, it } from 'vitest';
import { formatsFor, platformFormats, platforms } from '#shared/contract/platforms.ts';

describe('the platforms and their formats', () => {
  it('lists the platforms creators publish on, each with formats of its own', () => {
    for (const name of ['Instagram', 'TikTok', 'YouTube', 'Snapchat', 'Twitch', 'Pinterest', 'LinkedIn', 'Facebook']) {
      expect(platforms).toContain(name);
    }
    expect(formatsFor('Instagram')).toEqual(['Publication', 'Carrousel', 'Reel', 'Story', 'Live']);
    expect(formatsFor('YouTube')).toContain('Short');
    expect(formatsFor('TikTok')).not.toContain('Short');
  });

  it('offers every known format, once each, for a platform outside the list', () => {
    const all = formatsFor('Mastodon');
    expect(new Set(all).size).toBe(all.length);
    for (const formats of Object.values(platformFormats)) {
      for (const format of formats) expect(all).toContain(format);
    }
  });
});
