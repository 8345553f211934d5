import { useT } from '@/lib/i18n/use-t.ts';
import { Spinner } from './spinner.tsx';

/** Fills the viewport while the session is being checked (spec §2: its stray 'Carregando...' is the pt-BR text). */
export function LoadingScreen() {
  const t = useT();
  return (
    <div className="flex min-h-svh items-center justify-center bg-background text-muted-foreground">
      <Spinner className="text-primary" label={t({ defaultMessage: 'Loading...' })} />
    </div>
  );
}
