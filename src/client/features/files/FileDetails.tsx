import { ErrorLine } from '../../components/NoticeLine';
import { type FormEvent, useState } from 'react';
import type { FileInfo } from '../../../shared/api/files';
import { apiUrl } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { deleteFile, folderLabel, formatSize, renameFile, typeLabel } from './files-api';
import { useDismissWhenOnline } from '../../lib/use-dismiss-when-online';

interface FileDetailsProps {
  file: FileInfo;
  canEdit: boolean;
  onChanged: () => void;
  onDeleted: () => void;
}

/** The detail pane of the selected file: preview, facts, rename or move, delete. */
export function FileDetails({ file, canEdit, onChanged, onDeleted }: FileDetailsProps) {
  const [name, setName] = useState(file.name);
  const [folder, setFolder] = useState(file.folder);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useDismissWhenOnline(failure, () => setFailure(null));
  const url = apiUrl('files/download.php', { id: file.id });

  async function rename(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      await renameFile(file.id, name, folder.trim());
      onChanged();
    } catch (error) {
      setFailure(errorText('Fehler beim Speichern', error));
    }
  }

  async function remove() {
    setFailure(null);
    try {
      await deleteFile(file.id);
      onDeleted();
    } catch (error) {
      setFailure(errorText('Fehler beim Löschen', error));
      setConfirming(false);
    }
  }

  return (
    <aside className="file-details panel" aria-labelledby="file-details-heading">
      <h2 id="file-details-heading">{file.name}</h2>
      {file.content_type.startsWith('image/') ? (
        <img className="file-details__preview" src={url} alt={`Vorschau von ${file.name}`} />
      ) : (
        <p className="file-details__icon" aria-hidden="true">
          PDF
        </p>
      )}
      <dl className="file-details__facts">
        <dt>Typ</dt>
        <dd>{typeLabel(file)}</dd>
        <dt>Größe</dt>
        <dd>{formatSize(file.size)}</dd>
        <dt>Ordner</dt>
        <dd>{folderLabel(file.folder)}</dd>
        <dt>Hochgeladen</dt>
        <dd>
          {new Date(file.created_at).toLocaleString('de-DE')}
          {file.created_by ? ` von ${file.created_by}` : ''}
        </dd>
        <dt>Datei-ID</dt>
        <dd>{file.id}</dd>
      </dl>
      <p>
        <a href={url} target="_blank" rel="noreferrer">
          Öffnen
        </a>
      </p>
      {canEdit && (
        <form onSubmit={rename}>
          <div className="field">
            <label htmlFor="file-name">Name</label>
            <input id="file-name" value={name} maxLength={200} required onChange={(event) => setName(event.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="file-folder">Ordner</label>
            <input id="file-folder" value={folder} maxLength={60} onChange={(event) => setFolder(event.target.value)} />
          </div>
          <div className="button-row">
            <button type="submit" className="button">
              Umbenennen
            </button>
            {confirming ? (
              <>
                <button type="button" className="button button--danger" onClick={remove}>
                  Ja, löschen
                </button>
                <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
                  Abbrechen
                </button>
              </>
            ) : (
              <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
                Löschen
              </button>
            )}
          </div>
        </form>
      )}
      {failure && <ErrorLine>{failure}</ErrorLine>}
    </aside>
  );
}
