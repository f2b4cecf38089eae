import type { UserDetails } from '#shared/api/auth.ts';
import { postalAddressOf } from '#shared/contract/profile-party.ts';
import { formatSiret } from '#shared/format/siret.ts';
import { roleLabels } from '#client/components/account/professional-details-values.ts';
import { ProfileValue } from '#client/features/profile/components/profile-section.tsx';

/** The professional details, read-only. */
export function ProfessionalInfoView({ details }: { details: UserDetails | null }) {
  if (!details?.role) {
    return (
      <p className="text-sm text-muted-foreground">
        Vous n’avez pas encore renseigné votre rôle ni vos informations professionnelles. Cliquez sur « Modifier » pour
        les compléter.
      </p>
    );
  }
  const asPerson = details.role === 'creator' && details.isPhysicalPerson;
  const address = postalAddressOf(details) || null;
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      <ProfileValue label="Rôle" value={roleLabels[details.role]} />
      <ProfileValue label="Statut" value={asPerson ? 'Particulier (personne physique)' : 'Entreprise'} />
      {asPerson ? (
        <ProfileValue label="Adresse postale" value={address} wide />
      ) : (
        <>
          <ProfileValue label="Numéro SIRET" value={details.siret ? formatSiret(details.siret) : null} />
          <ProfileValue label="Raison sociale" value={details.companyName} />
          <ProfileValue label="Forme juridique" value={details.legalForm} />
          <ProfileValue label="Votre qualité de signataire" value={details.signatoryCapacity} />
          <ProfileValue label="Adresse" value={address} wide />
        </>
      )}
    </dl>
  );
}
