import { useWatch } from 'react-hook-form';
import { disclosureMentionLabels } from '#shared/contract/labels.ts';
import { CheckboxField } from '#client/features/editor/fields/checkbox-field.tsx';
import { SelectField } from '#client/features/editor/fields/select-field.tsx';
import { TextAreaField } from '#client/features/editor/fields/text-field.tsx';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';
import { SectorFields } from '#client/features/editor/sections/legal-identity-fields.tsx';

const mentionOptions = Object.entries(disclosureMentionLabels).map(([value, label]) => ({
  value,
  label: `« ${label} »`,
}));

export function TransparencySection() {
  const minor = useWatch<EditorValues, 'children.present'>({ name: 'children.present' });
  return (
    <>
      <SelectField
        name="disclosure.mention"
        label="Mention affichée sur les contenus"
        options={mentionOptions}
        hint="Loi n° 2023-451, art. 5 : la mention reste visible pendant toute la promotion."
      />
      <CheckboxField
        name="disclosure.retouchedImages"
        label="Les contenus comportent des images retouchées (mention « Images retouchées »)"
      />
      <CheckboxField
        name="disclosure.virtualImages"
        label="Les contenus comportent des images virtuelles (mention « Images virtuelles »)"
      />
      <CheckboxField
        name="declarations.forbiddenPromotionExcluded"
        label="La Marque déclare que les produits promus ne relèvent d’aucune promotion interdite"
        hint="Chirurgie esthétique, produits financiers à risque, paris, abstention thérapeutique… (loi n° 2023-451, art. 4)."
      />
      <SectorFields />
      <CheckboxField name="children.present" label="Un enfant de moins de 16 ans apparaît dans les contenus" />
      {minor ? (
        <TextAreaField
          name="children.authorisationReference"
          label="Autorisation individuelle ou déclaration préalable"
          hint="Référence de l’autorisation administrative (Code du travail, art. L7124-1)."
        />
      ) : null}
    </>
  );
}
