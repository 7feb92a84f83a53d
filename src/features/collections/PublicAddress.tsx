/** The public address of a collection (`/{userName}/{collectionName}`) as a link with a copy button. */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

export const publicCollectionUrl = (userName: string, collectionName: string) =>
  `${window.location.origin}${paths.publicCollection(userName, collectionName)}`;

const readablePath = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

export function PublicAddress({ userName, collectionName }: { userName: string; collectionName: string }) {
  const { t } = useTranslation();
  const url = publicCollectionUrl(userName, collectionName);
  const path = paths.publicCollection(userName, collectionName);
  return (
    <Typography.Text
      copyable={{ text: url, tooltips: [t('collections.copyAddress'), t('collections.copied')] }}
      style={{ display: 'inline-flex', maxWidth: '100%', minWidth: 0 }}
    >
      <a href={path} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
        {readablePath(path)}
      </a>
    </Typography.Text>
  );
}
