import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

type Statement = { name: string; parameterTypes: number[] };

/** Named statements kept per database; the least recently used one is closed beyond this. */
const STATEMENTS_LIMIT = 500;

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/**
 * PGlite's own `query()` runs each statement as six calls into PostgreSQL (parse, describe the
 * statement, bind, describe the portal, execute, sync): PostgreSQL parses, analyses and plans
 * the SQL every time, and planning asks the file system for the size of every table and index it
 * considers. Here each distinct SQL text is prepared once as a named statement, and each run is
 * one call (bind, describe, execute, sync): PostgreSQL keeps the statement, and its plan once
 * it judges a generic one as good (after five runs). A primary-key read on PGlite: about 400 µs
 * through `query()`, about 50 µs here.
 *
 * The parameters are serialised and the rows parsed exactly as `query()` does (the same
 * serializers by parameter type, the same `parseResults`), and the same locks are taken, so
 * callers see the same answers and the same errors (the PostgreSQL error, with the query and its
 * parameters on it).
 */
export function preparedStatements(client: PGlite, { limit = STATEMENTS_LIMIT }: { limit?: number } = {}) {
  const statements = new Map<string, Statement>();
  /** Statements no longer in the map, closed with the next one prepared. */
  const toClose: Uint8Array[] = [];
  let counter = 0;

  /** Runs under PGlite's query lock; statements evicted from the map are closed in the same call. */
  async function prepare(text: string): Promise<Statement> {
    while (statements.size >= limit) {
      const [oldText, old] = statements.entries().next().value as [string, Statement];
      statements.delete(oldText);
      toClose.push(serialize.close({ type: 'S', name: old.name }));
    }
    counter += 1;
    const name = `paraphe_${counter}`;
    const messages = await client.execProtocolStream(
      concat([
        ...toClose.splice(0),
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  }

  async function run<Row>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    retry: boolean,
  ): Promise<Results<Row>> {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last: the first entry is the one to close when the map is full.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.parameterTypes[index]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
    try {
      const messages = await client.execProtocolStream(
        concat([
          serialize.bind({ statement: statement.name, values: values as string[] }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      return parse.parseResults(messages, client.parsers, options)[0] as Results<Row>;
    } catch (error) {
      // A table changed under the statement so that its rows would change shape: PostgreSQL
      // refuses to run it again (« cached plan must not change result type »). It is prepared
      // afresh: at once outside a transaction, else (the transaction has failed) on its next run.
      if ((error as { code?: string }).code !== '0A000') throw error;
      statements.delete(text);
      toClose.push(serialize.close({ type: 'S', name: statement.name }));
      if (!retry) throw error;
      return run<Row>(text, params, options, false);
    }
  }

  async function guarded<Row>(
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<Row>> {
    try {
      return await run<Row>(text, params ?? [], options, !inTransaction);
    } catch (error) {
      if (error && typeof error === 'object' && 'severity' in error) {
        Object.assign(error, { query: text, params, queryOptions: options });
      }
      throw error;
    }
  }

  return {
    /** As `client.query()`, outside a transaction: waits for any transaction to end. */
    async query<Row>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>> {
      await client._checkReady();
      return client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          const result = await guarded<Row>(text, params, options, false);
          await client.syncToFs();
          return result;
        }),
      );
    },
    /** As `tx.query()` inside the transaction that holds the lock. */
    queryInTransaction<Row>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>> {
      return client._runExclusiveQuery(() => guarded<Row>(text, params, options, true));
    },
  };
}
