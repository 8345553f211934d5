import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { setTheme } from '@/lib/theme.ts';
import { useTheme } from '@/lib/use-theme.ts';
import { useT } from '@/lib/i18n/use-t.ts';

export function ThemeToggle() {
  const t = useT();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = t({ defaultMessage: '{theme, select, light {Switch to light theme} other {Switch to dark theme}}' }, { theme: next });
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-9"
      aria-label={label}
      title={label}
      onClick={() => setTheme(next)}
    >
      {theme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  );
}
