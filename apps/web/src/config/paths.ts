/** Every route of the web app (SPEC §2) in one place: `path` for the router, `getHref` for links. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  property: {
    path: '/property/:id',
    getHref: (id: string) => `/property/${encodeURIComponent(id)}`,
  },
  favorites: { path: '/favorites', getHref: () => '/favorites' },
  register: { path: '/register', getHref: () => '/register' },
  verifyEmail: { path: '/verify-email', getHref: () => '/verify-email' },
  login: { path: '/login', getHref: () => '/login' },
  /** The one-time link e-mailed to an account locked for new addresses (issue 42). */
  signIn: { path: '/sign-in', getHref: () => '/sign-in' },
  adminLogin: { path: '/admin/login', getHref: () => '/admin/login' },
  adminDashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
  /** The link mailed to an admin's new e-mail (issue 42). */
  adminConfirmEmail: { path: '/admin/confirm-email', getHref: () => '/admin/confirm-email' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  alerts: { path: '/alerts', getHref: () => '/alerts' },
  unsubscribe: { path: '/unsubscribe', getHref: () => '/unsubscribe' },
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) =>
      token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password',
  },
  acceptInvitation: {
    path: '/accept-invitation',
    getHref: (token?: string) =>
      token ? `/accept-invitation?token=${encodeURIComponent(token)}` : '/accept-invitation',
  },
} as const;
