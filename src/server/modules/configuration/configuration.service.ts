import type { ConfigResponse, ConfigUploadRequest } from '../../../shared/api/configuration.js';
import { CONFIG_FIELDS, type FileAccept } from '../../../shared/domain/shop-config-fields.js';
import { type ConfigValues, publicConfig, resolveConfig, validateConfigChanges } from '../../../shared/domain/shop-config.js';
import { cached } from '../../db/cached.js';
import type { Db } from '../../db/database.js';
import type { AppContext } from '../../http/context.js';
import { forbidden, invalid } from '../../domain-errors.js';
import { webhookTargetProblem } from '../../http/webhook-post.js';
import { hasPermission } from '../../../shared/domain/permissions.js';
import { blockingEntry, parseBlockList } from '../../../shared/domain/ip-block-list.js';
import type { SessionUser } from '../auth/index.js';
import { cleanFileName } from '../files/index.js';
import * as repo from './configuration.repository.js';
import { diffFields } from '../../../shared/domain/audit-changes.js';
import { noteAudit } from '../audit/index.js';

const pick = (values: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, values[key]]));

const ALL_KEYS = [...CONFIG_FIELDS.keys()];

/** Every field of spec §3: the stored value where there is a valid one, the default otherwise. */
export async function loadConfig(db: Db): Promise<{ values: ConfigValues; updatedAt: Date | null }> {
  const rows = await repo.readSettings(db, ALL_KEYS);
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value as unknown]));
  // Read-only fields (the last backup) are written by the server, not by a change of the configuration.
  const edited = rows.filter((row) => CONFIG_FIELDS.get(row.key)?.kind !== 'readonly');
  const updatedAt = edited.reduce<Date | null>((latest, row) => (!latest || row.updated_at > latest ? row.updated_at : latest), null);
  return { values: resolveConfig(stored), updatedAt };
}

/** The configuration as the shop reads it on every request, kept until a save announces a change. */
export const currentConfig = cached({ topics: ['configuration'] }, loadConfig);

async function response(ctx: AppContext, message: string): Promise<ConfigResponse> {
  const { values, updatedAt } = await loadConfig(ctx.db);
  const fileKeys = ALL_KEYS.filter((key) => CONFIG_FIELDS.get(key)?.kind === 'file');
  const ids = fileKeys.map((key) => values[key]).filter((id): id is number => typeof id === 'number');
  const names = new Map((await repo.fileNames(ctx.db, ids)).map((file) => [file.id, file.name]));
  const files = Object.fromEntries(
    fileKeys.map((key) => {
      const id = values[key];
      return [key, typeof id === 'number' && names.has(id) ? { id, name: names.get(id) ?? '' } : null];
    }),
  );
  return { success: true, message, values, files, updated_at: updatedAt?.toISOString() ?? null };
}

export const getConfig = (ctx: AppContext) => response(ctx, 'OK');

/**
 * Fields that need a permission of their own (issue 38: the webhook's target is API_MANAGE's), and the
 * webhook's target itself: only where it may go. Fields sent unchanged pass: the form sends them all.
 */
async function checkGuardedFields(
  ctx: AppContext,
  caller: SessionUser | undefined,
  before: ConfigValues,
  values: ConfigValues,
  address: string | undefined,
): Promise<void> {
  const changed = Object.keys(values).filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(values[key] ?? null));
  // Issue 52: a list that holds the saver's own address locks out the saver, and with them often the whole school network.
  const list = values.ip_block_list;
  if (address && changed.includes('ip_block_list') && typeof list === 'string') {
    const own = blockingEntry(address, parseBlockList(list).ranges);
    if (own) {
      const problem = `Die IP-Sperrliste enthält deine eigene Adresse ${address} (Eintrag „${own.text}“). Damit würdest du dich selbst aussperren – bitte den Eintrag entfernen.`;
      throw invalid(problem, 'OWN_ADDRESS_BLOCKED', { fields: { ip_block_list: problem } });
    }
  }
  for (const key of changed) {
    const field = CONFIG_FIELDS.get(key);
    if (caller && field?.permission && !hasPermission(caller.permissions, field.permission)) {
      throw forbidden(`„${field.label}“ darf nur ändern, wer die Berechtigung ${field.permission} hat.`, 'FIELD_FORBIDDEN');
    }
  }
  const url = values.webhook_url;
  if (changed.includes('webhook_url') && typeof url === 'string' && url) {
    const problem = await webhookTargetProblem(url, ctx.config.webhookAllowPrivate, ctx.webhookLookup, ctx.config.webhookPorts);
    if (problem) throw invalid(problem, 'INVALID_CONFIGURATION', { fields: { webhook_url: problem } });
  }
}

