/** The student list query as the CRUD layer builds it: 25 rows of one perguruan tinggi sorted by nama. */
import { Kysely, PostgresAdapter, DummyDriver, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { RESOURCES, mahasiswa } from '../domain/resources';
import type { Database } from '../server/db/types';
import { compileModel } from '../server/crud/model';
import { parseList } from '../server/crud/params';
import { pageSql } from '../server/crud/queries';

const model = compileModel(mahasiswa, RESOURCES);
const compiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

export const listQueryString = (ptId: number, page = 0) =>
  `sort=${encodeURIComponent('["nama","ASC"]')}&range=${encodeURIComponent(`[${page * 25},${page * 25 + 24}]`)}&filter=${encodeURIComponent(JSON.stringify({ pt_id: ptId }))}`;

/** The exact SQL and parameters our server runs for that page. */
export function benchListQuery(ptId: number, page = 0): { sql: string; parameters: readonly unknown[] } {
  const params = parseList(model, {
    sort: '["nama","ASC"]',
    range: `[${page * 25},${page * 25 + 24}]`,
    filter: JSON.stringify({ pt_id: ptId }),
  });
  return pageSql(model, params).compile(compiler);
}
