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
};

/** The fields a physical person does not fill (spec section 4). */
export const COMPANY_FIELDS = ['siret', 'companyName', 'address', 'city', 'postalCode'] as const;

export function toProfessionalFormValues(details: UserDetails | null | undefined): ProfessionalDetailsFormValues {
  return {
    role: details?.role ?? undefined,
    isPhysicalPerson: details?.role === 'creator' && details.isPhysicalPerson,
    siret: details?.siret ?? '',
    companyName: details?.companyName ?? '',
    address: details?.address ?? '',
    city: details?.city ?? '',
    postalCode: details?.postalCode ?? '',
  };
}

export const roleLabels: Record<Role, string> = {
  creator: 'Influenceur / Créateur',
  brand: 'Marque / Entreprise',
};
