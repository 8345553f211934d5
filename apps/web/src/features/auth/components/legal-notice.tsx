import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

const linkClass = 'font-medium text-foreground underline underline-offset-4 hover:text-link';

export function LegalNotice() {
  return (
    <p className="text-xs text-muted-foreground">
      By continuing, you agree to our{' '}
      <Link to={paths.legal('terms')} className={linkClass}>
        Terms
      </Link>{' '}
      and{' '}
      <Link to={paths.legal('privacy')} className={linkClass}>
        Privacy Policy
      </Link>
      .
    </p>
  );
}
