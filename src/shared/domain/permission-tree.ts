import { ADMIN } from './permissions';

/** Spec §3 permission tree node. */
export interface PermissionNode {
  key: string;
  name: string;
  description: string;
  has: boolean;
  children: PermissionNode[];
}

export interface PermissionRow {
  key: string;
  name: string;
  description: string;
  parent_key: string | null;
}

/** Builds the tree from rows in display order; `held` marks `has`. Rows with an unknown parent become roots. */
export function buildPermissionTree(rows: readonly PermissionRow[], held: ReadonlySet<string>): PermissionNode[] {
  const nodes = new Map<string, PermissionNode>();
  for (const row of rows) {
    nodes.set(row.key, { key: row.key, name: row.name, description: row.description, has: held.has(row.key), children: [] });
  }
  const roots: PermissionNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.key)!;
    const parent = row.parent_key ? nodes.get(row.parent_key) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

const setAll = (node: PermissionNode, has: boolean): PermissionNode => ({
  ...node,
  has,
  children: node.children.map((child) => setAll(child, has)),
});

/** Spec §4: a parent is ticked when any child is (applied bottom-up); an unticked last child leaves the parent as it was. */
function liftParents(node: PermissionNode): PermissionNode {
  const children = node.children.map(liftParents);
  return { ...node, children, has: node.has || children.some((child) => child.has) };
}

/** Spec §4: on load parents are also marked ticked if any child is. */
export function normalizeTree(tree: readonly PermissionNode[]): PermissionNode[] {
  return tree.map(liftParents);
}

/** Spec §4: ticking a node sets all its descendants to the same value; ancestors then follow their children. */
export function toggleNode(tree: readonly PermissionNode[], key: string, has: boolean): PermissionNode[] {
  const visit = (node: PermissionNode): PermissionNode => (node.key === key ? setAll(node, has) : { ...node, children: node.children.map(visit) });
  return normalizeTree(tree.map(visit));
}

function* walk(tree: readonly PermissionNode[]): Generator<PermissionNode> {
  for (const node of tree) {
    yield node;
    yield* walk(node.children);
  }
}

/** Spec §4: saving sends the flat list of ticked keys. */
export function tickedKeys(tree: readonly PermissionNode[]): string[] {
  return [...walk(tree)].filter((node) => node.has).map((node) => node.key);
}

/** Spec §4: ADMIN ticked at any level. */
export function isAdminTicked(tree: readonly PermissionNode[]): boolean {
  return [...walk(tree)].some((node) => node.key === ADMIN && node.has);
}

/** Spec §4: when ADMIN is ticked every other checkbox is disabled. */
export function isNodeDisabled(tree: readonly PermissionNode[], key: string): boolean {
  return key !== ADMIN && isAdminTicked(tree);
}
