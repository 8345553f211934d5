import type { User } from '@clutch/contract/users';
import { MessageCircle } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t.ts';

/** Where each handle lives; Discord has no public page per handle, so it is shown as text to copy. */
const profileUrl = {
  facebook: (h: string) => `https://www.facebook.com/${encodeURIComponent(h)}`,
  instagram: (h: string) => `https://www.instagram.com/${encodeURIComponent(h)}`,
  twitch: (h: string) => `https://www.twitch.tv/${encodeURIComponent(h)}`,
} as const;

const linkClass = 'inline-flex min-h-8 items-center gap-1.5 rounded-md border px-2.5 text-sm transition-colors hover:bg-accent';

/** The player's Discord, Facebook, Instagram and Twitch handles (spec §2 "social links"); nothing when none. */
export function SocialLinks({ user }: { user: Pick<User, 'discord' | 'facebook' | 'instagram' | 'twitch'> }) {
  const t = useT();
  const networks = [
    { key: 'facebook', name: t({ defaultMessage: 'Facebook' }), handle: user.facebook },
    { key: 'instagram', name: t({ defaultMessage: 'Instagram' }), handle: user.instagram },
    { key: 'twitch', name: t({ defaultMessage: 'Twitch' }), handle: user.twitch },
  ] as const;
  if (!user.discord && !networks.some((n) => n.handle)) return null;
  return (
    <ul aria-label={t({ defaultMessage: 'Social links' })} className="flex flex-wrap gap-2">
      {user.discord && (
        <li className={linkClass}>
          <MessageCircle aria-hidden className="size-4 text-muted-foreground" />
          <span className="text-muted-foreground">{t({ defaultMessage: 'Discord' })}</span>
          <span className="font-medium break-all">{user.discord}</span>
        </li>
      )}
      {networks.map(
        ({ key, name, handle }) =>
          handle && (
            <li key={key}>
              <a href={profileUrl[key](handle)} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
                <span className="text-muted-foreground">{name}</span>
                <span className="font-medium break-all">{handle}</span>
              </a>
            </li>
          ),
      )}
    </ul>
  );
}
