import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { documents } from '../../db/schema.js';
import { inThisAssociation } from '../../db/scope.js';
import type { DocumentKind } from '@quartier/shared';

/** This association's documents only: the explicit half of the two scopes (the other is Row-Level Security). */

export async function currentDocument(executor: Executor, kind: DocumentKind) {
  const [row] = await executor
    .select()
    .from(documents)
    .where(and(inThisAssociation(documents), eq(documents.kind, kind)))
    .orderBy(desc(documents.id))
    .limit(1);
  return row;
}

/** The latest version of each kind, without the file content, and how many versions exist. */
export async function documentIndex(executor: Executor) {
  const result = await executor.execute(sql`
    select distinct on (kind) kind, size, is_sample as "isSample", created_at as "createdAt",
           count(*) over (partition by kind)::int as versions
    from ${documents} where ${inThisAssociation(documents)} order by kind, id desc`);
  return (
    result as unknown as {
      rows: Array<{ kind: DocumentKind; size: number; isSample: boolean; createdAt: string | Date; versions: number }>;
    }
  ).rows;
}

export async function insertDocument(executor: Executor, values: typeof documents.$inferInsert) {
  const [row] = await executor.insert(documents).values(values).returning({ id: documents.id });
  return row!.id;
}
