import { t } from '@/lib/i18n.ts';
import { Spinner } from './spinner.tsx';

/** Fills the viewport while the session is being checked (spec §2: 'Carregando...' in the pt locale). */
export function LoadingScreen() {
  return (
    <div className="flex min-h-svh items-center justify-center bg-background text-muted-foreground">
      <Spinner className="text-primary" label={t('loading')} />
    </div>
  );
}
