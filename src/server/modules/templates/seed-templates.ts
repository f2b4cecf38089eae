import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { type ContractTemplate, type ContractType, contractTemplateSchema } from '#shared/contract/schema.ts';
import { assembleTemplate, type TemplateSources } from '#shared/template/assemble-template.ts';
import { notFound } from '#server/app-error.ts';
import type { Executor } from '#server/db/client.ts';
import { contractTemplates } from '#server/db/schema/exports.ts';

export const templatesFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../templates');

/** The skeleton `templates/contract.html` and the partials `templates/clauses/*.html`. */
export async function readTemplateSources(folder = templatesFolder): Promise<TemplateSources> {
  const skeleton = await readFile(path.join(folder, 'contract.html'), 'utf8');
  const files = (await readdir(path.join(folder, 'clauses'))).filter((file) => file.endsWith('.html'));
  const clauses: Record<string, string> = {};
  for (const file of files)
    clauses[file.slice(0, -'.html'.length)] = await readFile(path.join(folder, 'clauses', file), 'utf8');
  return { skeleton, clauses };
}

/**
 * Assembles each type's template from the skeleton and the clause partials and stores it at
 * start, so every instance renders from the same text; a row is only rewritten when the text
 * changed.
 */
export async function seedTemplates(executor: Executor, folder = templatesFolder): Promise<void> {
  const sources = await readTemplateSources(folder);
  for (const name of contractTemplateSchema.options) {
    const html = assembleTemplate(name.toUpperCase() as ContractType, sources);
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
