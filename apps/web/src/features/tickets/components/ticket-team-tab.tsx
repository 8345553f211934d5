import type { TicketDetail } from '@clutch/contract/payments';
import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { paths } from '@/config/paths.ts';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { initials } from '@/lib/initials.ts';

type Member = TicketDetail['teamMembers'][number];

const inviteLabel: Record<Member['inviteStatus'], MessageDescriptor> = {
  ACCEPTED: defineMessage({ defaultMessage: 'Joined', description: 'A team member who accepted the invite' }),
  PENDING: defineMessage({ defaultMessage: 'Invited', description: 'A team member who has not answered the invite yet' }),
  REJECTED: defineMessage({ defaultMessage: 'Declined', description: 'A team member who declined the invite' }),
};
const inviteVariant = { ACCEPTED: 'success', PENDING: 'warning', REJECTED: 'destructive' } as const;
const paymentLabel: Record<Member['paymentStatus'], MessageDescriptor> = {
  PAID: defineMessage({ defaultMessage: 'Paid', description: 'A team member’s entry fee is paid' }),
  PENDING: defineMessage({ defaultMessage: 'Payment pending' }),
  NOT_REQUIRED: defineMessage({ defaultMessage: 'No fee', description: 'A team member owes no entry fee' }),
};
const paymentVariant = { PAID: 'success', PENDING: 'warning', NOT_REQUIRED: 'secondary' } as const;

/** My Team tab: the captain first with a Captain badge, then the members with their invite and payment status. */
export function TicketTeamTab({ ticket }: { ticket: TicketDetail }) {
  const t = useT();
  const members = [...ticket.teamMembers].sort((a, b) => Number(b.role === 'CAPTAIN') - Number(a.role === 'CAPTAIN'));
  return (
    <ul aria-label={t({ defaultMessage: 'Team members' })} className="flex flex-col divide-y rounded-lg border bg-card shadow-sm">
      {members.map((m) => (
        <li key={m.user.id} className="flex flex-wrap items-center gap-3 p-4">
          <Avatar className="size-10">
            {m.user.profilePicUrl && <AvatarImage src={m.user.profilePicUrl} alt="" />}
            <AvatarFallback>{initials(m.user.nickName)}</AvatarFallback>
          </Avatar>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <Link to={paths.app.user(m.user.id)} className="truncate font-medium hover:text-link hover:underline">
                {m.user.nickName}
              </Link>
              {m.role === 'CAPTAIN' && (
                <Badge>
                  <Crown aria-hidden />
                  {t({ defaultMessage: 'Captain' })}
                </Badge>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <Badge variant={inviteVariant[m.inviteStatus]}>{t(inviteLabel[m.inviteStatus])}</Badge>
              <Badge variant={paymentVariant[m.paymentStatus]}>{t(paymentLabel[m.paymentStatus])}</Badge>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
