import type { Queryable } from '../db';

/**
 * The next number of a document series in a financial year, from 1, consecutive. Call it in the
 * transaction that issues the document: the counter row stays locked until that transaction ends,
 * so concurrent issuers (in any process) wait their turn, and a rollback gives the number back.
 */
export async function nextDocumentSequence(
  tx: Queryable,
  series: string,
  financialYear: string,
): Promise<number> {
  const result = await tx.query<{ last: number }>(
    `INSERT INTO document_counters (series, financial_year, last) VALUES ($1, $2, 1)
     ON CONFLICT (series, financial_year) DO UPDATE SET last = document_counters.last + 1
     RETURNING last`,
    [series, financialYear],
  );
  return result.rows[0]!.last;
}
