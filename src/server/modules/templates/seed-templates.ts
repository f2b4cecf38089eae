import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { type ContractTemplate, contractTemplateSchema } from '#shared/contract/schema.ts';
import { notFound } from '#server/app-error.ts';
import type { Executor } from '#server/db/client.ts';
import { contractTemplates } from '#server/db/schema/exports.ts';

export const templatesFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../templates');

/**
 * Copies templates/*.html into the database at start, so every instance renders from the same
 * text; a row is only rewritten when the file changed.
 */
export async function seedTemplates(executor: Executor, folder = templatesFolder): Promise<void> {
  for (const name of contractTemplateSchema.options) {
    const html = await readFile(path.join(folder, `${name}.html`), 'utf8');
    const sha256 = createHash('sha256').update(html).digest('hex');
    await executor
      .insert(contractTemplates)
      .values({ name, html, sha256 })
      .onConflictDoUpdate({
        target: contractTemplates.name,
        set: { html, sha256, updatedAt: sql`now()` },
        setWhere: sql`${contractTemplates.sha256} <> excluded.sha256`,
      });
  }
}

export async function getTemplateHtml(executor: Executor, name: ContractTemplate): Promise<string> {
  const [row] = await executor
    .select({ html: contractTemplates.html })
    .from(contractTemplates)
    .where(eq(contractTemplates.name, name));
  if (!row) throw notFound('Modèle');
  return row.html;
}
