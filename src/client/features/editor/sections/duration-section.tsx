import { useWatch } from 'react-hook-form';
import { parisDay } from '#shared/format/paris-time.ts';
import { formatDuration } from '#shared/template/format.ts';
import { CheckboxField } from '#client/features/editor/fields/checkbox-field.tsx';
import { TextField } from '#client/features/editor/fields/text-field.tsx';
import { FieldGrid } from '#client/features/editor/components/form-section.tsx';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';

export function DurationSection() {
  const [start, end] = useWatch<EditorValues, ['clauses.duration.startDate', 'clauses.duration.endDate']>({
    name: ['clauses.duration.startDate', 'clauses.duration.endDate'],
  });
  const publications = useWatch<EditorValues, 'deliverables.publications'>({ name: 'deliverables.publications' });
  const duration = typeof start === 'string' && typeof end === 'string' ? formatDuration(start, end) : '';
  // A new contract dated in the past is usually a slip: the law engine blocks it until confirmed.
  const today = parisDay();
  const inThePast =
    (typeof start === 'string' && start !== '' && start < today) ||
    (publications ?? []).some((publication) => Boolean(publication.date) && (publication.date ?? '') < today);
  return (
    <>
      <FieldGrid>
        <TextField name="clauses.duration.startDate" label="Date de début" type="date" />
        <TextField name="clauses.duration.endDate" label="Date de fin" type="date" />
      </FieldGrid>
      {duration ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Durée du contrat : {duration}
        </p>
      ) : null}
      {inThePast ? (
        <CheckboxField
          name="confirmations.newContractPastDates"
          label="Je confirme les dates déjà passées : la collaboration a commencé avant la signature"
          hint="Sinon, corrigez la date de début ou celle des publications."
        />
      ) : null}
    </>
  );
}
