import { disclosureMentionLabels } from '#shared/contract/labels.ts';
import { CheckboxField } from '#client/features/editor/fields/checkbox-field.tsx';
import { SelectField } from '#client/features/editor/fields/select-field.tsx';
import { ChildrenFields } from '#client/features/editor/sections/children-fields.tsx';
import { SectorFields } from '#client/features/editor/sections/legal-identity-fields.tsx';

const mentionOptions = Object.entries(disclosureMentionLabels).map(([value, label]) => ({
  value,
  label: `« ${label} »`,
}));

export function TransparencySection() {
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
      <ChildrenFields />
    </>
  );
}
