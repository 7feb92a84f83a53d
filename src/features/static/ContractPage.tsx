/** /contract/:name — the legal texts, each loaded on demand; an unknown name is a 404. */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Button, Result } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@/components/PageLoading';

const MemberContract = lazy(() => import('./contracts/MemberContract'));
const AccountCreateInformation = lazy(() => import('./contracts/AccountCreateInformation'));
const CookieContract = lazy(() => import('./contracts/CookieContract'));
const DataContract = lazy(() => import('./contracts/DataContract'));
const CommunicationContract = lazy(() => import('./contracts/CommunicationContract'));
const TrendyolInfoContract = lazy(() => import('./contracts/TrendyolInfoContract'));

/** The legal page of each /contract/{name} (the cookie dialog links to /contract/cookie-contract). */
export const CONTRACTS: Record<string, LazyExoticComponent<ComponentType>> = {
  member: MemberContract,
  'account-create-information': AccountCreateInformation,
  cookie: CookieContract,
  'cookie-contract': CookieContract,
  data: DataContract,
  communication: CommunicationContract,
  trendyolinfo: TrendyolInfoContract,
};

export default function ContractPage() {
  const { t } = useTranslation();
  const { name = '' } = useParams();
  const key = name.toLowerCase();
  const Contract = Object.prototype.hasOwnProperty.call(CONTRACTS, key) ? CONTRACTS[key] : undefined;
  if (!Contract) {
    return (
      <Result
        status="404"
        title="404"
        subTitle={t('contract.notFound')}
        extra={
          <Link to="/">
            <Button type="primary">{t('common.home')}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <Contract />
    </Suspense>
  );
}
