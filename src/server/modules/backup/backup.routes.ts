import type { FastifyRequest } from 'fastify';
import { BackupCreateResponse, BackupDownloadQuery, BackupListResponse } from '../../../shared/api/backup.js';
import { answers, fileAnswers } from '../../../shared/api/errors.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard, sessionOf } from '../../http/guard.js';
import type { Actor } from './backup.service.js';
import * as backups from './backup.service.js';

const tags = ['Backup'];
const actorOf = (request: FastifyRequest): Actor => ({ user: sessionOf(request), address: request.ip, requestId: request.id });

/**
 * Backups (issue 31): list, "Backup jetzt", download. A backup holds the whole shop (password hashes, the
 * ticket signing key), so every call needs BACKUP_VIEW, which only administrators hold by default.
 */
export async function backupRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/backup/list.php',
    {
      schema: {
        summary: 'Backups',
        description: 'Die Backups im Backup-Ordner (neueste zuerst) und der Zeitplan. Berechtigung BACKUP_VIEW.',
        tags,
        response: answers(BackupListResponse),
      },
      onRequest: guard(ctx, 'BACKUP_VIEW'),
    },
    () => backups.listBackups(ctx),
  );

  app.post(
    '/backup/create.php',
    {
      schema: {
        summary: 'Backup jetzt',
        description: 'Erstellt sofort ein Backup der ganzen Datenbank. Berechtigung BACKUP_VIEW.',
        tags,
        response: answers(BackupCreateResponse),
      },
      onRequest: guard(ctx, 'BACKUP_VIEW'),
    },
    (request) => backups.createBackupNow(ctx, actorOf(request)),
  );

  app.get(
    '/backup/download.php',
    {
      schema: {
        summary: 'Backup herunterladen',
        description: 'Eine Backup-Datei (gzip); einspielen mit `npm run restore -- DATEI`. Berechtigung BACKUP_VIEW.',
        tags,
        querystring: BackupDownloadQuery,
        response: fileAnswers('application/gzip', 'Backup-Datei'),
      },
      onRequest: guard(ctx, 'BACKUP_VIEW'),
    },
    async (request, reply) => {
      const stream = await backups.openBackup(ctx, request.query.name, actorOf(request));
      return reply.type('application/gzip').header('Content-Disposition', `attachment; filename="${request.query.name}"`).send(stream);
    },
  );
}
