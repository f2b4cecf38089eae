// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegionErrorBoundary } from '#client/components/region-error-boundary.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let fails = true;
function Preview() {
  if (fails) throw new TypeError('Cannot read properties of null');
  return <p>Article 1 – Objet</p>;
}

describe('a failure kept inside one part of the screen', () => {
  it('shows its fallback there, keeps what is beside it, and renders again on retry', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fails = true;
    render(
      <div>
        <input aria-label="Titre du contrat" defaultValue="Collection été" />
        <RegionErrorBoundary
          label="aperçu"
          fallback={(retry) => (
            <button type="button" onClick={retry}>
              Réessayer
            </button>
          )}
        >
          <Preview />
        </RegionErrorBoundary>
      </div>,
    );
    expect((screen.getByLabelText('Titre du contrat') as HTMLInputElement).value).toBe('Collection été');
    expect(screen.queryByText('Article 1 – Objet')).toBeNull();
    expect(console.error).toHaveBeenCalledWith('Erreur : aperçu', expect.any(TypeError), expect.any(String));
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(screen.getByText('Article 1 – Objet')).toBeTruthy();
  });
});
