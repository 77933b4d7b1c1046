import { orderStatusLabel, statusBadge } from '../../../shared/domain/order-status';
import { Badge } from '../../components/Badge';

/** Spec §4: CAPTURED active, CREATED pending, anything else banned; German label, the code as tooltip for support. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge kind={statusBadge(status)} title={`Status-Code: ${status}`}>
      {orderStatusLabel(status)}
    </Badge>
  );
}
