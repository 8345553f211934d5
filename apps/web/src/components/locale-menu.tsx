import { locales, type Locale } from '@clutch/contract/locales';
import { cn } from '@/lib/cn.ts';
import { localeNames } from '@/lib/i18n/locale-names.ts';
import { useLocale, useT } from '@/lib/i18n/use-t.ts';
import { localeTriggerClass, useLocaleTrigger } from './locale-trigger.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from './ui/dropdown-menu.tsx';

export interface LocaleMenuProps {
  onChoose: (locale: Locale) => void;
  className?: string;
  /** Open on mount: the landing swaps this in for its placeholder button when someone clicks it. */
  defaultOpen?: boolean;
}

/**
 * The language switch: a menu button that says the current language ("EN"), and a radio list of the languages,
 * each named in itself. Radix gives it arrow keys, Escape, focus return and the radio semantics.
 */
export default function LocaleMenu({ onChoose, className, defaultOpen }: LocaleMenuProps) {
  const t = useT();
  const locale = useLocale();
  const trigger = useLocaleTrigger();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={cn(localeTriggerClass, className)} aria-label={trigger.label}>
        {trigger.content}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-40">
        <DropdownMenuLabel>{t({ defaultMessage: 'Language' })}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={locale} onValueChange={(value) => onChoose(value as Locale)}>
          {locales.map((option) => (
            <DropdownMenuRadioItem key={option} value={option} lang={option}>
              {localeNames[option].name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
