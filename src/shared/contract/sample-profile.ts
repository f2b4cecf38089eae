import type { PartyDetails } from '#shared/contract/profile-party.ts';

/**
 * A creator acting through a company, with every professional detail the profile asks: the
 * profile of the tests that prefill a contract, on the server, the client and in between.
 */
export const sampleCompanyCreator: PartyDetails = {
  role: 'creator',
  isPhysicalPerson: false,
  siret: '73282932000074',
  companyName: 'Studio Lumière',
  address: '12 rue des Lilas',
  postalCode: '75011',
  city: 'Paris',
  legalForm: 'SAS',
  signatoryCapacity: 'Présidente',
};
