import { type Notice, NoticeLine } from '../../components/NoticeLine';
import { type FormEvent, useRef, useState } from 'react';
import { MAX_UPLOAD_LABEL } from '../../../shared/api/files';
import { errorText } from '../../lib/error-text';
import { uploadFile } from './files-api';

/** Upload into the open folder or a new one; the server decides the type by the file's first bytes. */
export function FileUpload({ folder, onUploaded }: { folder: string; onUploaded: (id: number, folder: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [target, setTarget] = useState(folder);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [lastFolder, setLastFolder] = useState(folder);
  if (folder !== lastFolder) {
    setLastFolder(folder);
    setTarget(folder);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setNotice({ kind: 'error', text: 'Bitte zuerst eine Datei auswählen.' });
    setBusy(true);
    setNotice(null);
    try {
      const id = await uploadFile(file, target.trim());
      if (input.current) input.current.value = '';
      setNotice({ kind: 'success', text: `„${file.name}“ wurde hochgeladen.` });
      onUploaded(id, target.trim());
    } catch (error) {
      setNotice({ kind: 'error', text: errorText('Fehler beim Hochladen', error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="file-upload panel" onSubmit={submit}>
      <h2>Hochladen</h2>
      <div className="form-grid">
        <div className="field">
          <label htmlFor="upload-file">Datei</label>
          <input id="upload-file" ref={input} type="file" accept="image/png,image/jpeg,image/webp,image/gif,application/pdf" />
          <small>PNG, JPEG, WebP, GIF oder PDF, höchstens {MAX_UPLOAD_LABEL}.</small>
        </div>
        <div className="field">
          <label htmlFor="upload-folder">Ordner (neuer Name legt einen Ordner an)</label>
          <input id="upload-folder" value={target} maxLength={60} onChange={(event) => setTarget(event.target.value)} />
        </div>
      </div>
      <NoticeLine notice={notice} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Lädt hoch...' : 'Hochladen'}
      </button>
    </form>
  );
}
