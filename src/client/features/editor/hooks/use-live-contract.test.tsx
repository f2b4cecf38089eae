// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toEditorValues } from '#client/features/editor/hooks/use-contract-persistence.ts';
import { useLiveContract } from '#client/features/editor/hooks/use-live-contract.ts';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';
import { contractFixture } from '#client/testing/render-screen.tsx';

afterEach(cleanup);

function Printed() {
  const contract = useLiveContract();
  return (
    <>
      <p data-testid="title">{contract.title}</p>
      <p data-testid="amount">{String(contract.compensation.paymentAmount)}</p>
    </>
  );
}

const base = contractFixture();
const noelContract = contractFixture({
  title: 'Campagne de Noël',
  compensation: { ...base.compensation, paymentAmount: 500 },
});

function Harness() {
  const form = useForm<EditorValues>({ defaultValues: toEditorValues(noelContract) });
  return (
    <FormProvider {...form}>
      <input aria-label="Titre" {...form.register('title')} />
      <input aria-label="Montant" {...form.register('compensation.paymentAmount')} />
      <Printed />
    </FormProvider>
  );
}

describe('useLiveContract', () => {
  it('prints the form as it is typed', async () => {
    render(<Harness />);
    expect(screen.getByTestId('title').textContent).toBe('Campagne de Noël');

    fireEvent.change(screen.getByLabelText('Titre'), { target: { value: 'Campagne de printemps' } });
    expect(await screen.findByText('Campagne de printemps')).toBeDefined();
  });

  it('prints a number field holding text as 0 rather than breaking the preview', async () => {
    render(<Harness />);
    expect(screen.getByTestId('amount').textContent).toBe('500');
    fireEvent.change(screen.getByLabelText('Montant'), { target: { value: 'mille' } });
    await vi.waitFor(() => expect(screen.getByTestId('amount').textContent).toBe('0'));
  });
});
