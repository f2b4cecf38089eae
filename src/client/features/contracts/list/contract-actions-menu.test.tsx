// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContractSummary } from '#shared/api/contracts.ts';
import { ContractActionsMenu } from '#client/features/contracts/list/contract-actions-menu.tsx';
import type { ContractListActions } from '#client/features/contracts/list/contract-list-actions.ts';
import { contractFixture, contractPage, renderScreen } from '#client/testing/render-screen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const actions: ContractListActions = {
  onExport: vi.fn(),
  onDuplicate: vi.fn(),
  onSignature: vi.fn(),
  onMarkSigned: vi.fn(),
  onDelete: vi.fn(),
  onArchive: vi.fn(),
  archivingId: null,
  exportingId: null,
  duplicatingId: null,
};

function summaryOf(status: ContractSummary['status']): ContractSummary {
  return contractPage([contractFixture({ title: 'Campagne printemps', status })]).items[0]!;
}

async function openMenu(contract: ContractSummary) {
  renderScreen(<ContractActionsMenu contract={contract} actions={actions} />, { path: '/contracts' });
  fireEvent.keyDown(screen.getByRole('button', { name: 'Actions du contrat « Campagne printemps »' }), { key: ' ' });
  return screen.findByRole('menu', { name: 'Actions du contrat « Campagne printemps »' });
}

// contracts-table.test.tsx lists which statuses offer it; here, where it leads.
describe('the « Suivi du contrat » action of the list', () => {
  it('opens the tracker of a signed contract', async () => {
    const signed = summaryOf('signed');
    const menu = await openMenu(signed);
    expect(within(menu).getByRole('menuitem', { name: 'Suivi du contrat' }).getAttribute('href')).toBe(
      `/contracts/${signed.id}/suivi`,
    );
  });
});
