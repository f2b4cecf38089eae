import { useState } from 'react';
import { FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import type { User } from '#shared/api/auth.ts';
import type { Contract } from '#shared/contract/schema.ts';
import { EditorForm } from '#client/features/editor/components/editor-form.tsx';
import { toEditorValues } from '#client/features/editor/hooks/use-contract-persistence.ts';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';
import { sectionIds } from '#client/features/editor/lib/sections.ts';
import { renderScreen, testUser } from '#client/testing/render-screen.tsx';

/**
 * The editor's whole form for `contract`, every section open, signed in as `user`: the fields
 * as a user finds them. Returns the form, to read what typing stored.
 */
function Form({ contract, onForm }: { contract: Contract; onForm: (form: UseFormReturn<EditorValues>) => void }) {
  const form = useForm<EditorValues>({ defaultValues: toEditorValues(contract) });
  onForm(form);
  const [open, setOpen] = useState<string[]>([...sectionIds]);
  return (
    <FormProvider {...form}>
      <EditorForm type={contract.type} openSections={open} onOpenSectionsChange={setOpen} readOnly={false} />
    </FormProvider>
  );
}

export function renderEditorForm(contract: Contract, user: User = testUser): UseFormReturn<EditorValues> {
  let form: UseFormReturn<EditorValues> | undefined;
  renderScreen(
    <Form
      contract={contract}
      onForm={(rendered) => {
        form = rendered;
      }}
    />,
    { user },
  );
  if (!form) throw new Error('Formulaire non rendu');
  return form;
}
