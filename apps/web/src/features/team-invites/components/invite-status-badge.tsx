import type { InviteStatus } from '@clutch/contract/teams';
import { Badge } from '@/components/ui/badge.tsx';

const variants: Record<InviteStatus, 'success' | 'warning' | 'destructive'> = { PENDING: 'warning', ACCEPTED: 'success', REJECTED: 'destructive' };

export function InviteStatusBadge({ status }: { status: InviteStatus }) {
  return <Badge variant={variants[status] ?? 'warning'}>{status}</Badge>;
}
