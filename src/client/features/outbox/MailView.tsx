import { ErrorLine } from '../../components/NoticeLine';
import { Link, useParams } from 'react-router-dom';
import { MAIL_KIND_LABELS, mailStatusLabel } from '../../../shared/domain/mail-status';
import { LoadingScreen } from '../../components/LoadingScreen';
import { errorText } from '../../lib/error-text';
import { useLoad } from '../../lib/use-load';
import { formatStamp } from '../mail-templates/index';
import { fetchOutboxMail } from './outbox-api';
import './outbox.css';

/** One mail of the outbox as it went out: the HTML in a sandboxed frame (no scripts, no forms), and the text part. */
export function MailView() {
  const id = Number(useParams().mailId);
  const [load] = useLoad(() => fetchOutboxMail(id), [id]);
  if (load.state === 'loading') return <LoadingScreen />;
  if (load.state === 'error') {
    return <ErrorLine>{errorText('Fehler beim Laden der Mail', load.error)}</ErrorLine>;
  }
  const mail = load.data;
  return (
    <div className="mail-view">
      <p>
        <Link to="/admin/mail/outbox">← Zurück zum Postausgang</Link>
      </p>
      <section className="panel" aria-labelledby="mail-heading">
        <h2 id="mail-heading">{mail.subject || `Mail ${mail.id}`}</h2>
        <dl className="mail-view__facts">
          <dt>An</dt>
          <dd>{mail.recipient}</dd>
          <dt>Art</dt>
          <dd>{MAIL_KIND_LABELS[mail.template_name] ?? mail.template_name}</dd>
          <dt>Status</dt>
          <dd title={`Status-Code: ${mail.status}`}>{mailStatusLabel(mail.status)}</dd>
          <dt>Erstellt</dt>
          <dd>{formatStamp(mail.created_at)}</dd>
          {mail.order_id !== null && (
            <>
              <dt>Bestellung</dt>
              <dd>
                <Link to={`/admin/orders/details/${mail.order_id}`}>Bestellung {mail.order_id}</Link>
              </dd>
            </>
          )}
          {mail.attachments.length > 0 && (
            <>
              <dt>Anhänge</dt>
              <dd>{mail.attachments.join(', ')}</dd>
            </>
          )}
          {mail.last_error && (
            <>
              <dt>Fehler</dt>
              <dd>{mail.last_error}</dd>
            </>
          )}
        </dl>
      </section>
      {mail.html === null && mail.text === null ? (
        <p>Diese Mail wurde noch nicht erstellt.</p>
      ) : (
        <>
          {mail.html !== null && (
            <section className="panel" aria-labelledby="mail-html-heading">
              <h2 id="mail-html-heading">Ansicht</h2>
              <iframe className="mail-view__frame" title={`Mail ${mail.id}`} sandbox="" srcDoc={mail.html} />
            </section>
          )}
          {mail.text !== null && (
            <section className="panel" aria-labelledby="mail-text-heading">
              <h2 id="mail-text-heading">Textteil</h2>
              <pre className="mail-view__text">{mail.text}</pre>
            </section>
          )}
        </>
      )}
    </div>
  );
}
