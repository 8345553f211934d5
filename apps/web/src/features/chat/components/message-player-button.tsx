import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** "Message" on another player's profile: the conversation with them. */
export function MessagePlayerButton({ userId }: { userId: string }) {
  const t = useT();
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={paths.app.conversation(userId)}>
        <MessageCircle aria-hidden />
        {t({ defaultMessage: 'Message', description: 'Button on a player profile opening a direct conversation' })}
      </Link>
    </Button>
  );
}
