import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/AuthProvider';

export default function LogoutPage() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'Abmelden - Musical-Tickets';
  }, []);
  return (
    <main className="login">
      <div className="login__card">
        <h1>Abmelden</h1>
        <p>Möchtest du dich wirklich abmelden?</p>
        <div className="button-row">
          <button
            type="button"
            className="button"
            onClick={async () => {
              await logout();
              navigate('/admin/login', { replace: true });
            }}
          >
            Abmelden
          </button>
          <button type="button" className="button button--ghost" onClick={() => navigate('/admin')}>
            Abbrechen
          </button>
        </div>
      </div>
    </main>
  );
}
