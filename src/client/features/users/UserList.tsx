import { ErrorLine } from '../../components/NoticeLine';
import { Link, useNavigate } from 'react-router-dom';
import type { AccountDto } from '../../../shared/api/accounts';
import { type Column, DataTable } from '../../components/DataTable';
import { useLoad } from '../../lib/use-load';
import { useAuth } from '../../lib/AuthProvider';
import { fetchAccounts } from './users-api';
import './users.css';

/** Spec §2 user list: own row cannot be edited or deleted. */
export function UserList() {
  const { account, can } = useAuth();
  const navigate = useNavigate();
  const [users] = useLoad(fetchAccounts, []);

  const columns: Column<AccountDto>[] = [
    { key: 'id', header: 'ID', cell: (user) => user.id },
    { key: 'name', header: 'Vorname', cell: (user) => user.name },
    { key: 'surname', header: 'Nachname', cell: (user) => user.surname },
    { key: 'mail', header: 'E-Mail', cell: (user) => user.mail || '–' },
    {
      key: 'roles',
      header: 'Rollen',
      cell: (user) =>
        user.roles.map((role) => (
          <span key={role} className="chip">
            {role}
          </span>
        )),
    },
    {
      key: 'actions',
      header: 'Aktionen',
      cell: (user) => {
        const own = user.id === account?.id;
        return (
          <span className="button-row">
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={own || !can('USERS_EDIT')}
              aria-label={`${user.username} bearbeiten`}
              onClick={() => navigate(`/admin/user/edit/${user.id}`)}
            >
              Bearbeiten
            </button>
            <button
              type="button"
              className="button button--danger button--small"
              disabled={own || !can('USERS_DELETE')}
              aria-label={`${user.username} löschen`}
              onClick={() => navigate(`/admin/user/delete/${user.id}`)}
            >
              Löschen
            </button>
          </span>
        );
      },
    },
  ];

  return (
    <>
      {can('USERS_ADD') && (
        <p>
          <Link className="button" to="/admin/user/add">
            Account erstellen
          </Link>
        </p>
      )}
      {users.state === 'loading' && <p role="status">Lade Benutzer...</p>}
      {users.state === 'error' && <ErrorLine>Fehler beim Laden der Benutzerdaten</ErrorLine>}
      {users.state === 'ready' && <DataTable caption="Benutzer" columns={columns} rows={users.data} rowKey={(user) => user.id} empty="Keine Benutzer" />}
    </>
  );
}
