import { Link, useLocation } from 'react-router-dom';
import { apiUrl } from '../../lib/api-client';
import { useAuth } from '../../lib/AuthProvider';
import { handbookPageFor, handbookPath } from '../help/index';

function DefaultUserIcon() {
  return (
    <svg className="topbar__avatar" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill="currentColor" opacity=".15" />
      <circle cx="12" cy="9" r="4" fill="currentColor" />
      <path d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" fill="currentColor" />
    </svg>
  );
}

/** Spec §2 top bar: menu toggle, the handbook page of this screen, then a link to the own profile with greeting and picture. */
export function TopBar({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  const { account, authUser } = useAuth();
  const name = account?.name || authUser?.user || '';
  const { pathname } = useLocation();
  return (
    <header className="topbar">
      <button type="button" className="topbar__toggle" aria-expanded={expanded} aria-controls="admin-sidebar" onClick={onToggle}>
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">Menü</span>
      </button>
      <Link to="/admin" className="topbar__brand">
        Backoffice
      </Link>
      <Link to={handbookPath(handbookPageFor(pathname))} className="topbar__help" title="Hilfe zu dieser Seite im Handbuch">
        {/* On a phone a round "?" stands in for the word, so the greeting still fits beside it. */}
        <span className="topbar__help-icon" aria-hidden="true">
          ?
        </span>
        <span className="topbar__help-text">Hilfe</span>
      </Link>
      <Link to="/admin/user/self" className="topbar__user">
        <span>Willkommen, {name}</span>
        {account?.image_id ? <img className="topbar__avatar" src={apiUrl('files/download.php', { id: account.image_id })} alt="" /> : <DefaultUserIcon />}
      </Link>
    </header>
  );
}
