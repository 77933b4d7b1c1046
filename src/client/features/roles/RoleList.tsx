import { ErrorLine } from '../../components/NoticeLine';
import { useNavigate } from 'react-router-dom';
import type { RoleSummary } from '../../../shared/api/roles';
import { type Column, DataTable } from '../../components/DataTable';
import { useLoad } from '../../lib/use-load';
import { useAuth } from '../../lib/AuthProvider';
import { fetchRoleSummaries } from './roles-api';
import './roles.css';

/** Spec §2 role management table. */
export function RoleList() {
  const { authUser } = useAuth();
  const navigate = useNavigate();
  const [roles] = useLoad(() => (authUser ? fetchRoleSummaries() : Promise.resolve(null)), [authUser]);

  const columns: Column<RoleSummary>[] = [
    { key: 'hierarchy', header: 'Hierarchie', cell: (role) => role.hierarchy },
    {
      key: 'name',
      header: 'Name',
      cell: (role) => (
        <>
          {role.display_name} <code className="role-name">{role.name}</code>
        </>
      ),
    },
    { key: 'users', header: 'Benutzer', cell: (role) => role.users || '–' },
    {
      key: 'permissions',
      header: 'Berechtigungen',
      // German names to read, the spec's keys as small print for support (issue 32 item 8).
      cell: (role) =>
        role.permission_list.length === 0 ? (
          'Keine'
        ) : (
          <ul className="role-permissions">
            {role.permission_list.map((permission) => (
              <li key={permission.key}>
                {permission.name} <small className="permission-key">{permission.key}</small>
              </li>
            ))}
          </ul>
        ),
    },
    {
      key: 'actions',
      header: 'Aktionen',
      cell: (role) => (
        <button
          type="button"
          className="button button--ghost button--small"
          aria-label={`Details zur Rolle ${role.display_name}`}
          onClick={() => navigate(`/admin/user/roles/details/${encodeURIComponent(role.name)}`)}
        >
          Details
        </button>
      ),
    },
  ];

  if (roles.state === 'loading') return <p role="status">Lade Rollen...</p>;
  if (roles.state === 'error') {
    return <ErrorLine>Fehler beim Laden der Rollen</ErrorLine>;
  }
  if (!roles.data) {
    return <ErrorLine>Keine aktive Session gefunden</ErrorLine>;
  }
  return <DataTable caption="Rollen" columns={columns} rows={roles.data} rowKey={(role) => role.name} empty="Keine Rollen" />;
}
