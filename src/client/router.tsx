import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AccessGuard } from '#client/app/access-guard.tsx';
import { RouteErrorPage, ScreenErrorPage } from '#client/app/error-boundaries.tsx';
import { PublicLayout } from '#client/app/layouts/public-layout.tsx';
import { RootLayout } from '#client/app/root-layout.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';

/** React.lazy for a named export: each screen is its own chunk, fetched when first visited. */
function lazyNamed<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LandingPage = lazyNamed(() => import('#client/features/landing/landing-page.tsx'), 'LandingPage');
const LoginPage = lazyNamed(() => import('#client/features/auth/login-page.tsx'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('#client/features/auth/register-page.tsx'), 'RegisterPage');
const ForgotPasswordPage = lazyNamed(
  () => import('#client/features/auth/forgot-password-page.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyNamed(() => import('#client/features/auth/reset-password-page.tsx'), 'ResetPasswordPage');
const VerifyEmailPage = lazyNamed(() => import('#client/features/auth/verify-email-page.tsx'), 'VerifyEmailPage');
const VerifyRequiredPage = lazyNamed(
  () => import('#client/features/auth/verify-required-page.tsx'),
  'VerifyRequiredPage',
);
const TermsPage = lazyNamed(() => import('#client/features/legal/terms-page.tsx'), 'TermsPage');
const PrivacyPage = lazyNamed(() => import('#client/features/legal/privacy-page.tsx'), 'PrivacyPage');
const LegalNoticePage = lazyNamed(() => import('#client/features/legal/legal-notice-page.tsx'), 'LegalNoticePage');
const ContactPage = lazyNamed(() => import('#client/features/support/contact-page.tsx'), 'ContactPage');
const NotFoundPage = lazyNamed(() => import('#client/features/not-found/not-found-page.tsx'), 'NotFoundPage');
// The team's console takes the 404 page to show to anybody who is not an operator.
const SupportConsolePage = lazy(async () => ({
  default: (await import('#client/features/support-console/support-console-page.tsx')).SupportConsolePage,
}));
const SigningPage = lazyNamed(() => import('#client/features/signing/signing-page.tsx'), 'SigningPage');

const AppLayout = lazyNamed(() => import('#client/app/layouts/app-layout.tsx'), 'AppLayout');
const FocusLayout = lazyNamed(() => import('#client/app/layouts/focus-layout.tsx'), 'FocusLayout');
const OnboardingPage = lazyNamed(() => import('#client/features/onboarding/onboarding-page.tsx'), 'OnboardingPage');
const DashboardPage = lazyNamed(() => import('#client/features/dashboard/dashboard-page.tsx'), 'DashboardPage');
const ProfilePage = lazyNamed(() => import('#client/features/profile/profile-page.tsx'), 'ProfilePage');
const ContractsPage = lazyNamed(() => import('#client/features/contracts/contracts-page.tsx'), 'ContractsPage');
const ContractTypePage = lazyNamed(
  () => import('#client/features/contract-picker/contract-type-page.tsx'),
  'ContractTypePage',
);
const EditorPage = lazyNamed(() => import('#client/features/editor/editor-page.tsx'), 'EditorPage');
const PreviewPage = lazyNamed(() => import('#client/features/preview/preview-page.tsx'), 'PreviewPage');
const TrackerPage = lazyNamed(() => import('#client/features/tracker/tracker-page.tsx'), 'TrackerPage');
const SupportPage = lazyNamed(() => import('#client/features/support/support-page.tsx'), 'SupportPage');
const SandboxCheckoutPage = lazyNamed(
  () => import('#client/features/payments/sandbox-checkout-page.tsx'),
  'SandboxCheckoutPage',
);
const SandboxPortalPage = lazyNamed(
  () => import('#client/features/payments/sandbox-portal-page.tsx'),
  'SandboxPortalPage',
);
const CheckoutSuccessPage = lazyNamed(
  () => import('#client/features/checkout/checkout-success-page.tsx'),
  'CheckoutSuccessPage',
);

/**
 * The application's screens. The server answers only these paths with the application (and its
 * prerendered 404 page otherwise): a path added here goes into `#shared/routes/application-paths.ts`
 * too, which `router.test.ts` checks.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      // A signer's personal link: no account, no site navigation around the document.
      {
        path: 'signer/:token',
        element: (
          <Suspense fallback={<PageSpinner />}>
            <SigningPage />
          </Suspense>
        ),
        errorElement: <ScreenErrorPage />,
      },
      {
        element: <PublicLayout />,
        children: [
          {
            errorElement: <ScreenErrorPage />,
            children: [
              { index: true, element: <LandingPage /> },
              { path: 'landing', element: <Navigate to="/" replace /> },
              { path: 'login', element: <LoginPage /> },
              { path: 'register', element: <RegisterPage /> },
              { path: 'forgot-password', element: <ForgotPasswordPage /> },
              { path: 'reset-password', element: <ResetPasswordPage /> },
              { path: 'verify-email', element: <VerifyEmailPage /> },
              { path: 'verify-required', element: <VerifyRequiredPage /> },
              { path: 'contact', element: <ContactPage /> },
              { path: 'conditions', element: <TermsPage /> },
              { path: 'confidentialite', element: <PrivacyPage /> },
              { path: 'mentions-legales', element: <LegalNoticePage /> },
              { path: 'support-console', element: <SupportConsolePage notFound={<NotFoundPage />} /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        element: <AccessGuard />,
        children: [
          {
            element: <FocusLayout />,
            children: [
              { path: 'onboarding', element: <OnboardingPage />, errorElement: <ScreenErrorPage /> },
              // The local payment sandbox (no Stripe keys): its checkout and portal pages.
              { path: 'checkout/sandbox/portal', element: <SandboxPortalPage />, errorElement: <ScreenErrorPage /> },
              {
                path: 'checkout/sandbox/:orderId',
                element: <SandboxCheckoutPage />,
                errorElement: <ScreenErrorPage />,
              },
            ],
          },
          {
            element: <AppLayout />,
            children: [
              {
                errorElement: <ScreenErrorPage />,
                children: [
                  { path: 'dashboard', element: <DashboardPage /> },
                  { path: 'contracts', element: <ContractsPage /> },
                  { path: 'create-contract', element: <ContractTypePage /> },
                  { path: 'create-contract-v2', element: <EditorPage /> },
                  { path: 'contract-preview', element: <PreviewPage /> },
                  { path: 'contracts/:id/suivi', element: <TrackerPage /> },
                  { path: 'profile', element: <ProfilePage /> },
                  { path: 'support', element: <SupportPage /> },
                  { path: 'checkout-success', element: <CheckoutSuccessPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
