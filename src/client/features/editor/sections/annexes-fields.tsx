import { TextField } from '#client/features/editor/fields/text-field.tsx';
import { FieldGrid, SubHeading } from '#client/features/editor/components/form-section.tsx';

/** The brief and the publication calendar, dated annexes signed with the contract. */
export function AnnexesFields() {
  return (
    <>
      <SubHeading>Annexes signées avec le contrat</SubHeading>
      <FieldGrid>
        <TextField
          name="annexes.briefDate"
          label="Date du Brief (annexe 1)"
          type="date"
          hint="Fixe la version du Brief qui engage : une consigne ajoutée ensuite par la Marque seule n’oblige pas le Créateur."
        />
        <TextField
          name="annexes.calendarDate"
          label="Date du calendrier de publication (annexe 2)"
          type="date"
          hint="Fixe la version du calendrier qui engage ; le modifier requiert l’accord des deux Parties."
        />
      </FieldGrid>
    </>
  );
}
