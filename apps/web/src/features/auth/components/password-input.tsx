import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/use-t.ts';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** The toggle's accessible name; it stays the same and `aria-pressed` tells whether the text shows. */
  toggleLabel?: string;
};

export function PasswordInput({ className, toggleLabel, ...props }: PasswordInputProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-11', className)} {...props} />
      <button
        type="button"
        aria-label={toggleLabel ?? t({ defaultMessage: 'Show password' })}
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        {visible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
      </button>
    </div>
  );
}
