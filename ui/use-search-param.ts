import { useSearch } from 'wouter';

/** One query parameter of the current handler page (null when absent). */
export function useSearchParam(name: string): string | null {
  return new URLSearchParams(useSearch()).get(name);
}
