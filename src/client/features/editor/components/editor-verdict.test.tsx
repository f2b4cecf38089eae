// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { editorModeKey } from '#client/features/editor/guided/use-guided-mode.ts';
import { fieldId } from '#client/features/editor/lib/editor-values.ts';
import { sessionStore } from '#client/lib/session-store.ts';
import { renderNewContract } from '#client/testing/render-new-contract.tsx';
import { testUser } from '#client/testing/render-screen.tsx';

/**
 * The law's verdict follows the form's values into the checklist and the export button, though
 * it is computed apart from the screen: a new paid partnership with neither an amount nor the
 * brand's declaration has two blocking points, and exports a draft until both are given.
 */

const field = (path: string) => document.getElementById(fieldId(path)) as HTMLInputElement;
const exportButton = () => screen.getByRole('button', { name: /^Exporter/ });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(editorModeKey(testUser.id), 'expert');
});
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('the law’s verdict in the editor', () => {
  it('counts the blocking points as the fields are filled and exports the contract once none is left', async () => {
    renderNewContract({ details: null });
    expect(await screen.findByText('Il manque 2 informations')).toBeTruthy();
    expect(exportButton().textContent).toMatch(/^Exporter un projet PDF/);

    fireEvent.click(screen.getByRole('button', { name: /^Rémunération/ }));
    fireEvent.change(field('compensation.paymentAmount'), { target: { value: '500' } });
    expect(await screen.findByText('Il manque 1 information')).toBeTruthy();
    expect(exportButton().textContent).toMatch(/^Exporter un projet PDF/);

    fireEvent.click(screen.getByRole('button', { name: /^Transparence/ }));
    fireEvent.click(field('declarations.forbiddenPromotionExcluded'));
    await waitFor(() => expect(screen.queryByText(/^Il manque/)).toBeNull());
    expect(exportButton().textContent).toBe('Exporter PDF');
  });
});
