import { VideoOff } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { parseStreamUrl } from '../../lib/stream-url.ts';

/** Streaming (spec §2, §5): the YouTube or Twitch player, autoplay off, or 'No live stream available.'. */
export function StreamingTab({ url, name }: { url: string | null; name: string }) {
  const t = useT();
  const embed = parseStreamUrl(url, window.location.hostname);
  if (!embed) return <EmptyState icon={VideoOff} title={t({ defaultMessage: 'No live stream available.' })} />;
  return (
    <div className="aspect-video w-full overflow-hidden rounded-lg border bg-black">
      <iframe
        src={embed.embedUrl}
        title={t({ defaultMessage: '{name} live stream ({provider})' }, { name, provider: embed.provider === 'youtube' ? 'YouTube' : 'Twitch' })}
        className="size-full"
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    </div>
  );
}
