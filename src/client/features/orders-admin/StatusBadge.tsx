import { STATUS_LABELS, statusBadge } from '../../../shared/domain/order-status';
import { Badge } from '../../components/Badge';

/** Spec §4: CAPTURED active, CREATED pending, anything else banned; the technical status stays visible. */
export function StatusBadge({ status }: { status: string }) {
  const label = STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status;
  return (
    <Badge kind={statusBadge(status)}>
      {status} · {label}
    </Badge>
  );
}
