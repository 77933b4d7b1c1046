import { type FormEvent, useId, useState } from 'react';
import type { TicketDto } from '../../../shared/api/tickets';
import { checkNewHolder } from '../../../shared/domain/ticket-transfer';
import { directionOf } from '../../../shared/i18n/languages';
import { useShopText } from '../../i18n/use-shop-text';
import { transferTicket } from './my-tickets-api';
import { failureText, holderProblem, isolate } from './wallet-text';

/**
 * "Ticket weitergeben" (issue 33, "Ticketübertragung") for one ticket: name and e-mail of the new holder.
 * The server re-issues the ticket under a new code and mails the holder their own link; this device's QR
 * code for it stops working, which the form says before anything happens. In the visitor's language (issue 53).
 */
export function TicketTransfer({ token, ticket, onTransferred }: { token: string; ticket: TicketDto; onTransferred: (message: string) => void }) {
  const { t, language } = useShopText();
  const german = language === 'de';
  const rtl = directionOf(language) === 'rtl';
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
        {t('transfer.open')}
      </button>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkNewHolder({ name, email });
    if (!checked.ok) {
      setError(holderProblem(checked.message, t, german));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const answer = await transferTicket(token, ticket.id, checked.holder);
      onTransferred(german ? answer.message : t('transfer.done', { name: isolate(rtl, checked.holder.name), email: isolate(rtl, checked.holder.email) }));
    } catch (failure) {
      setError(failureText(failure, t, german, 'transfer.failed'));
      setBusy(false);
    }
  }

  return (
    <form className="ticket-transfer" noValidate onSubmit={submit} aria-label={t('transfer.formLabel', { id: String(ticket.id) })}>
      <p>{t('transfer.intro')}</p>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('transfer.name')}</label>
        <input id={`${id}-name`} autoComplete="off" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('transfer.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          dir="ltr"
          autoComplete="off"
          value={email}
          maxLength={254}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      {error && <p role="alert">{error}</p>}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('transfer.busy') : t('transfer.submit')}
      </button>{' '}
      <button type="button" className="button button--ghost" disabled={busy} onClick={() => setOpen(false)}>
        {t('transfer.cancel')}
      </button>
    </form>
  );
}
