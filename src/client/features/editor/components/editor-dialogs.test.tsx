// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages.ts';
import { ConflictDialog, LeaveDialog } from '#client/features/editor/components/editor-dialogs.tsx';

/** The editor's two questions, on the shared confirmation dialog: each button calls its own handler only. */

afterEach(cleanup);

function leaveDialog(isSaving = false) {
  const handlers = { onSave: vi.fn(), onLeave: vi.fn(), onStay: vi.fn() };
  render(<LeaveDialog open isSaving={isSaving} {...handlers} />);
  return handlers;
}

describe('the leave dialog', () => {
  it('asks before leaving unsaved changes, with « Rester » focused', () => {
    leaveDialog();
    const dialog = screen.getByRole('alertdialog', { name: messages.unsavedChangesTitle });
    expect(dialog).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rester' }));
  });

  it('saves, leaves or stays, each by its own button', () => {
    const handlers = leaveDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(handlers.onSave).toHaveBeenCalledTimes(1);
    expect(handlers.onStay).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Quitter' }));
    expect(handlers.onLeave).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Rester' }));
    expect(handlers.onStay).toHaveBeenCalledTimes(1);
  });

  it('while saving, keeps « Quitter » off but lets the user stay', () => {
    const handlers = leaveDialog(true);
    expect((screen.getByRole('button', { name: 'Quitter' }) as HTMLButtonElement).disabled).toBe(true);
    const stay = screen.getByRole('button', { name: 'Rester' }) as HTMLButtonElement;
    expect(stay.disabled).toBe(false);
    fireEvent.click(stay);
    expect(handlers.onStay).toHaveBeenCalledTimes(1);
  });
});

describe('the conflict dialog', () => {
  it('reloads, overwrites or cancels, each by its own button', () => {
    const handlers = { onReload: vi.fn(), onOverwrite: vi.fn(), onCancel: vi.fn() };
    render(<ConflictDialog open {...handlers} />);
    fireEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    fireEvent.click(screen.getByRole('button', { name: 'Écraser' }));
    expect(handlers.onReload).toHaveBeenCalledTimes(1);
    expect(handlers.onOverwrite).toHaveBeenCalledTimes(1);
    expect(handlers.onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(handlers.onCancel).toHaveBeenCalledTimes(1);
  });
});
