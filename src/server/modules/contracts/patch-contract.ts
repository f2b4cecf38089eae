import { and, eq, sql } from 'drizzle-orm';
import type { Plan } from '#shared/account/rules.ts';
import type { ContractPatchAnswer } from '#shared/api/contracts.ts';
import { contractPatchAnswerSchema } from '#shared/api/contracts.ts';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import { salvageDraft } from '#shared/contract/draft-salvage.ts';
import { draftSectionsSchema, isDraftSection } from '#shared/contract/draft-sections.ts';
import { parseStoredSection } from '#shared/contract/migrate-body.ts';
import { PENDING_INPUTS_MAX } from '#shared/contract/pending-inputs.ts';
import type { ContractType } from '#shared/contract/schema.ts';
import { canEditContract } from '#shared/contract/status.ts';
import { AppError } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { perDatabase } from '#server/db/per-database.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { answerColumnsOf, findOwnedContract, pendingInputsOf } from '#server/modules/contracts/contract-row.ts';
import { assertProClausesAllowed } from '#server/modules/contracts/pro-clauses-gate.ts';
import {
  nextVersionColumns,
  editableAtVersion,
  saveWithHistory,
  savedColumns,
} from '#server/modules/contracts/save-statement.ts';
import type { AppContext } from '#server/plugins/request-context.ts';
import { parsedAnswer } from '#server/response-serializer.ts';

export type PatchContractInput = {
  ownerId: string;
  plan: Plan;
  id: string;
  /** The version the editor's last save wrote. */
  baseVersion: number;
  type: ContractType;
  /** The sections changed since, as the editor holds them. */
  changes: Record<string, unknown>;
};

type PatchParameters = {
  id: string;
  ownerId: string;
  baseVersion: number;
  type: ContractType;
  /** The new title, or null when it did not change. */
  title: string | null;
  /** The sections sent (title aside), as a JSON object laid over the stored body. */
  sections: string;
  /** The names of the sections sent, title included (JSON array): their raw inputs are replaced. */
  sent: string;
  /** The raw inputs set aside from the sections sent (JSON object), and how many. */
  pendingInputs: string;
  pendingCount: number;
};
const placeholder = (name: keyof PatchParameters) => sql.placeholder(name);

/** The raw inputs kept of the row: those of the sections not sent (a path's first part is its section). */
const keptPendingInputs = sql`(select key, value from jsonb_each(${contracts.pendingInputs})
  where split_part(key, '.', 1) not in (select jsonb_array_elements_text(${placeholder('sent')}::jsonb)))`;

/**
 * The field-level save, one statement: the sections sent laid over the stored body (`||`
 * replaces each top-level key), their raw inputs replacing the row's, the version moved on and
 * copied into contract_versions, all only if the row is the owner's, at the version the editor
 * last wrote, of the type it names, still editable, and would keep at most PENDING_INPUTS_MAX
 * raw inputs. The parties' names and the search text are generated columns, kept by the
 * database. No row: nothing was written (`refusePatch` says why).
 */
function patchStatement(db: Database) {
  const saved = db.$with('saved').as(
    db
      .update(contracts)
      .set({
        title: sql`coalesce(${placeholder('title')}::text, ${contracts.title})`,
        body: sql`${contracts.body} || ${placeholder('sections')}::jsonb`,
        pendingInputs: sql`coalesce((select jsonb_object_agg(key, value) from ${keptPendingInputs} as others), '{}'::jsonb)
          || ${placeholder('pendingInputs')}::jsonb`,
        ...nextVersionColumns,
      })
      .where(
        and(
          ...editableAtVersion(placeholder),
          eq(contracts.type, sql`${placeholder('type')}::text`),
          sql`(select count(*) from ${keptPendingInputs} as others) + ${placeholder('pendingCount')}::integer <= ${PENDING_INPUTS_MAX}`,
        ),
      )
      .returning(savedColumns),
  );
  return saveWithHistory(db, saved, { savedBy: placeholder('ownerId'), restoredFrom: sql`null` }).prepare(
    'contract_patch',
  );
}

const preparedPatchOf = perDatabase(patchStatement);

/**
 * A free account may not save a contract with a Pro clause on (pro-clauses-gate.ts): when the
 * clauses are not among the sections sent, those of the row are read (only them) and checked.
 */
async function assertPatchAllowed(db: Database, input: PatchContractInput, clausesSent: boolean): Promise<void> {
  if (input.plan === 'pro' || clausesSent) return;
  const [row] = await db
    .select({ clauses: sql<unknown>`${contracts.body} -> 'clauses'` })
    .from(contracts)
    .where(and(eq(contracts.id, input.id), eq(contracts.ownerId, input.ownerId)));
  // No row: the update finds none either, and says 404.
  if (row) assertProClausesAllowed(input.plan, { clauses: parseStoredSection({ clauses: row.clauses }, 'clauses') });
}

/** Why a field-level save wrote nothing: not the user's (404), locked, another version or type, too many raw inputs. */
async function refusePatch(db: Database, input: PatchContractInput): Promise<never> {
  const current = await findOwnedContract(db, { ownerId: input.ownerId, id: input.id });
  if (!canEditContract(current.status)) {
    throw new AppError('CONTRACT_LOCKED', 'Ce contrat ne peut plus être modifié');
  }
  if (current.version !== input.baseVersion || current.type !== input.type) {
    throw new AppError(
      'STALE_VERSION',
      `Version ${input.baseVersion} dépassée : la version actuelle est ${current.version}`,
    );
  }
  throw new AppError('VALIDATION_ERROR', `Au plus ${PENDING_INPUTS_MAX} champs à corriger.`, {
    fields: [{ path: 'pendingInputs', message: `Au plus ${PENDING_INPUTS_MAX} champs à corriger.` }],
  });
}

/**
 * PATCH /contracts/:id: a field-level save. The sections sent are checked as a whole save
 * checks them (a field in a wrong format is set aside with its raw input, never a reason to
 * refuse), Pro clauses need the Pro plan, and the new version is written as PUT writes it
 * (STALE_VERSION, CONTRACT_LOCKED, the history, an exported contract back to a draft).
 */
export async function patchContract(
  ctx: Pick<AppContext, 'db'>,
  input: PatchContractInput,
): Promise<ContractPatchAnswer> {
  const sent = Object.keys(input.changes).filter(isDraftSection);
  const result = salvageDraft(input.changes, () => createDefaultContract(input.type), draftSectionsSchema(sent));
  if (!result.ok) {
    throw new AppError('VALIDATION_ERROR', 'La requête contient des champs invalides', { fields: result.issues });
  }
  const changes = result.draft;
  if (changes.clauses) assertProClausesAllowed(input.plan, { clauses: changes.clauses });
  await assertPatchAllowed(ctx.db, input, sent.includes('clauses'));
  const { title, ...sections } = changes;
  const [row] = await preparedPatchOf(ctx.db).execute({
    id: input.id,
    ownerId: input.ownerId,
    baseVersion: input.baseVersion,
    type: input.type,
    title: title ?? null,
    sections: JSON.stringify(sections),
    sent: JSON.stringify(sent),
    pendingInputs: JSON.stringify(result.pending),
    pendingCount: Object.keys(result.pending).length,
  } satisfies PatchParameters);
  if (!row) return refusePatch(ctx.db, input);
  return parsedAnswer(
    { ...answerColumnsOf(row), pendingInputs: pendingInputsOf(row), changes },
    contractPatchAnswerSchema,
  );
}
