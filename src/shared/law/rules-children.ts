import { notGiven } from '#shared/law/given.ts';
import { SOURCES } from '#shared/law/sources.ts';
import type { Rule } from '#shared/law/types.ts';

/** C. trav. L7124-1: a child under 16 in the content needs an authorisation or a declaration. */
export const childrenRules: Rule[] = [
  {
    id: 'minor-under-16',
    source: SOURCES.minors,
    appliesTo: (c) => c.declarations.minorUnder16,
    check: (c) => {
      const paths = notGiven([['declarations.minorAuthorisation', c.declarations.minorAuthorisation]]);
      return paths.length === 0
        ? []
        : [
            {
              severity: 'blocking',
              paths,
              label: 'Autorisation ou déclaration pour l’enfant de moins de 16 ans',
              message: 'Faire apparaître un enfant sans autorisation préalable est une infraction pénale.',
            },
          ];
    },
  },
];
