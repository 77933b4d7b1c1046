import { useId, useState } from 'react';
import { MAX_UPLOAD_LABEL } from '../../../shared/api/files';
import { apiUrl } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { uploadAvatar } from './users-api';
import { useDismissWhenOnline } from '../../lib/use-dismiss-when-online';

/** Uploads a picture through files/upload.php (`avatar`) and hands the new file id up. */
export function AvatarUpload({ imageId, onUploaded }: { imageId: number | null; onUploaded: (id: number) => void }) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useDismissWhenOnline(failure, () => setFailure(null));

  async function pick(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      onUploaded(await uploadAvatar(file));
    } catch (error) {
      setFailure(errorText('Fehler beim Hochladen des Avatarbilds', error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="avatar-upload">
      <img src={apiUrl('files/download.php', { id: imageId ?? undefined })} alt="Profilbild" />
      <div className="field">
        <label htmlFor={inputId}>Avatar hochladen</label>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          disabled={busy}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <small>PNG, JPEG, WebP oder GIF, höchstens {MAX_UPLOAD_LABEL}.</small>
        {failure && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
      </div>
    </div>
  );
}
