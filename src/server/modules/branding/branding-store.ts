import { and, eq, sql } from 'drizzle-orm';
import { type Branding, emptyBranding, type UpdateBrandingBody } from '#shared/api/branding.ts';
import type { Plan } from '#shared/account/rules.ts';
import { AppError } from '#server/app-error.ts';
import { userBrandings } from '#server/db/schema/branding.ts';
import type { AppContext } from '#server/plugins/request-context.ts';
import { checkLogo, rasterizeLogo } from '#server/modules/branding/check-logo.ts';

type BrandingRow = typeof userBrandings.$inferSelect;
type BrandingContext = Pick<AppContext, 'db' | 'pdf'>;

function toBranding(row: BrandingRow | undefined): Branding {
  if (!row) return emptyBranding;
  const printable = row.logo && (row.logoMimeType === 'image/png' || row.logoMimeType === 'image/jpeg');
  return {
    logoDataUrl: printable ? `data:${row.logoMimeType};base64,${row.logo!.toString('base64')}` : null,
    accentColor: row.accentColor,
  };
}

/**
 * A logo stored as SVG before uploads were rasterised is drawn into a PNG the first time it is
 * read, and the PNG replaces it: no SVG is ever printed or shown. One that Chromium cannot
 * draw is left stored but not shown, as if there were no logo.
 */
async function rasterizeStoredSvg(ctx: BrandingContext, row: BrandingRow): Promise<BrandingRow> {
  if (row.logoMimeType !== 'image/svg+xml' || !row.logo) return row;
  const png = await rasterizeLogo(ctx, row.logo).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'INVALID_LOGO') return null;
    throw error;
  });
  if (!png) return row;
  const [updated] = await ctx.db
    .update(userBrandings)
    .set({ logo: png, logoMimeType: 'image/png' })
    .where(and(eq(userBrandings.userId, row.userId), eq(userBrandings.logoMimeType, 'image/svg+xml')))
    .returning();
  return updated ?? { ...row, logo: png, logoMimeType: 'image/png' };
}

export async function getBranding(ctx: BrandingContext, { userId }: { userId: string }): Promise<Branding> {
  const [row] = await ctx.db.select().from(userBrandings).where(eq(userBrandings.userId, userId));
  return toBranding(row && (await rasterizeStoredSvg(ctx, row)));
}

/**
 * What the PDF of this account prints: its branding while it is Pro, nothing once it is free
 * again (the logo and colour are kept, should the account come back to Pro).
 */
export async function getBrandingForDocuments(
  ctx: BrandingContext,
  user: { id: string; plan: Plan },
): Promise<Branding> {
  return user.plan === 'pro' ? getBranding(ctx, { userId: user.id }) : emptyBranding;
}

/** Upserts the fields sent; a field left out keeps its value, `null` clears it. */
export async function saveBranding(
  ctx: BrandingContext,
  { userId, body }: { userId: string; body: UpdateBrandingBody },
): Promise<Branding> {
  const set: Partial<typeof userBrandings.$inferInsert> = {};
  if (body.logo === null) Object.assign(set, { logo: null, logoMimeType: null });
  if (body.logo) {
    const logo = await checkLogo(ctx, { mimeType: body.logo.mimeType, data: Buffer.from(body.logo.data, 'base64') });
    Object.assign(set, { logo: logo.bytes, logoMimeType: logo.mimeType });
  }
  if (body.accentColor !== undefined) set.accentColor = body.accentColor;
  const [row] = await ctx.db
    .insert(userBrandings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: userBrandings.userId, set: { ...set, updatedAt: sql`now()` } })
    .returning();
  return toBranding(row);
}

export async function deleteBranding({ db }: Pick<AppContext, 'db'>, { userId }: { userId: string }): Promise<void> {
  await db.delete(userBrandings).where(eq(userBrandings.userId, userId));
}
