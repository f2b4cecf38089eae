import { eq, sql } from 'drizzle-orm';
import { type Branding, emptyBranding, type UpdateBrandingBody } from '#shared/api/branding.ts';
import type { Plan } from '#shared/account/rules.ts';
import type { Database } from '#server/db/client.ts';
import { userBrandings } from '#server/db/schema/branding.ts';
import type { AppContext } from '#server/plugins/request-context.ts';
import { checkLogo } from '#server/modules/branding/check-logo.ts';

type BrandingRow = typeof userBrandings.$inferSelect;

function toBranding(row: BrandingRow | undefined): Branding {
  if (!row) return emptyBranding;
  return {
    logoDataUrl: row.logo && row.logoMimeType ? `data:${row.logoMimeType};base64,${row.logo.toString('base64')}` : null,
    accentColor: row.accentColor,
  };
}

export async function getBranding({ db }: Pick<AppContext, 'db'>, { userId }: { userId: string }): Promise<Branding> {
  const [row] = await db.select().from(userBrandings).where(eq(userBrandings.userId, userId));
  return toBranding(row);
}

/**
 * What the PDF of this account prints: its branding while it is Pro, nothing once it is free
 * again (the logo and colour are kept, should the account come back to Pro).
 */
export async function getBrandingForDocuments(db: Database, user: { id: string; plan: Plan }): Promise<Branding> {
  return user.plan === 'pro' ? getBranding({ db }, { userId: user.id }) : emptyBranding;
}

/** Upserts the fields sent; a field left out keeps its value, `null` clears it. */
export async function saveBranding(
  { db }: Pick<AppContext, 'db'>,
  { userId, body }: { userId: string; body: UpdateBrandingBody },
): Promise<Branding> {
  const set: Partial<typeof userBrandings.$inferInsert> = {};
  if (body.logo === null) Object.assign(set, { logo: null, logoMimeType: null });
  if (body.logo) {
    const bytes = checkLogo(body.logo.mimeType, Buffer.from(body.logo.data, 'base64'));
    Object.assign(set, { logo: bytes, logoMimeType: body.logo.mimeType });
  }
  if (body.accentColor !== undefined) set.accentColor = body.accentColor;
  const [row] = await db
    .insert(userBrandings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: userBrandings.userId, set: { ...set, updatedAt: sql`now()` } })
    .returning();
  return toBranding(row);
}

export async function deleteBranding({ db }: Pick<AppContext, 'db'>, { userId }: { userId: string }): Promise<void> {
  await db.delete(userBrandings).where(eq(userBrandings.userId, userId));
}
