import type { RequestStatus } from '@clutch/contract/competition';
import { Badge } from '@/components/ui/badge.tsx';

const variants: Record<RequestStatus, 'success' | 'warning' | 'destructive' | 'secondary'> = {
  ACCEPTED: 'success',
  PENDING: 'warning',
  REJECTED: 'destructive',
  CANCELLED: 'secondary',
};

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge variant={variants[status] ?? 'secondary'}>{status}</Badge>;
}
