import { Outlet } from 'react-router-dom';
import { Breadcrumbs } from '../../features/admin-layout/Breadcrumbs';
import { Sidebar } from '../../features/admin-layout/Sidebar';
import { AlertAddressPrompt } from '../../features/alerts/AlertAddressPrompt';
import { ServerProblemsNotice } from '../../features/alerts/ServerProblemsNotice';
import { TopBar } from '../../features/admin-layout/TopBar';
import { useDarkMode } from '../../features/admin-layout/use-dark-mode';
import { useSidebarState } from '../../features/admin-layout/use-sidebar-state';
import { OfflineNotice } from '../../features/pwa/OfflineNotice';
import '../../features/admin-layout/admin-layout.css';
import { usePageStart } from '../use-page-start';

/** Spec §2 back-office frame: top bar, sidebar, breadcrumbs, the page. */
/** Loaded only when staff open the back office, so visitors never download it. */
export default function AdminLayout() {
  const sidebar = useSidebarState();
  const [dark, setDark] = useDarkMode();
  usePageStart('admin-content');
  return (
    <div className={`admin ${sidebar.mobile ? 'admin--mobile' : ''}`}>
      <a className="skip-link" href="#admin-content">
        Zum Inhalt springen
      </a>
      <TopBar expanded={sidebar.expanded} onToggle={sidebar.toggle} />
      <div className="admin__body">
        <Sidebar expanded={sidebar.expanded} dark={dark} onDarkChange={setDark} onNavigate={sidebar.afterNavigate} />
        <div className="admin__content" id="admin-content">
          <Breadcrumbs />
          <OfflineNotice />
          <ServerProblemsNotice />
          <AlertAddressPrompt />
          <Outlet />
        </div>
      </div>
    </div>
  );
}
