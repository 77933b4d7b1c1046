import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorLine, type Notice, NoticeLine } from '../../components/NoticeLine';
import type { BackupFile, BackupListResponse } from '../../../shared/api/backup';
import { formatBytes } from '../../../shared/domain/backup-schedule';
import { type Column, DataTable } from '../../components/DataTable';
import { LoadingScreen } from '../../components/LoadingScreen';
import { errorText } from '../../lib/error-text';
import { saveBlob } from '../../lib/save-blob';
import { useLoad } from '../../lib/use-load';
import { createBackup, downloadBackup, fetchBackups } from './backup-api';
import './backup.css';

const stamp = (iso: string) => new Date(iso).toLocaleString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' });

function Schedule({ data }: { data: BackupListResponse }) {
  return (
    <dl className="panel backup-facts">
      <dt>Letztes Backup</dt>
      <dd>{data.last_success ? `${stamp(data.last_success.at)} · ${formatBytes(data.last_success.size ?? 0)}` : 'Noch keins'}</dd>
      <dt>Automatisches Backup</dt>
      <dd>
        {data.auto_backup ? `Alle ${data.interval_hours} Stunden` : 'Aus'}
        {data.next_due && ` · nächstes ab ${stamp(data.next_due)}`} · die neuesten {data.keep_count} werden aufbewahrt (
        <Link to="/admin/configuration/general#config-section-backup">ändern</Link>)
      </dd>
      <dt>Speicherort</dt>
      <dd>
        <code>{data.directory}</code>
      </dd>
    </dl>
  );
}

/** Issue 31: the backups in BACKUP_DIR, "Backup jetzt" and downloads; restoring is `npm run restore -- DATEI`. */
export function BackupPage() {
  const [load, reload] = useLoad(fetchBackups, []);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Notice | null>(null);

  async function backupNow() {
    setBusy(true);
    setMessage(null);
    try {
      const { backup } = await createBackup();
      setMessage({ kind: 'success', text: `Backup erstellt (${formatBytes(backup.size)}).` });
      reload();
    } catch (error) {
      setMessage({ kind: 'error', text: errorText('Backup fehlgeschlagen', error) });
      // The failure and its reason are in the list's answer now.
      reload();
    } finally {
      setBusy(false);
    }
  }

  async function download(backup: BackupFile) {
    try {
      saveBlob(await downloadBackup(backup.name), backup.name);
    } catch (error) {
      setMessage({ kind: 'error', text: errorText('Fehler beim Herunterladen', error) });
    }
  }

  const columns: Column<BackupFile>[] = [
    { key: 'time', header: 'Zeitpunkt', cell: (backup) => stamp(backup.created_at) },
    { key: 'size', header: 'Größe', cell: (backup) => formatBytes(backup.size) },
    { key: 'name', header: 'Datei', cell: (backup) => <code>{backup.name}</code> },
    {
      key: 'actions',
      header: 'Aktionen',
      cell: (backup) => (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void download(backup)}
          aria-label={`Backup vom ${stamp(backup.created_at)} herunterladen`}
        >
          Herunterladen
        </button>
      ),
    },
  ];

  return (
    <>
      <p>
        Ein Backup enthält den ganzen Shop: Bestellungen, Tickets, Schlüssel, Dateien, Benutzer und Einstellungen. Bewahre heruntergeladene Backups sicher auf.
        Wiederherstellen: <code>npm run restore -- DATEI</code> in einen leeren Datenordner (siehe README).
      </p>
      <div className="config-actions">
        <button type="button" className="button" onClick={() => void backupNow()} disabled={busy}>
          {busy ? 'Backup läuft...' : 'Backup jetzt'}
        </button>
      </div>
      <NoticeLine notice={message} />
      {load.state === 'loading' && <LoadingScreen />}
      {load.state === 'error' && <ErrorLine>{errorText('Fehler beim Laden der Daten', load.error)}</ErrorLine>}
      {load.state === 'ready' && (
        <>
          {load.data.last_failure && (
            <p className="notice notice--error" role="alert">
              Letztes Backup fehlgeschlagen ({stamp(load.data.last_failure.at)}): {load.data.last_failure.error}
            </p>
          )}
          <Schedule data={load.data} />
          <DataTable caption="Backups" columns={columns} rows={load.data.backups} rowKey={(backup) => backup.name} empty="Noch keine Backups" />
        </>
      )}
    </>
  );
}
