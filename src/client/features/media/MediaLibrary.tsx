import { ErrorLine, type Notice, NoticeLine } from '../../components/NoticeLine';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MediaImage } from '../../../shared/api/media';
import { errorText } from '../../lib/error-text';
import { useLoad } from '../../lib/use-load';
import { useAuth } from '../../lib/AuthProvider';
import { deleteFile, folderLabel, formatSize, uploadFile } from '../files/index';
import { fetchMedia, MEDIA_FOLDERS, mediaUrl } from './media-api';
import './media.css';

/** Spec §2 media: the picture library (posters, gallery, logos) over the uploaded files. */
export function MediaLibrary() {
  const { can } = useAuth();
  const canEdit = Boolean(can('FILES_EDIT'));
  const [params, setParams] = useSearchParams();
  const folder = params.get('folder');
  const [media, reload] = useLoad(fetchMedia, []);
  const [target, setTarget] = useState(folder || MEDIA_FOLDERS[0]);
  const [file, setFile] = useState<File | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    try {
      await uploadFile(file, target);
      setNotice({ kind: 'success', text: `${file.name} hochgeladen.` });
      setFile(null);
      reload();
    } catch (error) {
      setNotice({ kind: 'error', text: errorText('Fehler beim Hochladen', error) });
    }
  }

  async function remove(image: MediaImage) {
    const warning = image.used_by.length ? `\nVerwendet als: ${image.used_by.join(', ')}` : '';
    if (!window.confirm(`Bild „${image.name}“ löschen?${warning}`)) return;
    try {
      await deleteFile(image.id);
      setNotice({ kind: 'success', text: `${image.name} gelöscht.` });
      reload();
    } catch (error) {
      setNotice({ kind: 'error', text: errorText('Fehler beim Löschen', error) });
    }
  }

  if (media.state === 'loading') return <p role="status">Lade Medien...</p>;
  if (media.state === 'error') {
    return <ErrorLine>{errorText('Fehler beim Laden der Medien', media.error)}</ErrorLine>;
  }
  const folders = [...new Set([...MEDIA_FOLDERS, ...media.data.folders])];
  const shown = folder === null ? media.data.images : media.data.images.filter((image) => image.folder === folder);
  const choose = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete('folder');
    else next.set('folder', value);
    setParams(next);
  };

  return (
    <div className="media">
      <nav className="media__folders" aria-label="Ordner der Mediathek">
        <button type="button" className="chip media__folder" aria-pressed={folder === null} onClick={() => choose(null)}>
          Alle ({media.data.images.length})
        </button>
        {folders.map((name) => (
          <button key={name} type="button" className="chip media__folder" aria-pressed={folder === name} onClick={() => choose(name)}>
            {folderLabel(name)} ({media.data.images.filter((image) => image.folder === name).length})
          </button>
        ))}
      </nav>
      {canEdit && (
        <form className="panel media__upload" onSubmit={upload}>
          <div className="field">
            <label htmlFor="media-file">Bild</label>
            <input id="media-file" type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </div>
          <div className="field">
            <label htmlFor="media-folder">Ordner</label>
            <input id="media-folder" list="media-folder-list" value={target} onChange={(e) => setTarget(e.target.value)} />
            <datalist id="media-folder-list">
              {folders.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </div>
          <button type="submit" className="button" disabled={!file}>
            Hochladen
          </button>
        </form>
      )}
      <NoticeLine notice={notice} />
      {shown.length === 0 ? (
        <p>Keine Bilder in diesem Ordner.</p>
      ) : (
        <ul className="media__grid">
          {shown.map((image) => (
            <li key={image.id} className="media__item">
              <a href={mediaUrl(image)} target="_blank" rel="noopener">
                <img src={mediaUrl(image)} alt={image.name} loading="lazy" />
              </a>
              <div className="media__meta">
                <strong title={image.name}>{image.name}</strong>
                <span>
                  {folderLabel(image.folder)} · {formatSize(image.size)}
                </span>
                <span>{image.used_by.length ? image.used_by.join(', ') : 'Nicht verwendet'}</span>
                {canEdit && (
                  <button type="button" className="link-button" aria-label={`${image.name} löschen`} onClick={() => remove(image)}>
                    Löschen
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
