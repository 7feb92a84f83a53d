/**
 * The route table. Every page is its own chunk (route-level code splitting). Public-only pages
 * (welcome, sign-in flows) send signed-in users home; /contract, /v and public collection pages are open
 * to everyone; /admin needs sign-in. The mock tools exist only in mock builds.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { PublicOnly, RequireAuth } from './guards';
import { PageLoading } from '@/components/PageLoading';
import { env } from '@/config/env';

const page = (component: LazyExoticComponent<ComponentType>) => {
  const Component = component;
  return (
    <Suspense fallback={<PageLoading />}>
      <Component />
    </Suspense>
  );
};

const AccountLayout = lazy(() => import('@/features/shell/AccountLayout'));
const AdminLayout = lazy(() => import('@/features/shell/AdminLayout'));
const WelcomePage = lazy(() => import('@/features/static/WelcomePage'));
const LoginPage = lazy(() => import('@/features/auth/LoginPage'));
const RegisterPage = lazy(() => import('@/features/auth/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('@/features/auth/ResetPasswordPage'));
const ConfirmEmailPage = lazy(() => import('@/features/auth/ConfirmEmailPage'));
const ContractPage = lazy(() => import('@/features/static/ContractPage'));
const PublicCollectionsPage = lazy(() => import('@/features/collections/PublicCollectionsPage'));
const PublicCollectionPage = lazy(() => import('@/features/collections/PublicCollectionPage'));
const HomePage = lazy(() => import('@/features/shell/HomePage'));
const InfoPage = lazy(() => import('@/features/static/InfoPage'));
const FaqPage = lazy(() => import('@/features/static/FaqPage'));
const GuidePage = lazy(() => import('@/features/static/GuidePage'));
const ImageGuidePage = lazy(() => import('@/features/static/ImageGuidePage'));
const PrivacyPage = lazy(() => import('@/features/static/PrivacyPage'));
const DataRequestPage = lazy(() => import('@/features/static/DataRequestPage'));
const ProfilePage = lazy(() => import('@/features/profile/ProfilePage'));
const LegislationPage = lazy(() => import('@/features/profile/LegislationPage'));
const UserListPage = lazy(() => import('@/features/users/UserListPage'));
const RoleListPage = lazy(() => import('@/features/roles/RoleListPage'));
const ComingSoonPage = lazy(() => import('@/features/shell/ComingSoonPage'));
const NotFoundPage = lazy(() => import('@/features/shell/NotFoundPage'));
// `__MOCK__` so a real-API build drops the chunk at bundling time; `env.mock` so `mock: "off"` never loads it.
const MockToolsPage = __MOCK__ && env.mock ? lazy(() => import('@/features/mock/MockToolsPage')) : null;

/** Screens of the business areas, built in later issues; the menu already links to them. */
const LATER = [
  'storage-list',
  'company-list',
  'discount-campaign-list',
  'commission-list',
  'trendyol-commission-list',
  'payment-tracking-list',
  'ticket-list',
  'campaign',
  'company-user',
  'coupon',
  'collection-list',
];

export const routes: RouteObject[] = [
  {
    element: <PublicOnly />,
    children: [
      { path: '/', element: page(WelcomePage) },
      { path: '/get-started', element: page(WelcomePage) },
      {
        path: '/account',
        element: page(AccountLayout),
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          { path: 'login', element: page(LoginPage) },
          { path: 'register', element: page(RegisterPage) },
          { path: 'forgot-password', element: page(ForgotPasswordPage) },
        ],
      },
    ],
  },
  {
    // Mail links work whether or not someone is signed in on this browser.
    path: '/account',
    element: page(AccountLayout),
    children: [
      { path: 'reset-password', element: page(ResetPasswordPage) },
      { path: 'confirm-email', element: page(ConfirmEmailPage) },
    ],
  },
  { path: '/contract/:name', element: page(ContractPage) },
  { path: '/v/:userName', element: page(PublicCollectionsPage) },
  { path: '/v/:userName/:collectionName', element: page(PublicCollectionPage) },
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/admin',
        element: page(AdminLayout),
        children: [
          { index: true, element: <Navigate to="home" replace /> },
          { path: 'home', element: page(HomePage) },
          { path: 'info', element: page(InfoPage) },
          { path: 'faq', element: page(FaqPage) },
          { path: 'trendyol-info', element: page(GuidePage) },
          { path: 'image-guide', element: page(ImageGuidePage) },
          { path: 'privacy', element: page(PrivacyPage) },
          { path: 'data-request', element: page(DataRequestPage) },
          { path: 'profile', element: page(ProfilePage) },
          { path: 'legislation', element: page(LegislationPage) },
          { path: 'user-list', element: page(UserListPage) },
          { path: 'role-list', element: page(RoleListPage) },
          ...LATER.map((path) => ({ path, element: page(ComingSoonPage) })),
          { path: '*', element: page(NotFoundPage) },
        ],
      },
    ],
  },
  ...(MockToolsPage
    ? [
        { path: '/mock', element: page(MockToolsPage) },
        { path: '/mock/mailbox', element: page(MockToolsPage) },
      ]
    : []),
  // Any other /{userName}/{collectionName} is a public collection.
  { path: '/:userName/:collectionName', element: page(PublicCollectionPage) },
  { path: '*', element: page(NotFoundPage) },
];
