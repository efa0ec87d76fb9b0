import { useContext } from './react.js';
import { AuthContext } from './context.js';

/**
 * The default look: plain CSS over custom properties, no CSS-in-JS runtime. Light and dark follow
 * `prefers-color-scheme`; `data-theme="light|dark"` on `.ta-root` (the `theme` prop of AuthProvider) forces one.
 * The defaults sit at zero specificity, so an app overrides any variable with any selector, e.g.
 * `.ta-root{--ta-color-primary:#7c3aed;--ta-radius:4px}`. Turn the sheet off with `<Handler styles={false} />`.
 * Each rule sits on its own source line; the `\` ending each line keeps newlines out of the shipped string.
 */
const dark =
  '--ta-color-page:#0d1117;--ta-color-bg:#161b22;--ta-color-text:#e6edf3;--ta-color-muted:#9da7b3;--ta-color-border:#3d444d;--ta-color-control:#6e7681;--ta-color-primary:#6cb6ff;--ta-color-on-primary:#0d1117;--ta-color-error:#ffa198;--ta-color-error-bg:#3c1618;--ta-color-success:#7ee2a8;--ta-color-success-bg:#12301f;--ta-color-info-bg:#1c2b41;--ta-color-skeleton:#262c36;color-scheme:dark';

export const authStyles = `\
:where(.ta-root){--ta-color-page:#f5f6f8;--ta-color-bg:#fff;--ta-color-text:#15191e;--ta-color-muted:#515a66;--ta-color-border:#d0d5dc;--ta-color-control:#7f8792;--ta-color-primary:#2256d6;--ta-color-on-primary:#fff;--ta-color-error:#b3261e;--ta-color-error-bg:#fdeceb;--ta-color-success:#17693a;--ta-color-success-bg:#e7f6ec;--ta-color-info-bg:#eaf0fc;--ta-color-skeleton:#e6e9ee;--ta-radius:10px;--ta-font:system-ui,sans-serif;--ta-space:16px;color-scheme:light}\
@media (prefers-color-scheme:dark){:where(.ta-root:not([data-theme=light])){${dark}}}\
:where(.ta-root[data-theme=dark]){${dark}}\
.ta-root{font:15px/1.5 var(--ta-font);color:var(--ta-color-text);--r:calc(var(--ta-radius)*.6);--s:var(--ta-space)}\
.ta-root *{box-sizing:border-box}\
.ta-root [hidden]{display:none}\
.ta-handler{box-sizing:border-box;display:flex;justify-content:center;align-items:flex-start;min-height:100vh;padding:6vh var(--s);background:var(--ta-color-page)}\
.ta-card{width:100%;max-width:400px;background:var(--ta-color-bg);border:1px solid var(--ta-color-border);border-radius:var(--ta-radius);padding:calc(var(--s)*2)}\
.ta-wide{max-width:900px}\
.ta-brand{font-weight:600;margin-bottom:var(--s);color:var(--ta-color-muted)}\
.ta-brand img{height:28px}\
.ta-root h1{font-size:1.4rem;margin:0 0 var(--s)}\
.ta-root h2{font-size:1.1rem;margin:0 0 12px}\
.ta-root h3{font-size:1rem;margin:0}\
.ta-section>*+*{margin-top:12px}\
.ta-section+.ta-section{border-top:1px solid var(--ta-color-border);padding-top:var(--s);margin-top:var(--s)}\
.ta-form,.ta-stack{display:flex;flex-direction:column;gap:12px}\
.ta-field{display:flex;flex-direction:column;gap:4px}\
.ta-field label{font-weight:600;font-size:.9rem}\
.ta-field input,.ta-field select{font:inherit;padding:9px 11px;border:1px solid var(--ta-color-control);border-radius:var(--r);color:inherit;background:var(--ta-color-bg)}\
.ta-field [aria-invalid=true]{border-color:var(--ta-color-error)}\
.ta-field-error{color:var(--ta-color-error);font-size:.85rem;margin:0}\
.ta-button{font:inherit;font-weight:600;cursor:pointer;display:inline-flex;align-items:center;justify-content:center;gap:8px;padding:9px 14px;border-radius:var(--r);border:1px solid var(--ta-color-border);background:var(--ta-color-bg);color:var(--ta-color-text);text-decoration:none;text-align:center}\
.ta-button-primary{background:var(--ta-color-primary);border-color:var(--ta-color-primary);color:var(--ta-color-on-primary)}\
.ta-button-danger{color:var(--ta-color-error);border-color:var(--ta-color-error)}\
.ta-button-danger.ta-button-primary{background:var(--ta-color-error);color:var(--ta-color-bg)}\
.ta-button-link{background:none;border:0;padding:0;font-weight:400;color:var(--ta-color-primary);text-decoration:underline}\
.ta-button:disabled:not([aria-busy]){background:var(--ta-color-page);border:1px dashed var(--ta-color-control);color:var(--ta-color-muted);cursor:not-allowed}\
.ta-root :focus-visible{outline:3px solid var(--ta-color-primary);outline-offset:2px}\
.ta-link{color:var(--ta-color-primary)}\
.ta-alert{padding:10px 12px;border-radius:var(--r);background:var(--ta-color-info-bg)}\
.ta-alert-error{background:var(--ta-color-error-bg);color:var(--ta-color-error)}\
.ta-alert-success{background:var(--ta-color-success-bg);color:var(--ta-color-success)}\
.ta-divider{display:flex;align-items:center;gap:10px;color:var(--ta-color-muted);font-size:.85rem}\
.ta-divider::before,.ta-divider::after{content:"";flex:1;border-top:1px solid var(--ta-color-border)}\
.ta-row{display:flex;flex-wrap:wrap;align-items:center;gap:8px}\
.ta-muted{color:var(--ta-color-muted)}\
.ta-foot{margin:8px 0 0;text-align:center;color:var(--ta-color-muted)}\
.ta-tabs{display:flex;gap:4px;padding:4px;border-radius:var(--r);background:var(--ta-color-page)}\
.ta-tabs button{flex:1;font:inherit;padding:6px;border:0;border-radius:var(--r);background:none;color:var(--ta-color-muted);cursor:pointer}\
.ta-tabs [aria-selected=true]{background:var(--ta-color-bg);color:var(--ta-color-text);font-weight:600}\
.ta-skeleton{display:block;height:14px;margin:10px 0;border-radius:6px;background:var(--ta-color-skeleton)}\
.ta-settings{display:grid;grid-template-columns:180px 1fr;gap:calc(var(--s)*2)}\
.ta-nav{display:flex;flex-direction:column;gap:2px}\
.ta-nav a{padding:7px 10px;border-radius:var(--r);color:inherit;text-decoration:none}\
.ta-nav [aria-current=page]{background:var(--ta-color-info-bg);font-weight:600}\
.ta-back{display:none}\
@media (max-width:640px){.ta-handler{padding:var(--s) 8px}.ta-card{padding:20px}.ta-settings{grid-template-columns:1fr}.ta-nav a{padding:12px 10px;border-bottom:1px solid var(--ta-color-border);border-radius:0}[data-open] .ta-nav,.ta-settings:not([data-open])>div{display:none}.ta-back{display:block;margin-bottom:12px}}\
.ta-dialog{max-width:min(420px,92vw);border:1px solid var(--ta-color-border);border-radius:var(--ta-radius);padding:24px;background:var(--ta-color-bg);color:inherit}\
.ta-dialog::backdrop{background:#0008}\
.ta-dialog .ta-row{justify-content:flex-end}\
.ta-icon{width:18px;height:18px;flex:none}\
.ta-input{position:relative;display:grid}\
.ta-input input{padding-right:44px}\
.ta-reveal{position:absolute;inset:1px 1px 1px auto;width:42px;display:grid;place-items:center;border:0;border-radius:var(--r);background:none;color:var(--ta-color-muted);cursor:pointer}\
.ta-code{position:relative;display:flex;gap:8px}\
.ta-code span{width:44px;height:50px;display:grid;place-items:center;border:1px solid var(--ta-color-control);border-radius:var(--r);font:600 1.3rem monospace}\
.ta-code:focus-within .ta-at{outline:3px solid var(--ta-color-primary);outline-offset:1px}\
.ta-code:has([aria-invalid=true]) span{border-color:var(--ta-color-error)}\
.ta-code input{position:absolute;inset:0;width:100%;opacity:0}\
.ta-end{align-self:flex-end}\
.ta-skip:not(:focus){position:absolute;clip:rect(0 0 0 0)}\
.ta-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}`;

/**
 * Rules of lists, tags and boxes: only views with lists (e-mails, teams) use them, and add them through their
 * `styles` (so an app without those views does not ship them).
 */
export const listStyles = '.ta-root h4{font-size:.9rem;margin:0;color:var(--ta-color-muted)}.ta-list{list-style:none;margin:0;padding:0}.ta-list>li{display:flex;flex-wrap:wrap;align-items:center;gap:8px;padding:10px 0;border-bottom:1px solid var(--ta-color-border)}.ta-grow{flex:1 1 14em;overflow-wrap:anywhere}.ta-full{flex-basis:100%}.ta-tag{font-size:.75rem;padding:0 8px;border-radius:99px;border:1px solid var(--ta-color-border);color:var(--ta-color-muted)}.ta-box{border:1px solid var(--ta-color-border);border-radius:var(--ta-radius);padding:var(--s)}';

/** A `<style>` element with the default look, plus the `styles` of the loaded plugin views (each once). */
export function AuthStyles() {
  const views = useContext(AuthContext)?.views ?? [];
  return <style>{[authStyles, ...new Set(views.map((v) => v.styles))].join('')}</style>;
}
