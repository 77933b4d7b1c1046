import { Link, Outlet } from 'react-router-dom';
import { useAuth } from '../../features/auth/AuthProvider';

export function AdminLayout() {
  const { account, authUser } = useAuth();
  return (
    <div className="admin">
      <header className="admin__topbar">
        <Link to="/admin">Backoffice</Link>
        <Link to="/admin/user/self">Willkommen, {account?.name || authUser?.user}</Link>
        <Link to="/admin/logout">Abmelden</Link>
      </header>
      <div className="admin__content">
        <Outlet />
      </div>
    </div>
  );
}
