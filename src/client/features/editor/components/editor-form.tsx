import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Accordion } from 'radix-ui';
import type { ContractType } from '#shared/contract/schema.ts';
import { markPreviewInput } from '#client/components/contract-document/preview-performance.ts';
import { FormSection } from '#client/features/editor/components/form-section.tsx';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';
import {
  errorPaths,
  type SectionId,
  sectionIds,
  sectionOfPath,
  sectionTitle,
} from '#client/features/editor/lib/sections.ts';
import {
  ConfidentialitySection,
  LawSection,
  TerminationSection,
} from '#client/features/editor/sections/clauses-sections.tsx';
import { AmendmentSection } from '#client/features/editor/sections/amendment-section.tsx';
import { AdvancedClausesSection } from '#client/features/editor/sections/advanced-clauses-section.tsx';
import { CompensationSection } from '#client/features/editor/sections/compensation-section.tsx';
import { DeliverablesSection } from '#client/features/editor/sections/deliverables-section.tsx';
import { DurationSection } from '#client/features/editor/sections/duration-section.tsx';
import { GeneralSection } from '#client/features/editor/sections/general-section.tsx';
import { IpSection } from '#client/features/editor/sections/ip-section.tsx';
import { PartiesSection } from '#client/features/editor/sections/parties-section.tsx';
import { TransparencySection } from '#client/features/editor/sections/transparency-section.tsx';

function sectionContent(id: SectionId, type: ContractType): ReactNode {
  switch (id) {
    case 'general':
      return <GeneralSection type={type} />;
    case 'parties':
      return <PartiesSection />;
    case 'deliverables':
      return <DeliverablesSection />;
    case 'compensation':
      return <CompensationSection type={type} />;
    case 'duration':
      return <DurationSection />;
    case 'ip':
      return <IpSection type={type} />;
    case 'transparency':
      return <TransparencySection />;
    case 'confidentiality':
      return <ConfidentialitySection />;
    case 'termination':
      return <TerminationSection />;
    case 'advanced':
      return <AdvancedClausesSection />;
    case 'law':
      return <LawSection />;
    case 'amendment':
      return <AmendmentSection />;
  }
}

type EditorFormProps = {
  type: ContractType;
  openSections: string[];
  onOpenSectionsChange: (open: string[]) => void;
  readOnly: boolean;
  /** An amendment shows only what it renews (`AmendmentSection`), always open. */
  amendment?: boolean;
};

/** The left column: the contract's fields in collapsible sections. */
export function EditorForm({ type, openSections, onOpenSectionsChange, readOnly, amendment = false }: EditorFormProps) {
  const shown: readonly SectionId[] = amendment ? ['amendment'] : sectionIds;
  const { errors } = useFormState<EditorValues>();
  const errorCounts = new Map<SectionId, number>();
  for (const path of errorPaths(errors)) {
    const section = amendment ? 'amendment' : sectionOfPath(path);
    errorCounts.set(section, (errorCounts.get(section) ?? 0) + 1);
  }

  return (
    <form
      aria-label="Contenu du contrat"
      noValidate
      onSubmit={(event) => event.preventDefault()}
      // Any change of any field: the start of a keystroke-to-preview measure.
      onChange={markPreviewInput}
    >
      <Accordion.Root
        type="multiple"
        value={amendment ? ['amendment'] : openSections}
        onValueChange={onOpenSectionsChange}
        className="flex flex-col gap-3"
      >
        {shown.map((id) => (
          <FormSection
            key={id}
            id={id}
            title={sectionTitle(id, type)}
            errorCount={errorCounts.get(id) ?? 0}
            readOnly={readOnly}
          >
            {sectionContent(id, type)}
          </FormSection>
        ))}
      </Accordion.Root>
    </form>
  );
}
