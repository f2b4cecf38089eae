import { asc, eq, inArray, or } from 'drizzle-orm';
import type { PersonalDataExport } from '#shared/api/privacy.ts';
import { notFound } from '#server/app-error.ts';
import type { Executor } from '#server/db/client.ts';
import { contractVersions, contracts } from '#server/db/schema/contracts.ts';
import { counterparties } from '#server/db/schema/counterparties.ts';
import { contractExports, creditLedger } from '#server/db/schema/exports.ts';
import { rowToCounterparty } from '#server/modules/counterparties/counterparty-row.ts';
import { exportTracker } from '#server/modules/tracker/export-tracker.ts';
import { billingCustomers, checkoutOrders, subscriptions } from '#server/db/schema/payments.ts';
import { contactMessages, waitlistEntries } from '#server/db/schema/public-site.ts';
import { exportBrandingAndSignatures } from '#server/modules/privacy/export-branding-and-signatures.ts';
import { exportSupportChat } from '#server/modules/support-chat/export-support-chat.ts';
import { refreshTokens, userDetails, users } from '#server/db/schema/users.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Everything held about one person (RGPD art. 15, right of access; art. 20, portability), in
 * one transaction so the file is consistent. Every query names the user (or their own
 * address): nothing of anyone else can come along. Secrets stay out: no password hash, no
 * token hash, no PDF bytes.
 */
export async function exportPersonalData(
  ctx: Pick<AppContext, 'db'>,
  { userId, now }: { userId: string; now: Date },
): Promise<PersonalDataExport> {
  const executor: Executor = ctx.db;
  const [account] = await executor.select().from(users).where(eq(users.id, userId));
  if (!account) throw notFound('Compte');
  const [details] = await executor.select().from(userDetails).where(eq(userDetails.userId, userId));
  const addressBook = await executor
    .select()
    .from(counterparties)
    .where(eq(counterparties.ownerId, userId))
    .orderBy(asc(counterparties.nameKey));
  const sessions = await executor
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .orderBy(asc(refreshTokens.createdAt));
  const ownContracts = await executor
    .select()
    .from(contracts)
    .where(eq(contracts.ownerId, userId))
    .orderBy(asc(contracts.createdAt));
  const contractIds = ownContracts.map((contract) => contract.id);
  const history = contractIds.length
    ? await executor
        .select()
        .from(contractVersions)
        .where(inArray(contractVersions.contractId, contractIds))
        .orderBy(asc(contractVersions.version))
    : [];
  const exportRows = await executor
    .select({
      id: contractExports.id,
      contractId: contractExports.contractId,
      contractVersion: contractExports.contractVersion,
      sha256: contractExports.sha256,
      size: contractExports.size,
      pages: contractExports.pages,
      createdAt: contractExports.createdAt,
    })
    .from(contractExports)
    .where(eq(contractExports.ownerId, userId))
    .orderBy(asc(contractExports.createdAt));
  const credits = await executor
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(asc(creditLedger.createdAt));
  const [customer] = await executor.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  const subscriptionRows = await executor.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const orders = await executor
    .select()
    .from(checkoutOrders)
    .where(eq(checkoutOrders.userId, userId))
    .orderBy(asc(checkoutOrders.createdAt));
  // What was sent under the address without a session belongs to the account only once the
  // address is proven theirs: an unconfirmed account may have typed somebody else's.
  const ownsAddress = account.isEmailVerified;
  const messages = await executor
    .select()
    .from(contactMessages)
    .where(
      ownsAddress
        ? or(eq(contactMessages.userId, userId), eq(contactMessages.email, account.email))
        : eq(contactMessages.userId, userId),
    )
    .orderBy(asc(contactMessages.createdAt));
  const [waitlist] = ownsAddress
    ? await executor.select().from(waitlistEntries).where(eq(waitlistEntries.email, account.email))
    : [];
  const brandingAndSignatures = await exportBrandingAndSignatures(executor, userId);
  const supportConversations = await exportSupportChat(executor, userId);
  const tracker = await exportTracker(executor, { userId, contractIds });

  return {
    format: 'paraphe-donnees/1',
    generatedAt: iso(now),
    account: {
      id: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      isEmailVerified: account.isEmailVerified,
      plan: account.plan,
      createdAt: iso(account.createdAt),
      updatedAt: iso(account.updatedAt),
    },
    professionalDetails: details
      ? {
          role: details.role,
          isPhysicalPerson: details.isPhysicalPerson,
          siret: details.siret,
          companyName: details.companyName,
          address: details.address,
          city: details.city,
          postalCode: details.postalCode,
          legalForm: details.legalForm,
          signatoryCapacity: details.signatoryCapacity,
          intendedPlan: details.intendedPlan,
          updatedAt: iso(details.updatedAt),
        }
      : null,
    sessions: sessions.map((session) => ({
      createdAt: iso(session.createdAt),
      expiresAt: iso(session.expiresAt),
      usedAt: isoOrNull(session.usedAt),
      revokedAt: isoOrNull(session.revokedAt),
    })),
    contracts: ownContracts.map((contract) => ({
      id: contract.id,
      title: contract.title,
      type: contract.type,
      status: contract.status,
      template: contract.template,
      version: contract.version,
      body: contract.body,
      createdAt: iso(contract.createdAt),
      updatedAt: iso(contract.updatedAt),
      history: history
        .filter((version) => version.contractId === contract.id)
        .map((version) => ({
          version: version.version,
          title: version.title,
          body: version.body,
          savedAt: iso(version.savedAt),
        })),
    })),
    exports: exportRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    credits: credits.map((row) => ({
      kind: row.kind,
      pool: row.pool,
      amount: row.amount,
      period: row.period,
      reference: row.reference,
      createdAt: iso(row.createdAt),
    })),
    payments: {
      billingCustomer: customer
        ? { provider: customer.provider, customerId: customer.customerId, createdAt: iso(customer.createdAt) }
        : null,
      subscriptions: subscriptionRows.map((row) => ({
        id: row.id,
        provider: row.provider,
        status: row.status,
        currentPeriodEnd: isoOrNull(row.currentPeriodEnd),
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        updatedAt: iso(row.updatedAt),
      })),
      orders: orders.map((row) => ({
        id: row.id,
        provider: row.provider,
        sku: row.sku,
        status: row.status,
        createdAt: iso(row.createdAt),
        completedAt: isoOrNull(row.completedAt),
      })),
    },
    contactMessages: messages.map((row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      subject: row.subject,
      message: row.message,
      createdAt: iso(row.createdAt),
    })),
    waitlist: waitlist ? { email: waitlist.email, locale: waitlist.locale, createdAt: iso(waitlist.createdAt) } : null,
    addressBook: addressBook.map(rowToCounterparty),
    tracker,
    ...brandingAndSignatures,
    supportConversations,
  };
}
