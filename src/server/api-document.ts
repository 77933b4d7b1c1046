import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { apiModules } from './app.js';
import { readConfig } from './config.js';
import type { AppContext } from './http/context.js';
import { registerOpenApi } from './http/openapi.js';
import { plainNumbersPlugin } from './http/plain-numbers.js';

/**
 * The OpenAPI document as /api/openapi.json serves it, without a database: only the route table is needed,
 * so `npm run lint:api` takes seconds and needs no PostgreSQL. The modules only register routes here; no
 * handler runs, so the context carries configuration and clock alone and refuses anything else.
 */
export async function buildApiDocument(): Promise<Record<string, unknown>> {
  const app = Fastify({ logger: false, ajv: { plugins: [plainNumbersPlugin] } });
  const known = { config: readConfig({}), now: () => new Date(), log: app.log, testFlags: {} };
  const ctx = new Proxy(known, {
    get(target, key) {
      if (key in target) return target[key as keyof typeof known];
      throw new Error(`api-document: a module read ctx.${String(key)} while registering its routes`);
    },
  }) as unknown as AppContext;
  await registerOpenApi(app);
  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(async (scope) => module(scope.withTypeProvider<TypeBoxTypeProvider>(), ctx));
    },
    { prefix: '/api' },
  );
  await app.ready();
  const document = app.swagger() as unknown as Record<string, unknown>;
  await app.close();
  return document;
}
