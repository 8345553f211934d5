import { Languages } from 'lucide-react';
import { localeNames } from '@/lib/i18n/locale-names.ts';
import { useLocale, useT } from '@/lib/i18n/use-t.ts';

/** What the language switch's button shows and says; kept apart from the menu so the landing can draw it before the menu loads. */
export function useLocaleTrigger() {
  const t = useT();
  const { name, short } = localeNames[useLocale()];
  return {
    label: t({ defaultMessage: 'Language: {language}' }, { language: name }),
    content: (
      <>
        <Languages aria-hidden className="size-4" />
        <span aria-hidden>{short}</span>
      </>
    ),
  };
}

export const localeTriggerClass =
  'inline-flex h-9 cursor-pointer items-center gap-1 rounded-md px-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground';
