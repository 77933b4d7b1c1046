import type { PaymentStatus, UniverseDto, UniverseSaveRequest } from '../../../shared/api/payments.js';
import type { AppContext } from '../../http/context.js';
import { conflict, DomainError, invalid, notFound } from '../../domain-errors.js';
import { type PaymentProvider, ProviderError } from './provider.js';
import { activeUniverse, providerFor, type Universe } from './providers.js';
import * as repo from './universes.repository.js';
import { diffFields } from '../../../shared/domain/audit-changes.js';
import { noteAudit } from '../audit/index.js';

const universeNotFound = () => notFound('Universum nicht gefunden.', 'UNIVERSE_NOT_FOUND');

export async function listUniverses(ctx: AppContext): Promise<UniverseDto[]> {
  const rows = await repo.listUniverses(ctx.db);
  return rows.map((row) => ({
    universe: row.id,
    name: row.name,
    is_sandbox: row.is_sandbox,
    provider: row.provider,
    active: row.active,
    client_id: row.client_id,
    webhook_id: row.webhook_id,
    has_secret: Boolean(row.has_secret),
    orders: Number(row.orders ?? 0),
    updated_at: row.updated_at.toISOString(),
  }));
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

const pick = (row: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, row[key]]));

/**
 * Creates a PayPal universe or changes one. The built-in test universe keeps its provider and only
 * takes a new name. A blank secret keeps the stored one: the secret is write-only.
 */
export async function saveUniverse(ctx: AppContext, input: UniverseSaveRequest): Promise<number> {
  const name = input.name.trim();
  if (!name) throw invalid('Bitte einen Namen angeben.', 'INVALID_UNIVERSE', { fields: { name: 'Bitte einen Namen angeben.' } });
  const now = ctx.now();
  const fields: repo.UniverseFields = {
    name,
    is_sandbox: input.is_sandbox,
    client_id: blankToNull(input.client_id),
    webhook_id: blankToNull(input.webhook_id),
    ...(input.client_secret?.trim() ? { client_secret: input.client_secret.trim() } : {}),
  };
  if (input.id === undefined) {
    if (!fields.client_id) {
      throw invalid('Bitte die Client-ID von PayPal angeben.', 'INVALID_UNIVERSE', { fields: { client_id: 'Pflichtfeld.' } });
    }
    const id = await repo.insertUniverse(ctx.db, fields, now);
    noteAudit({ subject: `universe:${id}`, changes: diffFields(null, fields) });
    return id;
  }
  const existing = await repo.findUniverse(ctx.db, input.id);
  if (!existing) throw universeNotFound();
  if (existing.provider === 'test') {
    await repo.updateUniverse(ctx.db, input.id, { name }, now);
    noteAudit({ subject: `universe:${input.id}`, changes: diffFields({ name: existing.name }, { name }) });
    return input.id;
  }
  if (existing.active && !fields.client_id && !ctx.config.paypal.clientId) {
    throw invalid('Das aktive Universum braucht eine Client-ID.', 'INVALID_UNIVERSE', { fields: { client_id: 'Pflichtfeld.' } });
  }
  // The active universe takes live payments now: saved, it must pass what activating it checks (issue 28).
  const edited: Universe = { ...existing, ...fields, updated_at: now };
  if (existing.active && !edited.is_sandbox) await requireReady(ctx, edited, 'Das Universum ist aktiv und bleibt unverändert');
  else if (existing.active) requireMatchingEnvironment(ctx, edited);
  await repo.updateUniverse(ctx.db, input.id, fields, now);
  noteAudit({ subject: `universe:${input.id}`, changes: diffFields(pick(existing, Object.keys(fields)), fields) });
  return input.id;
}

/** Live money needs PayPal's webhooks (refunds, chargebacks, pending captures): the id must exist there. */
async function requireWebhook(provider: PaymentProvider, webhookId: string | null) {
  const id = webhookId?.trim();
  if (!id)
    throw conflict('Für ein Live-Universum fehlt die Webhook-ID. Bitte den Webhook im PayPal-Dashboard anlegen und seine ID eintragen.', 'UNIVERSE_NOT_READY');
  if (!(await provider.webhookExists(id))) {
    throw conflict(`PayPal kennt die Webhook-ID ${id} für diese Zugangsdaten nicht.`, 'UNIVERSE_NOT_READY');
  }
}

