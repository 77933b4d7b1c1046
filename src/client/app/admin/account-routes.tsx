import { Navigate, type RouteObject } from 'react-router-dom';
import { adminScreen } from './admin-screen';

/** Spec §2 back-office routes for users, roles, profile, files, help, support and the test page. */
export const accountRoutes: RouteObject[] = [
  { path: 'test', element: adminScreen('Test', null, async () => (await import('./TestPage')).TestPage) },
  { path: 'user/list', element: adminScreen('Benutzer', 'USERS_VIEW', async () => (await import('../../features/users/UserList')).UserList) },
  { path: 'user/add', element: adminScreen('Account erstellen', 'USERS_ADD', async () => (await import('../../features/users/UserAdd')).UserAdd) },
  {
    path: 'user/edit/:userId',
    element: adminScreen('Benutzer bearbeiten', 'USERS_EDIT', async () => (await import('./accounts/UserEditPage')).UserEditPage),
  },
  {
    path: 'user/delete/:userId',
    element: adminScreen('Benutzer löschen', 'USERS_DELETE', async () => (await import('./accounts/UserDeletePage')).UserDeletePage),
  },
  { path: 'user/self', element: adminScreen('Mein Profil', null, async () => (await import('../../features/profile/Profile')).Profile) },
  { path: 'user/roles', element: adminScreen('Rollen', 'USERS_ROLES', async () => (await import('../../features/roles/RoleList')).RoleList) },
  { path: 'user/roles/details', element: <Navigate to="/admin/user/roles" replace /> },
  {
    path: 'user/roles/details/:roleName',
    element: adminScreen('Rolle bearbeiten', 'USERS_ROLES', async () => (await import('./accounts/RoleDetailsPage')).RoleDetailsPage),
  },
  { path: 'files', element: adminScreen('Dateien', 'FILES_VIEW', async () => (await import('../../features/files/FileExplorer')).FileExplorer) },
  { path: 'help', element: adminScreen('Hilfe-Center', null, async () => (await import('../../features/help/HandbookView')).HandbookView) },
  { path: 'help/:page', element: adminScreen('Hilfe-Center', null, async () => (await import('../../features/help/HandbookView')).HandbookView) },
  { path: 'help/api', element: adminScreen('Schnittstelle (API)', null, async () => (await import('../../features/help/ApiReference')).ApiReference) },
  { path: 'support', element: adminScreen('Support', null, async () => (await import('../../features/help/SupportInfo')).SupportInfo) },
];
