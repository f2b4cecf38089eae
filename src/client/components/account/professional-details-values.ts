import type { Role } from '#shared/account/rules.ts';
import type { UserDetails } from '#shared/api/auth.ts';

/** What the professional-details form edits: strings where the API has nulls, so inputs stay controlled. */
export type ProfessionalDetailsFormValues = {
  role?: Role;
  isPhysicalPerson: boolean;
  siret: string;
  companyName: string;
  address: string;
  city: string;
  postalCode: string;
  legalForm: string;
  signatoryCapacity: string;
};

/** The fields a physical person does not fill (spec section 4). */
export const COMPANY_FIELDS = ['siret', 'companyName', 'legalForm', 'signatoryCapacity'] as const;
/** Required of a company, optional for a physical person. */
export const ADDRESS_FIELDS = ['address', 'postalCode', 'city'] as const;
/** Every text field of the form, in reading order of the errors the server may answer. */
export const DETAILS_FIELDS = ['siret', 'companyName', 'legalForm', ...ADDRESS_FIELDS, 'signatoryCapacity'] as const;

export function toProfessionalFormValues(details: UserDetails | null | undefined): ProfessionalDetailsFormValues {
  return {
    role: details?.role ?? undefined,
    isPhysicalPerson: details?.role === 'creator' && details.isPhysicalPerson,
    siret: details?.siret ?? '',
    companyName: details?.companyName ?? '',
    address: details?.address ?? '',
    city: details?.city ?? '',
    postalCode: details?.postalCode ?? '',
    legalForm: details?.legalForm ?? '',
    signatoryCapacity: details?.signatoryCapacity ?? '',
  };
}

export const roleLabels: Record<Role, string> = {
  creator: 'Influenceur / Créateur',
  brand: 'Marque / Entreprise',
};
