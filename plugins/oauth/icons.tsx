/**
 * Provider icons: small inline SVGs (a brand-colored badge with the provider's mark), a neutral
 * key for any other provider. Decorative: the button's text names the provider.
 */
const BRANDS: Record<string, [color: string, mark: string]> = {
  google: ['#4285f4', 'G'],
  github: ['#24292f', 'GH'],
  spotify: ['#1db954', 'S'],
  facebook: ['#1877f2', 'f'],
  discord: ['#5865f2', 'D'],
  gitlab: ['#fc6d26', 'GL'],
  bitbucket: ['#2684ff', 'B'],
  linkedin: ['#0a66c2', 'in'],
  x: ['#000', 'X'],
};

export function ProviderIcon({ id }: { id: string }) {
  const brand = BRANDS[id];
  return (
    <svg className="ta-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {id === 'microsoft' ? (
        <path d="M2 2h9.5v9.5H2zM12.5 2H22v9.5h-9.5zM2 12.5h9.5V22H2zM12.5 12.5H22V22h-9.5z" fill="#00a4ef" />
      ) : id === 'apple' ? (
        <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.8C6.3 7 4.9 8 4 9.4c-1.8 3.1-.5 7.6 1.3 10 .8 1.2 1.8 2.6 3.1 2.5 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4a10 10 0 0 0 1.3-2.8c0-.1-2.7-1-2.7-4.1ZM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4Z" fill="currentColor" />
      ) : brand ? (
        <>
          <rect width="24" height="24" rx="6" fill={brand[0]} />
          <text x="12" y="17" fill="#fff" fontSize={brand[1].length > 1 ? 10 : 14} fontWeight="700" fontFamily="system-ui,sans-serif" textAnchor="middle">
            {brand[1]}
          </text>
        </>
      ) : (
        <path d="M14 3a7 7 0 0 0-6.7 9L2 17.3V22h4.7v-2.4h2.4v-2.4h2.4l1-1A7 7 0 1 0 14 3Zm2.2 6.2a1.9 1.9 0 1 1 0-3.8 1.9 1.9 0 0 1 0 3.8Z" fill="currentColor" />
      )}
    </svg>
  );
}
