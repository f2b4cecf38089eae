// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EditorActions, MobileActionBar } from '#client/features/editor/components/editor-header.tsx';

const actions = (exportsDraft: boolean): EditorActions => ({
  onSave: vi.fn(),
  onFullScreen: vi.fn(),
  onExport: vi.fn(),
  exportsDraft,
  isSaving: false,
  isExporting: false,
  readOnly: false,
});

/** The text a sighted user sees on a button: everything but the screen-reader-only parts. */
function visibleText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove();
  return copy.textContent ?? '';
}

afterEach(cleanup);

describe('the phone’s action bar', () => {
  it('shows « Projet PDF » for a draft export, and reads the whole label with its hint', () => {
    render(<MobileActionBar {...actions(true)} />);
    const bar = screen.getByRole('navigation', { name: 'Actions du contrat' });
    const button = within(bar).getByRole('button', { name: /^Exporter un projet PDF \(PDF marqué « PROJET/ });
    expect(visibleText(button)).toBe('projet PDF');
  });

  it('says « Exporter PDF » for a compliant contract', () => {
    render(<MobileActionBar {...actions(false)} />);
    const button = screen.getByRole('button', { name: 'Exporter PDF' });
    expect(visibleText(button)).toBe('Exporter PDF');
  });

  it('gives the preview the place of « Plein écran » when the editor hands it one', () => {
    render(<MobileActionBar {...actions(false)} preview={(trigger) => trigger} />);
    expect(screen.getByRole('button', { name: 'Aperçu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Plein écran' })).toBeNull();
  });
});
