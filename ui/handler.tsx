import { Redirect, Route, Router, Switch } from 'wouter';
import { useAuthContext } from './context.js';
import { AccountSettingsPage } from './pages/account-settings-page.js';
import { EmailVerificationPage } from './pages/email-verification-page.js';
import { ErrorPage } from './pages/error-page.js';
import { MethodsPage } from './pages/methods-page.js';
import { RoutePage } from './pages/route-page.js';
import { SignOutPage } from './pages/sign-out-page.js';
import { AuthStyles } from './styles.js';
import { handlerRoutes } from './view-contract.js';

export interface HandlerProps {
  /** Where the handler is mounted (appended to a parent wouter Router's base). @default client.urls.handler */
  base?: string;
  /** Render the default `<style>`. @default true */
  styles?: boolean;
  /**
   * The current path (e.g. '/handler/sign-in') when rendering on the server, where there is no `location`.
   * @default the browser's location, or that of a parent wouter Router
   */
  path?: string;
  /** The current query string (without '?') when rendering on the server. @default the browser's location */
  search?: string;
}

/**
 * The handler pages (under the handler base, default /handler) as a wouter router, inside a `<main>`. Core pages: sign-in and sign-up
 * (made of plugin sections), sign-out, error, account settings, email verification. The others come from plugin views;
 * a plugin's `pages` are mounted under `/<id>/`. Render it only for locations under its base.
 */
export function Handler({ base, styles = true, path, search }: HandlerProps) {
  const { client, views, theme } = useAuthContext();
  return (
    <Router base={base ?? client.urls.handler} ssrPath={path!} ssrSearch={search!}>
      {styles ? <AuthStyles /> : null}
      <main className="ta-root ta-handler" data-theme={theme}>
        <Switch>
          <Route path="/">
            <Redirect to="/sign-in" replace />
          </Route>
          <Route path="/sign-in">
            <MethodsPage kind="signIn" />
          </Route>
          <Route path="/sign-up">
            <MethodsPage kind="signUp" />
          </Route>
          <Route path="/sign-out" component={SignOutPage} />
          <Route path="/error" component={ErrorPage} />
          <Route path="/account-settings" component={AccountSettingsPage} />
          <Route path="/email-verification" component={EmailVerificationPage} />
          {/* the other handler routes are the plugins' (the Switch takes the first match: the pages above win) */}
          {handlerRoutes.map((r) => (
            <Route key={r} path={r}>
              <RoutePage route={r} />
            </Route>
          ))}
          {views.map((v) =>
            v.pages ? (
              <Route key={v.id} path={`/${v.id}`} nest>
                <Switch>
                  {Object.entries(v.pages).map(([path, Component]) => (
                    <Route key={path} path={path} component={Component} />
                  ))}
                  <Route>
                    <RoutePage />
                  </Route>
                </Switch>
              </Route>
            ) : null,
          )}
          <Route>
            <RoutePage />
          </Route>
        </Switch>
      </main>
    </Router>
  );
}
