import type { AuditEntryDto } from '../../../shared/api/audit';

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string') return value.length > 120 ? `${value.slice(0, 120)} …` : value;
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 120)} …` : text;
};

/** An entry's changes as "field: before → after" (other facts as they are). */
export function ChangesList({ changes }: { changes: AuditEntryDto['changes'] }) {
  const entries = Object.entries(changes);
  if (!entries.length) return <>–</>;
  return (
    <ul className="audit-changes">
      {entries.map(([field, value]) => (
        <li key={field}>
          <strong>{field}</strong>: {Array.isArray(value) && value.length === 2 ? `${shown(value[0])} → ${shown(value[1])}` : shown(value)}
        </li>
      ))}
    </ul>
  );
}
