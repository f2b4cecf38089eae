import { useWatch } from 'react-hook-form';
import { formatIsoDay } from '#shared/format/dates.ts';
import { parisDay } from '#shared/format/paris-time.ts';
import { CheckboxField } from '#client/features/editor/fields/checkbox-field.tsx';
import { ObjectListField } from '#client/features/editor/fields/object-list-field.tsx';
import { TextAreaField, TextField } from '#client/features/editor/fields/text-field.tsx';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';
import { PublicationFields } from '#client/features/editor/sections/publication-fields.tsx';
import { RevealCard } from '#client/features/editor/guided/reveal-card.tsx';
import type { FieldReveal } from '#client/features/editor/guided/use-guided-mode.ts';

function DurationCard({ reveal }: { reveal: FieldReveal | null }) {
  const [start, end] = useWatch<EditorValues, ['clauses.duration.startDate', 'clauses.duration.endDate']>({
    name: ['clauses.duration.startDate', 'clauses.duration.endDate'],
  });
  const known = /^\d{4}-\d{2}-\d{2}$/;
  return (
    <RevealCard
      title="Durée du contrat"
      summary={
        known.test(start ?? '') && known.test(end ?? '')
          ? `du ${formatIsoDay(start ?? '')} au ${formatIsoDay(end ?? '')}`
          : 'À préciser'
      }
      paths={['clauses.duration.startDate', 'clauses.duration.endDate']}
      reveal={reveal}
      initiallyOpen={false}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField name="clauses.duration.startDate" label="Début" type="date" />
        <TextField name="clauses.duration.endDate" label="Fin" type="date" />
      </div>
    </RevealCard>
  );
}

/** Step 2: what is promoted, the publications (loi n° 2023-451, art. 8 I) and the art. 4 declaration. */
export function MissionStep({ reveal }: { reveal: FieldReveal | null }) {
  return (
    <>
      <TextAreaField
        name="deliverables.partnershipObject"
        label="Objet du partenariat"
        rows={2}
        hint="Complète la phrase « une mission d’influence commerciale ayant pour objet : … »"
        placeholder="la promotion de la nouvelle gamme de soins de la Marque"
      />
      <ObjectListField
        name="deliverables.publications"
        legend="Publications prévues"
        itemTitle={(index) => `Publication ${index + 1}`}
        itemName={(index) => `la publication ${index + 1}`}
        addLabel="Ajouter une publication"
        emptyText="Aucune publication pour l’instant."
        newItem={() => ({ platform: '', format: '', quantity: 1, date: parisDay(), dateEnd: '' })}
        renderItem={(index) => <PublicationFields index={index} />}
      />
      <CheckboxField
        name="declarations.forbiddenPromotionExcluded"
        label="La Marque déclare que les produits promus ne relèvent d’aucune promotion interdite"
        hint="Chirurgie esthétique, paris, produits financiers à risque… (loi n° 2023-451, art. 4)."
      />
      <DurationCard reveal={reveal} />
    </>
  );
}
