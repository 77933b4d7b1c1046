import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, UnknownRow } from 'kysely';
import type { Db } from '../../src/server/db/database';

/** Notes the SQL of every statement sent through the database it is plugged into (`db.withPlugin(log)`). */
export class StatementLog implements KyselyPlugin {
  statements: string[] = [];
  constructor(private readonly db: Db) {}
  transformQuery(args: PluginTransformQueryArgs) {
    this.statements.push(this.db.getExecutor().compileQuery(args.node, args.queryId).sql);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
