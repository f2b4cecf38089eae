import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft, ContractType } from '#shared/contract/schema.ts';

/** A contract of the type with every optional part of the text switched on. */
export function contractWithEveryPart(type: ContractType): ContractDraft {
  const contract = createSampleContract(type);
  contract.parties.agent = { name: 'Agence Lumen', address: '3 rue des Arts, 75003 Paris', email: 'agence@exemple.fr' };
  contract.parties.influencer.isPhysicalPerson = false;
  contract.parties.intervenors = [
    { name: 'Léa Moreau', email: 'lea@exemple.fr', address: '', role: 'author-performer', appearsOnCamera: true },
  ];
  contract.parties.influencer.outsideEea.enabled = true;
  contract.parties.creator.isMerchant = true;
  contract.parties.influencer.isMerchant = true;
  contract.declarations.sector = 'cosmetics';
  contract.compensation.cancellationFee.enabled = true;
  contract.children.present = true;
  for (const clause of [
    'confidentiality',
    'exclusivity',
    'contentApproval',
    'latePenalties',
    'morality',
    'forceMajeure',
    'nonDisparagement',
    'performanceReporting',
  ] as const) {
    contract.clauses[clause].enabled = true;
  }
  return contract;
}
