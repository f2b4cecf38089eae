import { useWatch } from 'react-hook-form';
import { useSession } from '#client/lib/use-session.ts';
import { TextField } from '#client/features/editor/fields/text-field.tsx';
import { SubHeading } from '#client/features/editor/components/form-section.tsx';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';
import { CounterpartySearch } from '#client/features/editor/sections/counterparty-search.tsx';
import { RevealCard } from '#client/features/editor/guided/reveal-card.tsx';
import type { FieldReveal } from '#client/features/editor/guided/use-guided-mode.ts';

type Side = 'creator' | 'influencer';

/** Keys of the spec: `parties.creator` is the BRAND, `parties.influencer` the content creator. */
const sideNames: Record<Side, string> = { creator: 'La Marque', influencer: 'Le Créateur' };

function IdentityFields({ side }: { side: Side }) {
  return (
    <>
      <TextField name={`parties.${side}.name`} label="Nom ou dénomination sociale" autoComplete="off" />
      <TextField name={`parties.${side}.address`} label="Adresse postale" autoComplete="off" />
      <TextField name={`parties.${side}.email`} label="Adresse e-mail" type="email" autoComplete="off" />
    </>
  );
}

/** The user's own side, filled from the profile: a summary, the fields behind « Modifier ». */
function OwnPartyCard({ side, reveal }: { side: Side; reveal: FieldReveal | null }) {
  const [name, address, email] = useWatch<
    EditorValues,
    [`parties.${Side}.name`, `parties.${Side}.address`, `parties.${Side}.email`]
  >({
    name: [`parties.${side}.name`, `parties.${side}.address`, `parties.${side}.email`],
  });
  return (
    <RevealCard
      title={`Vous : ${sideNames[side].toLowerCase()}`}
      summary={
        <>
          {/* Two lines: the step must fit a phone screen; « Modifier » shows the values whole. */}
          <span className="block truncate font-medium">{name}</span>
          <span className="block truncate">{[address, email].filter(Boolean).join(' · ')}</span>
        </>
      }
      paths={[`parties.${side}.name`, `parties.${side}.address`, `parties.${side}.email`]}
      reveal={reveal}
      initiallyOpen={!name || !address || !email}
    >
      <IdentityFields side={side} />
    </RevealCard>
  );
}

/**
 * Step 1: the user's side as a summary, the other side's identity and addresses. The tax
 * residences wait for the pay (step 3), the persons who create for a company for the rights
 * (step 4): each step fits a phone screen.
 */
export function PartiesStep({ reveal }: { reveal: FieldReveal | null }) {
  const role = useSession().userDetails?.role;
  const own: Side = role === 'brand' ? 'creator' : 'influencer';
  const other: Side = own === 'creator' ? 'influencer' : 'creator';
  return (
    <>
      <OwnPartyCard side={own} reveal={reveal} />
      <SubHeading>{sideNames[other]}</SubHeading>
      {role ? <CounterpartySearch side={other} /> : null}
      <IdentityFields side={other} />
    </>
  );
}
