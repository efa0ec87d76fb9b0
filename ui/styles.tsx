/**
 * The default look. Apps theme it through the CSS variables (set them on :root or on .ta-handler)
 * or turn it off with `<Handler styles={false} />` and style the `ta-` classes themselves.
 */
export const authStyles = `
.ta-root{--ta-color-bg:#fff;--ta-color-text:#1a1a1a;--ta-color-muted:#555;--ta-color-border:#c4c4c4;--ta-color-primary:#1d4ed8;--ta-color-on-primary:#fff;--ta-color-error:#a4001d;--ta-color-error-bg:#fdecee;--ta-color-info-bg:#eef3fd;--ta-radius:8px;--ta-font:system-ui,sans-serif;--ta-space:16px;font-family:var(--ta-font);color:var(--ta-color-text)}
.ta-handler{display:flex;justify-content:center;padding:var(--ta-space)}
.ta-card{width:100%;max-width:420px;background:var(--ta-color-bg);border:1px solid var(--ta-color-border);border-radius:var(--ta-radius);padding:calc(var(--ta-space)*1.5)}
.ta-card h1{font-size:1.5rem;margin:0 0 var(--ta-space)}
.ta-section{margin:var(--ta-space) 0}
.ta-section+.ta-section{border-top:1px solid var(--ta-color-border);padding-top:var(--ta-space)}
.ta-section-title{font-size:1.1rem;margin:0 0 calc(var(--ta-space)/2)}
.ta-form{display:flex;flex-direction:column;gap:calc(var(--ta-space)*.75)}
.ta-field{display:flex;flex-direction:column;gap:4px}
.ta-field label{font-weight:600;font-size:.9rem}
.ta-field input{font:inherit;padding:8px 10px;border:1px solid var(--ta-color-border);border-radius:calc(var(--ta-radius)/2);color:inherit;background:var(--ta-color-bg)}
.ta-field input[aria-invalid=true]{border-color:var(--ta-color-error)}
.ta-field-error{color:var(--ta-color-error);font-size:.85rem;margin:0}
.ta-button{font:inherit;cursor:pointer;padding:9px 14px;border-radius:calc(var(--ta-radius)/2);border:1px solid var(--ta-color-primary)}
.ta-button-primary{background:var(--ta-color-primary);color:var(--ta-color-on-primary)}
.ta-button-secondary{background:var(--ta-color-bg);color:var(--ta-color-primary)}
.ta-button-link{background:none;border:none;padding:0;color:var(--ta-color-primary);text-decoration:underline}
.ta-button:disabled{opacity:.7;cursor:progress}
.ta-root :focus-visible{outline:3px solid var(--ta-color-primary);outline-offset:2px}
.ta-link{color:var(--ta-color-primary)}
.ta-alert{padding:10px 12px;border-radius:calc(var(--ta-radius)/2);margin:calc(var(--ta-space)/2) 0}
.ta-alert-error{background:var(--ta-color-error-bg);color:var(--ta-color-error)}
.ta-alert-info{background:var(--ta-color-info-bg)}
.ta-divider{display:flex;align-items:center;gap:8px;color:var(--ta-color-muted);margin:var(--ta-space) 0}
.ta-divider::before,.ta-divider::after{content:"";flex:1;border-top:1px solid var(--ta-color-border)}
.ta-stack{display:flex;flex-direction:column;gap:calc(var(--ta-space)/2)}
.ta-row{display:flex;flex-wrap:wrap;gap:calc(var(--ta-space)/2)}
.ta-muted{color:var(--ta-color-muted)}
`;

/** A `<style>` element with the default look. */
export function AuthStyles() {
  return <style>{authStyles}</style>;
}
