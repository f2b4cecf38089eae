import { useWatch } from 'react-hook-form';
import type { ProClauseId } from '#shared/contract/pro-clauses.ts';
import { FieldGrid } from '#client/features/editor/components/form-section.tsx';
import { CheckboxField } from '#client/features/editor/fields/checkbox-field.tsx';
import { NumberField } from '#client/features/editor/fields/number-field.tsx';
import { TextAreaField, TextField } from '#client/features/editor/fields/text-field.tsx';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';

/** The settings of each advanced clause, shown once it is switched on; limits come from the schema. */
export function AdvancedClauseFields({ id }: { id: ProClauseId }) {
  const currency = useWatch<EditorValues, 'compensation.currency'>({ name: 'compensation.currency' });
  const money = currency === 'USD' ? '$ HT' : '€ HT';
  switch (id) {
    case 'exclusivity':
      return (
        <>
          <FieldGrid>
            <TextField
              name="clauses.exclusivity.sector"
              label="Secteur concerné"
              placeholder="Ex. : soins capillaires"
            />
            <NumberField
              name="clauses.exclusivity.monthsAfterTerm"
              label="Durée après le terme du contrat"
              suffix="mois"
              hint="De 0 à 12 mois."
            />
            <TextField
              name="clauses.exclusivity.territory"
              label="Territoire de l’exclusivité"
              placeholder="France"
              hint="Une exclusivité limitée dans l’espace reste proportionnée à l’intérêt de la Marque."
            />
            <NumberField
              name="clauses.exclusivity.price"
              label="Prix de l’exclusivité"
              suffix={money}
              decimals
              hint="Un prix distinct rémunère la restriction d’activité du Créateur ; il s’ajoute à la rémunération dans la contrepartie totale."
            />
          </FieldGrid>
          <TextAreaField
            name="clauses.exclusivity.scope"
            label="Précisions (concurrents visés, plateformes…)"
            rows={2}
          />
        </>
      );
    case 'contentApproval':
      return (
        <FieldGrid>
          <NumberField
            name="clauses.contentApproval.responseDays"
            label="Délai de réponse de la Marque"
            suffix="jours ouvrés"
            hint="De 1 à 15 jours ouvrés."
          />
          <TextField
            name="clauses.contentApproval.approverContact"
            label="Personne chargée de la validation"
            hint="Nom et adresse e-mail (facultatif)."
          />
        </FieldGrid>
      );
    case 'latePenalties':
      return (
        <FieldGrid>
          <NumberField
            name="clauses.latePenalties.dailyAmount"
            label="Pénalité par jour de retard"
            suffix={money}
            decimals
          />
          <NumberField
            name="clauses.latePenalties.capAmount"
            label="Plafond total des pénalités"
            suffix={money}
            decimals
          />
          <NumberField
            name="clauses.latePenalties.graceDays"
            label="Délai de tolérance"
            suffix="jours ouvrés"
            hint="De 0 à 15 jours ouvrés."
          />
        </FieldGrid>
      );
    case 'morality':
      return (
        <NumberField
          name="clauses.morality.withdrawalDays"
          label="Délai de retrait des contenus"
          suffix="jours"
          className="sm:max-w-xs"
        />
      );
    case 'forceMajeure':
      return (
        <FieldGrid>
          <NumberField name="clauses.forceMajeure.noticeDays" label="Délai de notification" suffix="jours" />
          <NumberField
            name="clauses.forceMajeure.terminationDays"
            label="Résiliation possible au-delà de"
            suffix="jours"
            hint="De 15 à 180 jours d’empêchement."
          />
        </FieldGrid>
      );
    case 'nonDisparagement':
      return (
        <NumberField
          name="clauses.nonDisparagement.monthsAfterTerm"
          label="Durée après le terme du contrat"
          suffix="mois"
          hint="De 0 à 36 mois."
          className="sm:max-w-xs"
        />
      );
    case 'performanceReporting':
      return (
        <>
          <TextAreaField name="clauses.performanceReporting.kpis" label="Indicateurs à communiquer" rows={2} />
          <FieldGrid>
            <NumberField
              name="clauses.performanceReporting.firstReportDays"
              label="Premier rapport, après publication"
              suffix="jours"
            />
            <NumberField
              name="clauses.performanceReporting.finalReportDays"
              label="Rapport final, après publication"
              suffix="jours"
              hint="0 : pas de rapport final."
            />
          </FieldGrid>
          <CheckboxField
            name="clauses.performanceReporting.screenshots"
            label="Joindre les captures d’écran des statistiques"
          />
        </>
      );
  }
}
