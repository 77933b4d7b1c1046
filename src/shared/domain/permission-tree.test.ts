import { describe, expect, it } from 'vitest';
import { buildPermissionTree, isAdminTicked, isNodeDisabled, normalizeTree, type PermissionRow, tickedKeys, toggleNode } from './permission-tree';

const rows: PermissionRow[] = [
  { key: 'ADMIN', name: 'Administrator', description: '', parent_key: null },
  { key: 'USERS_VIEW', name: 'Benutzer', description: '', parent_key: null },
  { key: 'USERS_ADD', name: 'Anlegen', description: '', parent_key: 'USERS_VIEW' },
  { key: 'USERS_EDIT', name: 'Bearbeiten', description: '', parent_key: 'USERS_VIEW' },
  { key: 'USERS_EDIT_DEEP', name: 'Tief', description: '', parent_key: 'USERS_EDIT' },
  { key: 'FILES_VIEW', name: 'Dateien', description: '', parent_key: null },
];

describe('permission tree', () => {
  it('builds nested nodes in order with has from the held keys', () => {
    const tree = buildPermissionTree(rows, new Set(['USERS_ADD']));
    expect(tree.map((node) => node.key)).toEqual(['ADMIN', 'USERS_VIEW', 'FILES_VIEW']);
    expect(tree[1].children.map((node) => node.key)).toEqual(['USERS_ADD', 'USERS_EDIT']);
    expect(tree[1].children[0].has).toBe(true);
    expect(tree[1].has).toBe(false);
  });

  it('marks a parent ticked on load when any child is', () => {
    const tree = normalizeTree(buildPermissionTree(rows, new Set(['USERS_EDIT_DEEP'])));
    expect(tickedKeys(tree)).toEqual(['USERS_VIEW', 'USERS_EDIT', 'USERS_EDIT_DEEP']);
  });

  it('ticking a node sets all its descendants', () => {
    const tree = toggleNode(buildPermissionTree(rows, new Set()), 'USERS_VIEW', true);
    expect(tickedKeys(tree)).toEqual(['USERS_VIEW', 'USERS_ADD', 'USERS_EDIT', 'USERS_EDIT_DEEP']);
    const cleared = toggleNode(tree, 'USERS_VIEW', false);
    expect(tickedKeys(cleared)).toEqual([]);
  });

  it('ticking a child ticks its ancestors; unticking it leaves the parent as it was', () => {
    const tree = toggleNode(buildPermissionTree(rows, new Set()), 'USERS_EDIT_DEEP', true);
    expect(tickedKeys(tree)).toEqual(['USERS_VIEW', 'USERS_EDIT', 'USERS_EDIT_DEEP']);
    expect(tickedKeys(toggleNode(tree, 'USERS_EDIT_DEEP', false))).toEqual(['USERS_VIEW', 'USERS_EDIT']);
  });

  it('disables every other box while ADMIN is ticked', () => {
    const tree = toggleNode(buildPermissionTree(rows, new Set()), 'ADMIN', true);
    expect(isAdminTicked(tree)).toBe(true);
    expect(isNodeDisabled(tree, 'ADMIN')).toBe(false);
    expect(isNodeDisabled(tree, 'USERS_ADD')).toBe(true);
    expect(isNodeDisabled(toggleNode(tree, 'ADMIN', false), 'USERS_ADD')).toBe(false);
  });

  it('finds ADMIN at any level', () => {
    const nested = buildPermissionTree(
      [
        { key: 'ROOT', name: '', description: '', parent_key: null },
        { key: 'ADMIN', name: '', description: '', parent_key: 'ROOT' },
      ],
      new Set(['ADMIN']),
    );
    expect(isAdminTicked(nested)).toBe(true);
  });

  it('does not take another ticked permission for ADMIN', () => {
    const tree = toggleNode(buildPermissionTree(rows, new Set()), 'USERS_VIEW', true);
    expect(isAdminTicked(tree)).toBe(false);
    expect(isNodeDisabled(tree, 'FILES_VIEW')).toBe(false);
  });
});
