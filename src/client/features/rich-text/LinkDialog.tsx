import { type FormEvent, useId, useState } from 'react';
import { useModalDialog } from '../../lib/use-modal-dialog';
import { createPortal } from 'react-dom';
import { checkLinkAddress } from '../../../shared/domain/link-address';

interface LinkDialogProps {
  /** The link's address when the cursor stands in one, else empty. */
  initial: string;
  editing: boolean;
  onApply: (href: string, typed: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/**
 * The address of a link, asked in a small modal dialog. It lives in a portal: the page's form around the
 * editor must not hold a second form, and its submit must not save the page (hence stopPropagation).
 */
export function LinkDialog({ initial, editing, onApply, onRemove, onClose }: LinkDialogProps) {
  const dialog = useModalDialog();
  const id = useId();
  const [address, setAddress] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const result = checkLinkAddress(address);
    if (result.ok) onApply(result.href, address);
    else setError(result.message);
  };

  return createPortal(
    <dialog
      ref={dialog}
      className="link-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{editing ? 'Link bearbeiten' : 'Link einfügen'}</h2>
        <div className="field">
          <label htmlFor={`${id}-address`}>Adresse</label>
          <input
            id={`${id}-address`}
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={address}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              setAddress(event.target.value);
              setError(null);
            }}
          />
          <small id={`${id}-hint`}>Webadresse (www.schule.de), E-Mail-Adresse oder Telefonnummer</small>
          {error && (
            <p id={`${id}-error`} className="form-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="button-row">
          <button type="submit" className="button">
            Übernehmen
          </button>
          {editing && (
            <button type="button" className="button button--ghost" onClick={onRemove}>
              Link entfernen
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={onClose}>
            Abbrechen
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
