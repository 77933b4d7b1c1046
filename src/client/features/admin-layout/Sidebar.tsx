import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { hasPermission } from '../../../shared/domain/permissions';
import { useAuth } from '../../lib/AuthProvider';
import { AlertCountBadge } from '../alerts/index';
import { groupOfPath, SIDEBAR, type SidebarItem, visibleSidebar } from './sidebar-items';

export const VERSION_LABEL = 'pre1.0D';
/** The entry that carries the count of open alerts (issue 31). */
const ALERTS_PATH = '/admin/alerts';

interface SidebarProps {
  expanded: boolean;
  dark: boolean;
  onDarkChange: (dark: boolean) => void;
  onNavigate: () => void;
}

function Item({ item, onNavigate }: { item: SidebarItem; onNavigate: () => void }) {
  return (
    <li>
      <NavLink to={item.to} end className="sidebar__link" onClick={onNavigate}>
        {item.label}
        {item.to === ALERTS_PATH && <AlertCountBadge />}
      </NavLink>
    </li>
  );
}

/** Spec §2 sidebar: entries by permission, one submenu open at a time, footer with support, dark mode, logout. */
export function Sidebar({ expanded, dark, onDarkChange, onNavigate }: SidebarProps) {
  const { permissions } = useAuth();
  const { pathname } = useLocation();
  const entries = visibleSidebar(SIDEBAR, (keys) => hasPermission(permissions ?? [], keys));
  const [openGroup, setOpenGroup] = useState<string | null>(() => groupOfPath(SIDEBAR, pathname));

  return (
    <nav id="admin-sidebar" className={`sidebar ${expanded ? 'sidebar--expanded' : 'sidebar--collapsed'}`} aria-label="Backoffice">
      <ul className="sidebar__list">
        {entries.map((entry) =>
          entry.kind === 'group' ? (
            <li key={entry.id}>
              <button
                type="button"
                className="sidebar__link sidebar__group"
                aria-expanded={openGroup === entry.id}
                aria-controls={`sidebar-group-${entry.id}`}
                onClick={() => setOpenGroup((open) => (open === entry.id ? null : entry.id))}
              >
                {entry.label}
              </button>
              <ul id={`sidebar-group-${entry.id}`} className="sidebar__sub" hidden={openGroup !== entry.id}>
                {entry.items.map((item) => (
                  <Item key={item.label} item={item} onNavigate={onNavigate} />
                ))}
              </ul>
            </li>
          ) : (
            <Item key={entry.label} item={entry} onNavigate={onNavigate} />
          ),
        )}
      </ul>
      <div className="sidebar__footer">
        <NavLink to="/admin/support" className="sidebar__link" onClick={onNavigate}>
          Support
        </NavLink>
        <button type="button" className="sidebar__link" aria-pressed={dark} onClick={() => onDarkChange(!dark)}>
          Dark Mode
        </button>
        <NavLink to="/admin/logout" className="sidebar__link" onClick={onNavigate}>
          Abmelden
        </NavLink>
        <span className="sidebar__version">{VERSION_LABEL}</span>
      </div>
    </nav>
  );
}
