import { useAuthContext } from '../context.js';
import { useProject } from '../use-project.js';

/** The app's logo (AuthProvider `logo`) or the project's name, at the top of a card. */
export function Brand() {
  const { logo } = useAuthContext();
  const name = useProject()?.displayName;
  return <div className="ta-brand">{logo ? <img src={logo} alt={name ?? ''} /> : (name ?? '\u00a0')}</div>;
}
