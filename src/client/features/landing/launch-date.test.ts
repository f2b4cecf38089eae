import { describe, expect, it } from 'vitest';
import { launchAnnouncement } from '#client/features/landing/launch-date.ts';

describe('launchAnnouncement', () => {
  const today = new Date(2026, 10, 24);

  it('announces a launch day ahead in French, whatever the time zone', () => {
    expect(launchAnnouncement('2027-01-15', today)).toBe('Lancement prévu le 15 janvier 2027');
  });

  it('writes the first of the month as French does', () => {
    expect(launchAnnouncement('2027-03-01', today)).toBe('Lancement prévu le 1er mars 2027');
  });

  it('still announces it on the day itself, and says nothing once it has passed', () => {
    expect(launchAnnouncement('2026-11-24', today)).toBe('Lancement prévu le 24 novembre 2026');
    expect(launchAnnouncement('2026-01-15', today)).toBeNull();
  });

  it('says nothing of a value that is not a day', () => {
    expect(launchAnnouncement('janvier', today)).toBeNull();
  });
});
