import type { AdmissionEvent, ScanRequest, ScanResponse } from '../../../shared/api/checkin.js';
import type { VerdictKey } from '../../../shared/api/checkin.js';
import { readAdmissions } from '../../../shared/domain/admissions.js';
import type { AppContext } from '../../http/context.js';
import { conflict, notFound } from '../../domain-errors.js';
import type { SessionUser } from '../auth/index.js';
import { reentryAllowed, ticketDto } from './checkin.service.js';
import * as repo from './checkin.repository.js';
import { scanTime } from './instants.js';

/** The server's verdict on a known ticket, before this scan is stored (only a 'valid' scan can admit). */
function provisionalVerdict(
  ticket: { status: string; performance_id: number } | undefined,
  performanceId: number,
  admitted: boolean,
  reentry: boolean,
): VerdictKey {
  if (!ticket) return 'invalid';
  if (ticket.status === 'cancelled') return 'cancelled';
  if (ticket.performance_id !== performanceId) return 'wrong_performance';
  if (!admitted) return 'valid';
  return reentry ? 'reentry' : 'already';
}

/** The tickets and counters an admission event carries, loaded once per server process. */
export async function admissionEvent(ctx: AppContext, announcement: { performance_id: number; ticket_ids: number[] }): Promise<AdmissionEvent> {
  const ids = announcement.ticket_ids;
  const [tickets, counts] = await Promise.all([repo.listTickets(ctx.db, { ticketIds: ids }, ids.length), repo.counters(ctx.db, [announcement.performance_id])]);
  return {
    performance_id: announcement.performance_id,
    tickets: tickets.map(ticketDto),
    counters: counts.get(announcement.performance_id) ?? { sold: 0, admitted: 0, reentries: 0 },
  };
}

/**
 * checkin/scan.php: one scan decided by the server while the door is online (issue 12). Under the
 * ticket's row lock the scan is stored with its verdict and the admissions are read afresh, exactly as an
 * upload does, so the earliest admission stays the admission and a second door hears 'Bereits
 * eingecheckt' naming the first. A new admission is announced to every other door.
 */
export async function scanOnline(ctx: AppContext, user: SessionUser, body: ScanRequest): Promise<ScanResponse> {
  const now = ctx.now();
  if (!(await repo.performanceWithEvent(ctx.db, body.performance_id))) throw notFound('Diese Vorstellung gibt es nicht.', 'PERFORMANCE_NOT_FOUND');
  const code = body.scan.code ? body.scan.code.trim().toUpperCase() : null;
  const { byCode, known } = await repo.resolveTickets(ctx.db, code ? [code] : [], !code && body.scan.ticket_id ? [body.scan.ticket_id] : []);
  const ticketId = code ? (byCode.get(code) ?? null) : body.scan.ticket_id && known.has(body.scan.ticket_id) ? body.scan.ticket_id : null;
  const reentry = await reentryAllowed(ctx.db);
  const storedCode = code && code.length <= 200 ? code : null;

  const outcome = await ctx.db
    .transaction()
    .setIsolationLevel('read committed')
    .execute(async (trx) => {
      await repo.touchDevice(trx, { id: body.device_id, name: body.device_name, userId: user.userId }, now);
      const ids = ticketId === null ? [] : [ticketId];
      await repo.lockTickets(trx, ids);
      const earlier = await repo.scanWithNonce(trx, body.scan.nonce);
      if (earlier) {
        // Issue 52: a nonce names one scan of one code; under another code it would replay someone else's verdict.
        const same = earlier.ticket_id === ticketId && earlier.performance_id === body.performance_id && earlier.code === storedCode;
        if (!same) throw conflict('Diese Scan-Kennung gehört schon zu einem anderen Code. Bitte den Code erneut scannen.', 'NONCE_REUSED');
        return { verdict: earlier.verdict, fresh: false };
      }
      const ticket = ticketId === null ? undefined : await repo.ticketState(trx, ticketId);
      const scans = await repo.scansOfTickets(trx, ids);
      const verdict = provisionalVerdict(
        ticket,
        body.performance_id,
        scans.some((scan) => scan.admitted),
        reentry,
      );
      await repo.insertCheckins(trx, [
        {
          nonce: body.scan.nonce,
          performance_id: body.performance_id,
          ticket_id: ticketId,
          device_id: body.device_id,
          user_id: user.userId,
          method: body.scan.method,
          code: storedCode,
          verdict,
          scanned_at: scanTime(body.scan.scanned_at, now),
          received_at: now,
        },
      ]);
      if (ticketId !== null) {
        const all = await repo.scansOfTickets(trx, ids);
        const reading = readAdmissions(
          all.flatMap((s) =>
            s.ticket_id === null ? [] : [{ id: s.id, ticketId: s.ticket_id, deviceId: s.device_id, verdict: s.verdict, scannedAt: s.scanned_at }],
          ),
          { reentry },
        );
        await repo.markAdmissions(trx, ids, [...reading.admitted], [...reading.duplicates], [...reading.reentries]);
      }
      return { verdict, fresh: true };
    });

  // A re-entry changes the other doors' counters too.
  const letIn = outcome.verdict === 'valid' || outcome.verdict === 'reentry';
  if (outcome.fresh && letIn && ticketId !== null) await ctx.admissions.announce(body.performance_id, [ticketId]);
  const [tickets, counts, state] = await Promise.all([
    ticketId === null ? Promise.resolve([]) : repo.listTickets(ctx.db, { ticketIds: [ticketId] }, 1),
    repo.counters(ctx.db, [body.performance_id]),
    ticketId === null ? Promise.resolve(undefined) : repo.ticketState(ctx.db, ticketId),
  ]);
  return {
    success: true,
    verdict: outcome.verdict,
    ticket: tickets[0] ? ticketDto(tickets[0]) : null,
    performance_id: state && state.performance_id !== body.performance_id ? state.performance_id : null,
    counters: counts.get(body.performance_id) ?? { sold: 0, admitted: 0, reentries: 0 },
  };
}
