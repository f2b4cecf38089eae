// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { contractFixture } from '#client/testing/render-screen.tsx';
import { toEditorValues } from '#client/features/editor/hooks/use-contract-persistence.ts';
import { type EditorValues, fieldId } from '#client/features/editor/lib/editor-values.ts';
import { ChildrenFields } from '#client/features/editor/sections/children-fields.tsx';
import { IntervenorFields } from '#client/features/editor/sections/intervenor-fields.tsx';
import { PartiesSection } from '#client/features/editor/sections/parties-section.tsx';

let values: () => EditorValues = () => {
  throw new Error('formulaire non rendu');
};

function Form({ children }: { children: ReactNode }) {
  const form = useForm<EditorValues>({ defaultValues: toEditorValues(contractFixture(createSampleContract('PAID'))) });
  values = form.getValues;
  return <FormProvider {...form}>{children}</FormProvider>;
}

const byPath = (path: string) => document.getElementById(fieldId(path));

describe('the children fields', () => {
  afterEach(cleanup);

  it('ask about the child, the authorisation, the parents and the pay once a child is said to appear', () => {
    render(
      <Form>
        <ChildrenFields />
      </Form>,
    );
    expect(byPath('children.list')).toBeNull();
    expect(byPath('children.authorisationAuthority')).toBeNull();

    fireEvent.click(screen.getByLabelText('Un enfant de moins de 16 ans apparaît dans les contenus'));

    for (const path of [
      'children.list',
      'children.authorisationAuthority',
      'children.authorisationDate',
      'children.authorisationReference',
      'children.parents',
      'children.depositShare.childPay',
      'children.depositShare.depositPercent',
    ]) {
      expect(byPath(path), path).not.toBeNull();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un enfant' }));
    fireEvent.change(byPath('children.list.0.name') as HTMLInputElement, { target: { value: 'Léa Martin' } });
    fireEvent.change(byPath('children.list.0.birthDate') as HTMLInputElement, { target: { value: '2018-04-02' } });
    fireEvent.change(byPath('children.depositShare.childPay') as HTMLInputElement, { target: { value: '250,50' } });
    expect(values().children?.list).toEqual([{ name: 'Léa Martin', birthDate: '2018-04-02' }]);
    expect(values().children?.depositShare?.childPay).toBe(250.5);
  });

  it('ask the reason only when one parent alone holds parental authority', () => {
    render(
      <Form>
        <ChildrenFields />
      </Form>,
    );
    fireEvent.click(screen.getByLabelText('Un enfant de moins de 16 ans apparaît dans les contenus'));
    expect(byPath('children.soleAuthorityReason')).toBeNull();
    fireEvent.click(screen.getByLabelText('Un seul parent exerce l’autorité parentale'));
    expect(byPath('children.soleAuthorityReason')).not.toBeNull();
  });
});

describe('the intervening persons', () => {
  afterEach(cleanup);

  it('are asked only when the creator is a company', () => {
    render(
      <Form>
        <PartiesSection />
      </Form>,
    );
    expect(byPath('parties.intervenors')).toBeNull();
    fireEvent.click(screen.getByLabelText('Le Créateur est une personne physique'));
    expect(byPath('parties.intervenors')).not.toBeNull();
  });

  it('add a person with the default role of author and person on camera', () => {
    render(
      <Form>
        <IntervenorFields />
      </Form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un intervenant' }));
    fireEvent.change(byPath('parties.intervenors.0.name') as HTMLInputElement, { target: { value: 'Inès Durand' } });
    expect(values().parties.intervenors).toEqual([
      { name: 'Inès Durand', email: '', address: '', role: 'author-performer', appearsOnCamera: true },
    ]);
  });
});
