import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';

/** The back arrow at the top of a step of the password-reset flow. */
export function AuthBackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} aria-label={label} title={label} className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), '-ml-2')}>
      <ArrowLeft aria-hidden />
    </Link>
  );
}
