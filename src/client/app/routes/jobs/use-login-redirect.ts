import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useRememberCurrentPath } from '../../shell/use-login-link';

/** Sends an anonymous visitor to log in, remembering this page so log-in comes back to it. */
export function useLoginAndComeBack(): () => void {
  const rememberPath = useRememberCurrentPath();
  const navigate = useNavigate();
  return () => {
    rememberPath();
    navigate(paths.login);
  };
}
