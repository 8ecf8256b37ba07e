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
  ]),
] satisfies RouteConfig;
