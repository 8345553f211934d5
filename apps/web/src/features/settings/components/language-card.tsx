import { locales, type Locale } from '@clutch/contract/locales';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { localeNames } from '@/lib/i18n/locale-names.ts';
import { useLocale, useT } from '@/lib/i18n/use-t.ts';
import { useChooseLocale } from '../api/update-locale.ts';
import { SectionTitle } from './section-title.tsx';

/** Settings → Language: the same choice as the top bar's switch, kept on the account for every device and e-mail. */
export function LanguageCard() {
  const t = useT();
  const locale = useLocale();
  const choose = useChooseLocale();
  return (
    <Card>
      <CardHeader>
        <SectionTitle>{t({ defaultMessage: 'Language' })}</SectionTitle>
        <CardDescription>{t({ defaultMessage: 'The language of Clutch on every device you sign in on, and of the e-mails we send you.' })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:max-w-xs">
        <Label htmlFor="settings-language">{t({ defaultMessage: 'Interface language' })}</Label>
        <Select value={locale} onValueChange={(value) => choose.mutate(value as Locale)} disabled={choose.isPending}>
          <SelectTrigger id="settings-language">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {locales.map((option) => (
              <SelectItem key={option} value={option} lang={option}>
                {localeNames[option].name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </CardContent>
    </Card>
  );
}
