// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useDirtyInTransition } from '#client/features/editor/hooks/use-dirty-in-transition.ts';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';

type ActEnvironment = { IS_REACT_ACT_ENVIRONMENT?: boolean };

afterEach(cleanup);

/** A screen that says whether its form is dirty, with one field and a save that resets it. */
function Screen({
  onForm,
  onAction = () => {},
}: {
  onForm: (form: ReturnType<typeof useForm<EditorValues>>) => void;
  onAction?: (dirtyNow: boolean) => void;
}) {
  const form = useForm<EditorValues>({ defaultValues: { title: 'Contrat' } as EditorValues });
  onForm(form);
  const { isDirty, dirtyNow } = useDirtyInTransition(form);
  return (
    <>
      <input aria-label="Titre" {...form.register('title')} />
      <button type="button" onClick={() => onAction(dirtyNow.current)}>
        Exporter
      </button>
      <p data-testid="state">{isDirty ? 'modifié' : 'enregistré'}</p>
    </>
  );
}

/** Types into the field as the browser does: the value, then the input event, outside `act`. */
function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('useDirtyInTransition', () => {
  // The keystroke's own event must be seen as the browser sees it: `act` would run the
  // transition within it too.
  beforeEach(() => {
    (globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT = false;
    return () => {
      (globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT = true;
    };
  });

  it('leaves the screen as it was within the first keystroke, and says dirty after it', async () => {
    render(<Screen onForm={() => {}} />);
    typeInto(screen.getByLabelText<HTMLInputElement>('Titre'), 'Contrat de partenariat');
    // What the keystroke's own event renders is committed by the end of its microtasks.
    await Promise.resolve();
    expect(screen.getByTestId('state').textContent).toBe('enregistré');
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('modifié'));
  });

  it('says clean again once the values are saved', async () => {
    let form: ReturnType<typeof useForm<EditorValues>> | undefined;
    render(<Screen onForm={(current) => (form = current)} />);
    typeInto(screen.getByLabelText<HTMLInputElement>('Titre'), 'Contrat de partenariat');
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('modifié'));
    await act(async () => form?.reset(form.getValues()));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('enregistré'));
  });

  it('tells an action right after the keystroke that the values are unsaved, before the screen says so', async () => {
    const seen: boolean[] = [];
    render(<Screen onForm={() => {}} onAction={(dirty) => seen.push(dirty)} />);
    typeInto(screen.getByLabelText<HTMLInputElement>('Titre'), 'Contrat de partenariat');
    screen.getByRole('button', { name: 'Exporter' }).click();
    expect(seen).toEqual([true]);
  });
});
