import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/**
 * The studio's addresses. Sign-in and the second factor stand alone; everything else sits in
 * the signed-in shell, which checks the session. Previews stand alone too: the public page as
 * it will look, framed by the studio only.
 */
export default [
  route('sign-in', 'routes/auth/sign-in.tsx'),
  route('sign-out', 'routes/auth/sign-out.tsx'),
  route('second-factor', 'routes/auth/second-factor.tsx'),
  route('set-password/:token', 'routes/auth/set-password.tsx'),
  route('preview/:entity/:key', 'routes/items/preview.tsx'),
  route('files/*', 'routes/items/files.tsx'),
  route('uploads', 'routes/items/uploads.tsx'),
  route('profile-preview/:personId/:quarter', 'routes/profiles/report-preview.tsx'),
  layout('routes/shell.tsx', [
    index('routes/dashboard.tsx'),
    route('account', 'routes/auth/account.tsx'),
    route('accounts', 'routes/admin/accounts.tsx'),
    route('accounts/import', 'routes/admin/accounts-import.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    route('items/:entity', 'routes/items/list.tsx'),
    route('items/:entity/new', 'routes/items/new.tsx'),
    route('items/:entity/:key', 'routes/items/edit.tsx'),
    route('items/:entity/:key/revisions', 'routes/items/revisions.tsx'),
    route('items/:entity/:key/revisions/compare', 'routes/items/compare.tsx'),
    // A teacher's own profile (decision 054): screens of its own over the content store.
    route('profiles', 'routes/profiles/index.tsx'),
    route('profiles/:personId', 'routes/profiles/overview.tsx'),
    route('profiles/:personId/basic', 'routes/profiles/basic.tsx'),
    route('profiles/:personId/paste', 'routes/profiles/paste.tsx'),
    route('profiles/:personId/:section', 'routes/profiles/section.tsx'),
    route('profiles/:personId/:section/:index', 'routes/profiles/row.tsx'),
  ]),
] satisfies RouteConfig;
