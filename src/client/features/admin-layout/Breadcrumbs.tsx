import { Link, useLocation } from 'react-router-dom';
import { breadcrumbs } from '../../../shared/domain/breadcrumbs';

/** Paths of the back office a crumb may link to; other levels (e.g. /admin/user) show as text. */
const LINKABLE = new Set([
  '/admin',
  '/admin/events/list',
  '/admin/user/list',
  '/admin/user/roles',
  '/admin/paypal/universes',
  '/admin/rooms',
  '/admin/files',
  '/admin/mail/template/list',
  '/admin/statistics',
  '/admin/orders',
  '/admin/configuration',
  '/admin/help',
  '/admin/support',
  '/admin/media',
  '/admin/settings',
  '/admin/ticket-designer',
  '/admin/user/self',
]);

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbs(pathname);
  if (!crumbs.length) return null;
  return (
    <nav className="breadcrumbs" aria-label="Brotkrümelnavigation">
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path}>
              {last ? (
                <span aria-current="page">{crumb.label}</span>
              ) : LINKABLE.has(crumb.path) ? (
                <Link to={crumb.path}>{crumb.label}</Link>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
