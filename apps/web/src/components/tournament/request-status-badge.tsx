import type { RequestStatus } from '@clutch/contract/competition';
import { Badge } from '@/components/ui/badge.tsx';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';

const variants: Record<RequestStatus, 'success' | 'warning' | 'destructive' | 'secondary'> = {
  ACCEPTED: 'success',
  PENDING: 'warning',
  REJECTED: 'destructive',
  CANCELLED: 'secondary',
};

/** The request status as the spec shows it, upper case. */
const labels: Record<RequestStatus, MessageDescriptor> = {
  ACCEPTED: defineMessage({ defaultMessage: 'ACCEPTED', description: 'Badge of a team registration the organizer accepted' }),
  PENDING: defineMessage({ defaultMessage: 'PENDING', description: 'Badge of a team registration waiting for the organizer' }),
  REJECTED: defineMessage({ defaultMessage: 'REJECTED', description: 'Badge of a team registration the organizer rejected' }),
  CANCELLED: defineMessage({ defaultMessage: 'CANCELLED', description: 'Badge of a team registration withdrawn by its team' }),
};

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const t = useT();
  return <Badge variant={variants[status] ?? 'secondary'}>{labels[status] ? t(labels[status]) : status}</Badge>;
}
