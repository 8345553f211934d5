import type { InviteStatus } from '@clutch/contract/teams';
import { Badge } from '@/components/ui/badge.tsx';
import { defineMessage } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';

const variants: Record<InviteStatus, 'success' | 'warning' | 'destructive'> = { PENDING: 'warning', ACCEPTED: 'success', REJECTED: 'destructive' };

const labels = {
  PENDING: defineMessage({ defaultMessage: 'PENDING', description: 'Status of a team invite: not answered yet' }),
  ACCEPTED: defineMessage({ defaultMessage: 'ACCEPTED', description: 'Status of a team invite' }),
  REJECTED: defineMessage({ defaultMessage: 'REJECTED', description: 'Status of a team invite' }),
} satisfies Record<InviteStatus, unknown>;

export function InviteStatusBadge({ status }: { status: InviteStatus }) {
  const t = useT();
  return <Badge variant={variants[status] ?? 'warning'}>{labels[status] ? t(labels[status]) : status}</Badge>;
}
