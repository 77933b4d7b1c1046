import { ErrorLine } from '../../components/NoticeLine';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RolePermissionsResponse } from '../../../shared/api/roles';
import { normalizeTree, tickedKeys, toggleNode } from '../../../shared/domain/permission-tree';
import { ApiError } from '../../lib/api-client';
import { useLoad } from '../../lib/use-load';
import { PermissionTree } from './PermissionTree';
import { fetchRolePermissions, updateRole } from './roles-api';
import './roles.css';

/** Spec §4 role edit: loading, error, not found, loaded, saving; back to the list after saving. */
export function RoleDetails({ roleName }: { roleName: string }) {
  const [role] = useLoad(() => fetchRolePermissions(roleName), [roleName]);
  if (role.state === 'loading') return <p role="status">Lade Rollendetails...</p>;
  if (role.state === 'error') {
    const missing = role.error instanceof ApiError && role.error.status === 404;
    return <ErrorLine>{missing ? 'Rolle nicht gefunden' : 'Fehler beim Laden der Rollendetails'}</ErrorLine>;
  }
  return <RoleForm loaded={role.data} />;
}

function RoleForm({ loaded }: { loaded: RolePermissionsResponse }) {
  const navigate = useNavigate();
  const [displayName, setDisplayName] = useState(loaded.role.display_name);
  const [tree, setTree] = useState(() => normalizeTree(loaded.permissionsTree));
  const [phase, setPhase] = useState<'editing' | 'saving' | 'failed'>('editing');
  const [reason, setReason] = useState('');
  const back = () => navigate('/admin/user/roles');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPhase('saving');
    try {
      await updateRole(loaded.role.name, displayName, tickedKeys(tree));
      back();
    } catch (error) {
      setReason(error instanceof ApiError ? error.message : '');
      setPhase('failed');
    }
  }

  if (phase === 'failed') {
    return (
      <div className="panel" role="alert">
        <p className="role-failed">Speichern fehlgeschlagen</p>
        {reason && <p>{reason}</p>}
        <div className="button-row">
          <button type="button" className="button" onClick={() => setPhase('editing')}>
            Erneut bearbeiten
          </button>
          <button type="button" className="button button--ghost" onClick={back}>
            Abbrechen
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="panel role-form" onSubmit={submit}>
      <div className="form-grid">
        <div className="field">
          <label htmlFor="role-name">Rollenname</label>
          <input id="role-name" value={loaded.role.name} readOnly />
        </div>
        <div className="field">
          <label htmlFor="role-display-name">Anzeigename</label>
          <input id="role-display-name" value={displayName} onChange={(event) => setDisplayName(event.target.value)} />
        </div>
      </div>
      <fieldset className="role-form__permissions" disabled={phase === 'saving'}>
        <legend>Berechtigungen</legend>
        <PermissionTree tree={tree} onToggle={(key, has) => setTree((current) => toggleNode(current, key, has))} />
      </fieldset>
      <div className="button-row">
        <button type="submit" className="button" disabled={phase === 'saving'}>
          {phase === 'saving' ? 'Speichern...' : 'Speichern'}
        </button>
        <button type="button" className="button button--ghost" onClick={back}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}