/**
 * Credentials taken from the environment (a universe without its own client id) belong to the PayPal that
 * PAYPAL_SANDBOX names; a universe pointing them at the other one would fail every payment.
 */
function requireMatchingEnvironment(ctx: AppContext, universe: Universe) {
  if (universe.provider !== 'paypal' || universe.client_id) return;
  if (universe.is_sandbox === ctx.config.paypal.sandbox) return;
  const env = ctx.config.paypal.sandbox ? 'die Sandbox' : 'Live-PayPal';
  throw conflict(
    `Die Zugangsdaten aus der Umgebung gehören laut PAYPAL_SANDBOX zu ${env}, dieses Universum aber ${universe.is_sandbox ? 'zur Sandbox' : 'zu Live-PayPal'}. Bitte eigene Zugangsdaten eintragen oder die Einstellung anpassen.`,
    'UNIVERSE_NOT_READY',
  );
}

/** What a universe must pass to take payments: credentials PayPal accepts, and for live money a webhook PayPal knows. */
async function requireReady(ctx: AppContext, universe: Universe, outcome: string): Promise<void> {
  try {
    requireMatchingEnvironment(ctx, universe);
    const provider = providerFor(ctx, universe);
    await provider.checkConnection();
    if (universe.provider === 'paypal' && !universe.is_sandbox) await requireWebhook(provider, universe.webhook_id ?? ctx.config.paypal.webhookId ?? null);
  } catch (error) {
    if (error instanceof DomainError) throw conflict(`${error.message} ${outcome}.`, 'UNIVERSE_NOT_READY');
    if (error instanceof ProviderError) {
      throw conflict(`PayPal hat die Zugangsdaten nicht angenommen (${error.issue}). ${outcome}.`, 'UNIVERSE_NOT_READY');
    }
    throw error;
  }
}

/** Makes the universe the one the shop's checkout pays through; PayPal needs working credentials first. */
export async function activateUniverse(ctx: AppContext, id: number): Promise<void> {
  // The admin checks what is stored now, not the payment path's cached copy.
  const universe = await repo.findUniverse(ctx.db, id);
  if (!universe) throw universeNotFound();
  await requireReady(ctx, universe, 'Das Universum bleibt inaktiv');
  await repo.activate(ctx.db, id, ctx.now());
  noteAudit({ subject: `universe:${id}`, changes: { active: [universe.active, true] } });
}

export async function deleteUniverse(ctx: AppContext, id: number): Promise<void> {
  const universe = await repo.findUniverse(ctx.db, id);
  if (!universe) throw universeNotFound();
  if (universe.provider === 'test') throw conflict('Der eingebaute Testmodus kann nicht gelöscht werden.', 'UNIVERSE_BUILT_IN');
  if (universe.active) throw conflict('Das aktive Universum kann nicht gelöscht werden. Bitte zuerst ein anderes aktivieren.', 'UNIVERSE_ACTIVE');
  if (!(await repo.deleteUnused(ctx.db, id))) {
    throw conflict('Über dieses Universum wurden bereits Bestellungen bezahlt; es bleibt für Erstattungen erhalten.', 'UNIVERSE_IN_USE');
  }
  noteAudit({ subject: `universe:${id}`, changes: diffFields({ name: universe.name, provider: universe.provider, is_sandbox: universe.is_sandbox }, null) });
}

/** The active universe and whether its provider answers: for the dashboard's status tile and this screen. */
export async function paymentStatus(ctx: AppContext): Promise<PaymentStatus> {
  let universe: Awaited<ReturnType<typeof activeUniverse>>;
  try {
    universe = await activeUniverse(ctx.db);
  } catch {
    return { universe: null, name: null, provider: null, ok: false, message: 'Keine Zahlungsart aktiv.' };
  }
  const base = { universe: universe.id, name: universe.name, provider: universe.provider };
  try {
    await providerFor(ctx, universe).checkConnection();
    return { ...base, ok: true, message: universe.provider === 'test' ? 'Testmodus aktiv.' : 'PayPal verbunden.' };
  } catch (error) {
    const reason = error instanceof ProviderError ? error.message : error instanceof DomainError ? error.message : 'Unbekannter Fehler.';
    return { ...base, ok: false, message: `PayPal-Fehler: ${reason}` };
  }
}
