import type { WaitingDone, WaitingEventsResponse, WaitingListResponse } from '../../../shared/api/waiting-list.js';
import type { AppContext } from '../../http/context.js';
import { conflict, notFound } from '../../domain-errors.js';
import { noteAudit } from '../audit/index.js';
import { offerToEntry } from './waiting-list-offers.js';
import * as repo from './waiting-list.repository.js';
import { removeEntry } from './waiting-list.service.js';

/** The events with their switch and, for one event, its performances with how many wait. */
export async function waitingEvents(ctx: AppContext, eventId: number | undefined): Promise<WaitingEventsResponse> {
  const events = await repo.eventsWithWaitingList(ctx.db);
  const chosen = eventId ?? events[0]?.id;
  const performances = chosen ? await repo.eventPerformances(ctx.db, chosen) : [];
  return {
    events,
    performances: performances.map((row) => ({
      id: row.id,
      event_id: chosen as number,
      starts_at: row.starts_at.toISOString(),
      waiting: row.waiting,
      offered: row.offered,
    })),
  };
}

/** One performance's list in the line's order; the position counts those still waiting. */
export async function waitingList(ctx: AppContext, performanceId: number): Promise<WaitingListResponse> {
  const rows = await repo.staffList(ctx.db, performanceId);
  let position = 0;
  return {
    entries: rows.map((row) => ({
      id: row.id,
      position: row.status === 'waiting' ? ++position : 0,
      name: row.name,
      email: row.email,
      quantity: row.quantity,
      category_name: row.category_name,
      status: row.status === 'offered' && row.order_status === 'CAPTURED' ? 'bought' : row.status,
      created_at: row.created_at.toISOString(),
      offered_at: row.offered_at?.toISOString() ?? null,
      offer_expires_at: row.offer_expires_at?.toISOString() ?? null,
      order_id: row.order_id,
      bought: row.order_status === 'CAPTURED',
    })),
  };
}

export async function switchWaitingList(ctx: AppContext, eventId: number, on: boolean): Promise<WaitingDone> {
  if (!(await repo.setEventWaitingList(ctx.db, eventId, on))) throw notFound('Dieses Event gibt es nicht.', 'EVENT_NOT_FOUND');
  noteAudit({ action: 'event.waiting_list', subject: `event:${eventId}`, changes: { waiting_list: [!on, on] } });
  return { success: true, message: on ? 'Die Warteliste ist für dieses Event eingeschaltet.' : 'Die Warteliste ist für dieses Event ausgeschaltet.' };
}

export async function removeWaitingEntry(ctx: AppContext, entryId: number): Promise<WaitingDone> {
  if (!(await removeEntry(ctx, entryId))) throw notFound('Diesen Eintrag gibt es nicht mehr.', 'WAITING_ENTRY_NOT_FOUND');
  noteAudit({ action: 'waiting_list.remove', subject: `waiting_list_entry:${entryId}` });
  return { success: true, message: 'Der Eintrag ist gelöscht.' };
}

/** An offer by hand, to this entry, ahead of the line: only when its places are free now. */
export async function offerByHand(ctx: AppContext, entryId: number): Promise<WaitingDone> {
  const entry = await repo.entryById(ctx.db, entryId);
  if (!entry) throw notFound('Diesen Eintrag gibt es nicht mehr.', 'WAITING_ENTRY_NOT_FOUND');
  if (entry.status !== 'waiting') throw conflict('Dieser Eintrag hat schon ein Angebot bekommen.', 'WAITING_ENTRY_OFFERED');
  if (!(await offerToEntry(ctx, entry.performance_id, entry.id))) {
    throw conflict('Für diesen Eintrag sind gerade nicht genug Plätze frei (oder die Warteliste des Events ist ausgeschaltet).', 'NO_PLACES_FREE');
  }
  noteAudit({ action: 'waiting_list.offer', subject: `waiting_list_entry:${entryId}` });
  return { success: true, message: 'Das Angebot ist verschickt; die Plätze sind für diese Person reserviert.' };
}
