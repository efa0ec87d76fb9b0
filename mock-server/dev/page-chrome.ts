/**
 * Shared head for the host's own dev pages (mailbox, built-in OAuth provider): a favicon (inline SVG,
 * no extra request) and the card look of the handler pages, light and dark.
 */
export const FAVICON =
  `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2256d6"/><path d="M16 6a6 6 0 0 0-6 6v3H9v11h14V15h-1v-3a6 6 0 0 0-6-6Zm-3 9v-3a3 3 0 0 1 6 0v3z" fill="#fff"/></svg>')}">`;

export const DEV_PAGE_CSS = `:root{color-scheme:light dark;--bg:#f5f6f8;--card:#fff;--text:#15191e;--muted:#515a66;--border:#d0d5dc;--primary:#2256d6;--on-primary:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--card:#161b22;--text:#e6edf3;--muted:#9da7b3;--border:#3d444d;--primary:#6cb6ff;--on-primary:#0d1117}}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}
main{max-width:52rem;margin:0 auto;padding:6vh 1rem}
.card{background:var(--card);border:1px solid var(--border);border-radius:10px;padding:1.5rem;margin:0 0 1rem}
.narrow{max-width:400px;margin:0 auto}
h1{font-size:1.4rem;margin:0 0 1rem}h2{font-size:1.1rem;margin:0 0 .5rem}
a{color:var(--primary)}.muted{color:var(--muted)}
label{font-weight:600;font-size:.9rem}
input{font:inherit;padding:8px 10px;border:1px solid var(--border);border-radius:6px;background:var(--card);color:inherit}
button{font:inherit;font-weight:600;padding:8px 14px;border-radius:6px;border:1px solid var(--border);background:var(--card);color:var(--text);cursor:pointer}
button[type=submit]{background:var(--primary);border-color:var(--primary);color:var(--on-primary)}
:focus-visible{outline:3px solid var(--primary);outline-offset:2px}`;
