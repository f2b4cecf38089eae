// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useLeaveGuard } from '#client/features/editor/hooks/use-leave-guard.ts';

afterEach(cleanup);

type GuardedProps = {
  /** Unsaved changes, rendered. */
  dirty: boolean;
  /** Unsaved changes at the moment of a navigation; as rendered unless said. */
  dirtyNow?: boolean;
  allow?: boolean;
};

/** A page with unsaved changes or not, links out, and the blocker's state in view. */
function Guarded({ dirty, dirtyNow = dirty, allow = false }: GuardedProps) {
  const allowNext = useRef(allow);
  const blocker = useLeaveGuard({ unsaved: dirty, unsavedNow: () => dirtyNow, allowNext });
  return (
    <>
      <p data-testid="blocker">{blocker.state}</p>
      <Link to="/contracts">Mes contrats</Link>
      <Link to="/editor?section=parties">Même page</Link>
      <button type="button" onClick={() => blocker.proceed?.()}>
        Quitter
      </button>
      <button type="button" onClick={() => blocker.reset?.()}>
        Rester
      </button>
    </>
  );
}

function renderGuarded(props: GuardedProps) {
  const router = createMemoryRouter(
    [
      { path: '/editor', element: <Guarded {...props} /> },
      { path: '/contracts', element: <h1>Mes contrats</h1> },
    ],
    { initialEntries: ['/editor'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useLeaveGuard', () => {
  it('holds a navigation away from unsaved changes until the user chooses', async () => {
    const router = renderGuarded({ dirty: true });
    fireEvent.click(screen.getByRole('link', { name: 'Mes contrats' }));
    expect(await screen.findByText('blocked')).toBeDefined();
    expect(router.state.location.pathname).toBe('/editor');

    fireEvent.click(screen.getByRole('button', { name: 'Rester' }));
    expect(await screen.findByText('unblocked')).toBeDefined();
    expect(router.state.location.pathname).toBe('/editor');

    fireEvent.click(screen.getByRole('link', { name: 'Mes contrats' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Quitter' }));
    expect(await screen.findByRole('heading', { name: 'Mes contrats' })).toBeDefined();
  });

  it('holds a navigation started right after a first change, before the screen has rendered it', async () => {
    const router = renderGuarded({ dirty: false, dirtyNow: true });
    fireEvent.click(screen.getByRole('link', { name: 'Mes contrats' }));
    expect(await screen.findByText('blocked')).toBeDefined();
    expect(router.state.location.pathname).toBe('/editor');
  });

  it('lets a change of query string on the same page through', async () => {
    const router = renderGuarded({ dirty: true });
    fireEvent.click(screen.getByRole('link', { name: 'Même page' }));
    await act(async () => {});
    expect(router.state.location.search).toBe('?section=parties');
    expect(screen.getByTestId('blocker').textContent).toBe('unblocked');
  });

  it('lets everything through without unsaved changes, or when the editor allows its own navigation', async () => {
    renderGuarded({ dirty: false });
    fireEvent.click(screen.getByRole('link', { name: 'Mes contrats' }));
    expect(await screen.findByRole('heading', { name: 'Mes contrats' })).toBeDefined();
    cleanup();

    renderGuarded({ dirty: true, allow: true });
    fireEvent.click(screen.getByRole('link', { name: 'Mes contrats' }));
    expect(await screen.findByRole('heading', { name: 'Mes contrats' })).toBeDefined();
  });

  it('asks the browser to confirm a reload or a closed tab only while changes are unsaved', () => {
    renderGuarded({ dirty: true });
    const dirtyUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirtyUnload);
    expect(dirtyUnload.defaultPrevented).toBe(true);
    cleanup();

    renderGuarded({ dirty: false });
    const cleanUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(cleanUnload);
    expect(cleanUnload.defaultPrevented).toBe(false);
  });
});
