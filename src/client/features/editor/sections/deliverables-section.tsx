import { todayInParis } from '#shared/contract/dates.ts';
import { PublicationFields } from '#client/features/editor/sections/publication-fields.tsx';
import { NumberField } from '#client/features/editor/fields/number-field.tsx';
import { ObjectListField } from '#client/features/editor/fields/object-list-field.tsx';
import { StringListField } from '#client/features/editor/fields/string-list-field.tsx';
import { TextAreaField } from '#client/features/editor/fields/text-field.tsx';
import { FieldGrid, SubHeading } from '#client/features/editor/components/form-section.tsx';
import { AnnexesFields } from '#client/features/editor/sections/annexes-fields.tsx';

export function DeliverablesSection() {
  return (
    <>
      <TextAreaField
        name="deliverables.partnershipObject"
        label="Objet du partenariat"
        hint="Complète la phrase « une mission d’influence commerciale ayant pour objet : … »"
        placeholder="la promotion de la nouvelle gamme de soins de la Marque"
      />
      <ObjectListField
        name="deliverables.publications"
        legend="Publications prévues"
        hint="Plateforme, format, nombre et date (ou période) de chaque contenu (loi n° 2023-451, art. 8 I)."
        itemTitle={(index) => `Publication ${index + 1}`}
        itemName={(index) => `la publication ${index + 1}`}
        addLabel="Ajouter une publication"
        emptyText="Aucune publication pour l’instant."
        newItem={() => ({ platform: '', format: '', quantity: 1, date: todayInParis(), dateEnd: '' })}
        renderItem={(index) => <PublicationFields index={index} />}
      />
      <TextAreaField
        name="deliverables.timetable"
        label="Calendrier (facultatif)"
        hint="À remplir si les dates ne sont pas fixées à l’avance."
      />
      <AnnexesFields />
      <StringListField
        name="deliverables.influencerDuties"
        legend="Obligations du Créateur"
        itemNoun="obligation"
        itemArticle="l’"
        addLabel="Ajouter une obligation"
      />
      <StringListField
        name="deliverables.influencerEthicalDuties"
        legend="Obligations déontologiques"
        itemNoun="obligation déontologique"
        itemArticle="l’"
        addLabel="Ajouter une obligation déontologique"
      />
      <SubHeading>Validation des contenus</SubHeading>
      <FieldGrid>
        <NumberField
          name="deliverables.contentReview.reviewDays"
          label="Délai de validation par la Marque"
          suffix="jours ouvrés"
        />
        <NumberField name="deliverables.contentReview.revisionRounds" label="Séries de modifications incluses" />
      </FieldGrid>
    </>
  );
}
