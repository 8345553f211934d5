import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { setTheme } from '@/lib/theme.ts';
import { useTheme } from '@/lib/use-theme.ts';

export function ThemeToggle() {
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-9"
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={() => setTheme(next)}
    >
      {theme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  );
}