/** `caller` is the staff member saving, `address` where they save from; the server's own writes (and tests') leave both out. */
export async function saveConfig(ctx: AppContext, changes: Record<string, unknown>, caller?: SessionUser, address?: string): Promise<ConfigResponse> {
  const { values, errors } = validateConfigChanges(changes);
  const problems = Object.values(errors);
  if (problems.length)
    throw invalid(problems.length === 1 ? problems[0] : `${problems[0]} (und ${problems.length - 1} weitere)`, 'INVALID_CONFIGURATION', { fields: errors });
  const ids = Object.entries(values).filter(([key, id]) => CONFIG_FIELDS.get(key)?.kind === 'file' && typeof id === 'number');
  if (ids.length) {
    const found = new Set(
      (
        await repo.fileNames(
          ctx.db,
          ids.map(([, id]) => id as number),
        )
      ).map((file) => file.id),
    );
    const missing = ids.find(([, id]) => !found.has(id as number));
    if (missing) throw invalid('Die gewählte Datei gibt es nicht mehr.', 'FILE_NOT_FOUND', { fields: { [missing[0]]: 'Datei nicht gefunden.' } });
  }
  const before = (await loadConfig(ctx.db)).values;
  await checkGuardedFields(ctx, caller, before, values, address);
  await repo.writeSettings(ctx.db, values, ctx.now());
  noteAudit({ subject: 'config', changes: diffFields(pick(before, Object.keys(values)), values) });
  return response(ctx, 'Daten erfolgreich gespeichert!');
}

export async function getPublicConfig(ctx: AppContext): Promise<ConfigValues> {
  return publicConfig((await currentConfig(ctx.db)).values);
}

const FILE_RULES: Record<FileAccept, { type: string; extension: RegExp; label: string }> = {
  svg: { type: 'image/svg+xml', extension: /\.svg$/i, label: 'eine SVG-Datei' },
  css: { type: 'text/css', extension: /\.css$/i, label: 'eine CSS-Datei' },
};

/** An SVG with scripts or event handlers would run when opened directly; such files are refused. */
function unsafeSvg(content: string): boolean {
  return !/<svg[\s>]/i.test(content) || /<script|<foreignObject|\son\w+\s*=|javascript:/i.test(content);
}

export async function uploadConfigFile(ctx: AppContext, caller: SessionUser, upload: ConfigUploadRequest) {
  const field = CONFIG_FIELDS.get(upload.key);
  if (field?.kind !== 'file') throw invalid('Für diese Einstellung gibt es keinen Datei-Upload.', 'NOT_A_FILE_FIELD');
  const rule = FILE_RULES[field.accept];
  if (!rule.extension.test(upload.filename)) throw invalid(`Bitte ${rule.label} hochladen.`, 'UNSUPPORTED_FILE_TYPE');
  if (upload.content.includes('\u0000')) throw invalid('Die Datei ist keine Textdatei.', 'UNSUPPORTED_FILE_TYPE');
  if (field.accept === 'svg' && unsafeSvg(upload.content)) {
    throw invalid('Das SVG darf keine Skripte, Event-Handler oder eingebetteten HTML-Inhalte enthalten.', 'UNSAFE_SVG');
  }
  const name = cleanFileName(upload.filename);
  const id = await repo.insertTextFile(ctx.db, { name, content_type: rule.type, data: new TextEncoder().encode(upload.content), created_by: caller.userId });
  return { success: true as const, message: 'Datei hochgeladen.', file_id: id, name };
}

/** One field's value (stored if valid, else its default), for modules that need a single setting. */
export async function readConfigValue(db: Db, key: string): Promise<ConfigValues[string]> {
  return (await currentConfig(db)).values[key];
}

/** The read-only "Letztes Backup" fields; only the backup module writes them. */
export async function recordLastBackup(db: Db, at: Date, sizeBytes: number): Promise<void> {
  await repo.writeSettings(db, { last_backup: at.toISOString(), last_backup_size: String(sizeBytes) }, at);
}
