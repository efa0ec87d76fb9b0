/**
 * Provider icons: small inline SVGs (a brand-colored badge with the provider's mark, in the button's font), a
 * neutral ring for any other provider. Decorative: the button's text names the provider.
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
  apple: ['#000', 'A'],
};

export function ProviderIcon({ id }: { id: string }) {
  const brand = BRANDS[id];
  return (
    <svg className="ta-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {id === 'microsoft' ? (
        <path d="M2 2h9.5v9.5H2zm10.5 0H22v9.5h-9.5zM2 12.5h9.5V22H2zm10.5 0H22V22h-9.5z" fill="#00a4ef" />
      ) : brand ? (
        <>
          <rect width="24" height="24" rx="6" fill={brand[0]} />
          <text x="12" y="17" fill="#fff" fontSize={brand[1].length > 1 ? 10 : 14} fontWeight="700" textAnchor="middle">
            {brand[1]}
          </text>
        </>
      ) : (
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      )}
    </svg>
  );
}
