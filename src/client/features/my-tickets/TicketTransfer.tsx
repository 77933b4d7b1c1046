import { type FormEvent, useId, useState } from 'react';
import type { TicketDto } from '../../../shared/api/tickets';
import { checkNewHolder } from '../../../shared/domain/ticket-transfer';
import { ApiError } from '../../lib/api-client';
import { transferTicket } from './my-tickets-api';

/**
 * "Ticket weitergeben" (issue 33, "Ticketübertragung") for one ticket: name and e-mail of the new holder.
 * The server re-issues the ticket under a new code and mails the holder their own link; this device's QR
 * code for it stops working, which the form says before anything happens.
 */
export function TicketTransfer({ token, ticket, onTransferred }: { token: string; ticket: TicketDto; onTransferred: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const id = useId();
  if (!ticket.transferable) return null;
  if (!open) {
    return (
      <button type="button" className="button button--ghost button--small" onClick={() => setOpen(true)}>
        Ticket weitergeben
      </button>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkNewHolder({ name, email });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setBusy(true);
    setError('');
    try {
      const answer = await transferTicket(token, ticket.id, checked.holder);
      onTransferred(answer.message);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Das Weitergeben hat nicht geklappt. Bitte versuche es noch einmal.');
      setBusy(false);
    }
  }

  return (
    <form className="ticket-transfer" noValidate onSubmit={submit} aria-label={`Ticket Nr. ${ticket.id} weitergeben`}>
      <p>Wer bekommt das Ticket? Wir schicken der Person einen eigenen Link; dein QR-Code für dieses Ticket gilt danach nicht mehr.</p>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input id={`${id}-name`} autoComplete="off" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>E-Mail</label>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="off"
          value={email}
          maxLength={254}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      {error && <p role="alert">{error}</p>}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Wird weitergegeben …' : 'Weitergeben'}
      </button>{' '}
      <button type="button" className="button button--ghost" disabled={busy} onClick={() => setOpen(false)}>
        Abbrechen
      </button>
    </form>
  );
}
