import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { RETURN_TO_PARAM } from '../use-redirect.js';
import { useSearchParam } from '../use-search-param.js';

/**
 * A link to another handler page (`to` relative to the handler base, e.g. '/sign-up') that carries
 * `after_auth_return_to` along, plus any extra query parameters. `className` replaces the link style
 * (e.g. 'ta-button ta-button-primary' for a primary action).
 */
export function HandlerLink({ to, query, children, className = 'ta-link' }: { to: string; query?: Record<string, string>; children: ReactNode; className?: string }) {
  const returnTo = useSearchParam(RETURN_TO_PARAM);
  const params = new URLSearchParams(query);
  if (returnTo !== null) params.set(RETURN_TO_PARAM, returnTo);
  const search = params.toString();
  return (
    <Link to={search ? `${to}?${search}` : to} className={className}>
      {children}
    </Link>
  );
}
