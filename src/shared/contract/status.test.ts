import { describe, expect, it } from 'vitest';
import {
  canEditContract,
  contractStatusLabels,
  contractTypeBadges,
  contractTypeLabels,
  lawLabels,
  statusAfterExport,
  statusAfterSave,
  templateNameOf,
} from '#shared/contract/status.ts';

describe('contract statuses', () => {
  it('labels statuses, types and laws in French', () => {
    expect(contractStatusLabels).toEqual({ draft: 'Brouillon', exported: 'Exporté', sent: 'Envoyé', signed: 'Signé' });
    expect(contractTypeLabels).toEqual({ PAID: 'Partenariat rémunéré', UGC: 'UGC', GIFT: 'Collaboration cadeau' });
    expect(contractTypeBadges).toEqual({ PAID: 'Rémunéré', UGC: 'UGC', GIFT: 'Cadeau' });
    expect(lawLabels).toEqual({ FR: 'Français', OTHER: 'Autre système juridique (à nommer)' });
  });

  it('lets drafts and exported contracts be edited, not sent or signed ones', () => {
    expect(canEditContract('draft')).toBe(true);
    expect(canEditContract('exported')).toBe(true);
    expect(canEditContract('sent')).toBe(false);
    expect(canEditContract('signed')).toBe(false);
  });

  it('moves an exported contract back to draft when it is saved', () => {
    expect(statusAfterSave('exported')).toBe('draft');
    expect(statusAfterSave('draft')).toBe('draft');
  });

  it('moves a draft to exported on export and leaves later statuses alone', () => {
    expect(statusAfterExport('draft')).toBe('exported');
    expect(statusAfterExport('exported')).toBe('exported');
    expect(statusAfterExport('signed')).toBe('signed');
  });

  it('names the template after the type in lowercase', () => {
    expect(templateNameOf('GIFT')).toBe('gift');
  });
});
