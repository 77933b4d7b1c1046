import { NavLink } from 'react-router-dom';
import { useAuth } from '../../lib/AuthProvider';

/** The 'Mails' area: the outbox and the templates, each shown with its key. */
export function MailNav() {
  const { can } = useAuth();
  return (
    <nav className="mail-nav" aria-label="Mails">
      {can('CONFIGURATION_MAIL_VIEW') && <NavLink to="/admin/mail/outbox">Postausgang</NavLink>}
      {can('MAIL_TEMPLATES_VIEW') && <NavLink to="/admin/mail/template/list">Mailvorlagen</NavLink>}
    </nav>
  );
}
