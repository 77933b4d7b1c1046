import { ErrorLine } from '../../components/NoticeLine';
import { useSearchParams } from 'react-router-dom';
import { useLoad } from '../../lib/use-load';
import { useAuth } from '../../lib/AuthProvider';
import { FileDetails } from './FileDetails';
import { FileUpload } from './FileUpload';
import { fetchFiles, folderLabel, formatSize, typeLabel } from './files-api';
import './files.css';

/** /admin/files: folders, the files of the open folder, the selected file's details; the choice lives in the URL. */
export function FileExplorer() {
  const { can } = useAuth();
  const canEdit = Boolean(can('FILES_EDIT'));
  const [params, setParams] = useSearchParams();
  const [listing, reload] = useLoad(fetchFiles, []);
  const folder = params.get('folder') ?? '';
  const selectedId = Number(params.get('file')) || null;

  const open = (next: { folder?: string; file?: number | null }) => {
    const search = new URLSearchParams(params);
    if (next.folder !== undefined) search.set('folder', next.folder);
    if (next.file) search.set('file', String(next.file));
    else search.delete('file');
    setParams(search);
  };

  if (listing.state === 'loading') return <p role="status">Lade Dateien...</p>;
  if (listing.state === 'error') {
    return <ErrorLine>Fehler beim Laden der Dateien</ErrorLine>;
  }
  const { files } = listing.data;
  const folders = listing.data.folders.includes(folder) ? listing.data.folders : [...listing.data.folders, folder];
  const shown = files.filter((file) => file.folder === folder);
  const selected = files.find((file) => file.id === selectedId);

  return (
    <div className="file-explorer">
      <nav className="file-explorer__folders panel" aria-label="Ordner">
        <h2>Ordner</h2>
        <ul>
          {folders.map((name) => (
            <li key={name}>
              <button
                type="button"
                className="file-explorer__folder"
                aria-current={name === folder ? 'true' : undefined}
                onClick={() => open({ folder: name, file: null })}
              >
                <span aria-hidden="true">📁</span> {folderLabel(name)} <small>({files.filter((file) => file.folder === name).length})</small>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="file-explorer__files panel" aria-labelledby="file-list-heading">
        <h2 id="file-list-heading">{folderLabel(folder)}</h2>
        {shown.length === 0 ? (
          <p>Dieser Ordner ist leer.</p>
        ) : (
          <ul className="file-explorer__list">
            {shown.map((file) => (
              <li key={file.id}>
                <button type="button" className="file-explorer__file" aria-pressed={file.id === selectedId} onClick={() => open({ file: file.id })}>
                  <span className="file-explorer__name">{file.name}</span>
                  <small>
                    {typeLabel(file)} · {formatSize(file.size)}
                  </small>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="file-explorer__side">
        {selected ? (
          <FileDetails
            key={selected.id}
            file={selected}
            canEdit={canEdit}
            onChanged={reload}
            onDeleted={() => {
              open({ file: null });
              reload();
            }}
          />
        ) : (
          <p className="panel">Wähle eine Datei, um ihre Details zu sehen.</p>
        )}
        {canEdit && (
          <FileUpload
            folder={folder}
            onUploaded={(id, target) => {
              open({ folder: target, file: id });
              reload();
            }}
          />
        )}
      </div>
    </div>
  );
}
