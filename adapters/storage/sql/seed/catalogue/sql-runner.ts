import type { Database } from "../../database";

/** What the seed needs of a database or a transaction: running SQL. */
export type SqlRunner = Pick<Database, "execute">;
