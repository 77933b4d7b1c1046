import { isNodeDisabled, type PermissionNode } from '../../../shared/domain/permission-tree';

interface PermissionTreeProps {
  tree: PermissionNode[];
  onToggle: (key: string, has: boolean) => void;
  disabled?: boolean;
}

/** Spec §4 nested permission checklist; the rules live in shared/domain/permission-tree. */
export function PermissionTree({ tree, onToggle, disabled = false }: PermissionTreeProps) {
  const renderNodes = (nodes: PermissionNode[]) => (
    <ul className="permission-tree">
      {nodes.map((node) => (
        <li key={node.key}>
          <label className="permission-tree__item">
            <input
              type="checkbox"
              checked={node.has}
              disabled={disabled || isNodeDisabled(tree, node.key)}
              onChange={(event) => onToggle(node.key, event.target.checked)}
              aria-describedby={`perm-${node.key}`}
            />
            <span>
              {node.name} <small className="permission-key">{node.key}</small>
              <small id={`perm-${node.key}`}>{node.description}</small>
            </span>
          </label>
          {node.children.length > 0 && renderNodes(node.children)}
        </li>
      ))}
    </ul>
  );
  return renderNodes(tree);
}
