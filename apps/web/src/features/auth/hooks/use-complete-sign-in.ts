import type { User } from '@clutch/contract/users';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSetSessionUser } from '../api/session.ts';
import { redirectTarget } from '../lib/redirect-target.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** What every successful sign-in does: greet, remember the user, and go where the guard was headed. */
export function useCompleteSignIn() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const setSessionUser = useSetSessionUser();
  const target = redirectTarget(location.state);

  const complete = (user: User, welcome: string) => {
    toast.success(t({ defaultMessage: 'Login successful!' }), { description: welcome });
    setSessionUser(user);
    void navigate(target, { replace: true });
  };

  return { target, complete };
}
