import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';

const linkClass = 'font-medium text-foreground underline underline-offset-4 hover:text-link';

export function LegalNotice() {
  const t = useT();
  return (
    <p className="text-xs text-muted-foreground">
      {t(
        { defaultMessage: 'By continuing, you agree to our <terms>Terms</terms> and <privacy>Privacy Policy</privacy>.' },
        {
          terms: (chunks) => (
            <Link to={paths.legal('terms')} className={linkClass}>
              {chunks}
            </Link>
          ),
          privacy: (chunks) => (
            <Link to={paths.legal('privacy')} className={linkClass}>
              {chunks}
            </Link>
          ),
        },
      )}
    </p>
  );
}
