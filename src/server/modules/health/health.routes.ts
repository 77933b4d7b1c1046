import { Type } from 'typebox';
import { ServerProblemDto } from '../../../shared/api/alerts.js';
import { ApiErrorBody } from '../../../shared/api/errors.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { livenessOf } from '../../db/database.js';
import type { QuickCheck } from '../../db/liveness.js';
import { probeDatabase, PROBLEM_MESSAGES } from '../alerts/index.js';

/**
 * Issue 52: a load balancer and the app's probe want an answer, not a wait. The full probe (probeDatabase:
 * through the pool, with the disk recheck and what waited) is waited for this long at most. Not shorter: in
 * a rush or on a loaded CI machine the pool's queue and a busy event loop alone can hold it for most of a
 * second, and staff would read "Datenbank nicht erreichbar" while it works (0.7 s did so in a loaded CI run).
 */
export const HEALTH_ANSWER_MS = 2_500;

/**
 * Whether the database answers, within QUICK_CHECK_MS when it is silent: beside the full probe, the
 * database's watch asks `select 1` on a connection kept for health (db/liveness.ts). Silence it trusts
 * answers red at once (a stopped PostgreSQL: under a second instead of 2.5 s); an answer there means the
 * database is up even if the probe through the pool is slow in a rush; a look too short to tell (the
 * connection still opening, a busy event loop) waits for the probe as before.
 */
async function databaseAnswers(ctx: AppContext): Promise<boolean> {
  const started = performance.now();
  const probe = probeDatabase(ctx);
  const quick = livenessOf(ctx.db)?.quickCheck() ?? new Promise<QuickCheck>(() => undefined);
  const first = await Promise.race([probe.then((answered) => ({ answered })), quick.then((look) => ({ look }))]);
  if ('answered' in first) return first.answered;
  if (first.look === 'silent') return false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), Math.max(0, HEALTH_ANSWER_MS - (performance.now() - started)));
  });
  try {
    const outcome = await Promise.race([probe, late]);
    return outcome === 'late' ? first.look === 'answered' : outcome;
  } finally {
    clearTimeout(timer);
  }
}

const HealthResponse = Type.Object({ success: Type.Literal(true), database: Type.Literal('ok') });
const HealthDown = Type.Object({ success: Type.Literal(false), code: Type.String(), message: Type.String(), problems: Type.Array(ServerProblemDto) });

/**
 * For the app's connectivity probe and for load balancers: 200 only while the database answers and can
 * write. Otherwise 503 with the reason in German and every current problem (issue 39), which the back
 * office shows on each page, even while the database is gone.
 */
export async function healthRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/health.php',
    {
      schema: {
        summary: 'Erreichbarkeit',
        description:
          'Antwortet mit 200, wenn Server und Datenbank antworten, sonst mit 503 und dem Grund (Datenbank nicht erreichbar, Speicher voll) samt der aktuellen Probleme des Servers.',
        tags: ['System'],
        response: { 200: HealthResponse, '4xx': ApiErrorBody, 503: HealthDown, '5xx': ApiErrorBody },
      },
    },
    async (_request, reply) => {
      const answered = await databaseAnswers(ctx);
      const problems = ctx.problems.current();
      // Red before the probe has given up (and raised the problem): the back office's notice shows the problems
      // it is sent, so the silence is among them from the first page view on, as of now.
      if (!answered && !problems.some((problem) => problem.kind === 'DATABASE_DOWN'))
        problems.unshift({ kind: 'DATABASE_DOWN', message: PROBLEM_MESSAGES.DATABASE_DOWN, since: ctx.now().toISOString() });
      const blocking = problems.find((problem) => problem.kind === 'DATABASE_DOWN') ?? problems.find((problem) => problem.kind === 'DISK_FULL');
      if (!blocking) return { success: true as const, database: 'ok' as const };
      reply.header('Retry-After', '5');
      return reply.status(503).send({ success: false, code: blocking.kind, message: blocking.message, problems });
    },
  );
}
